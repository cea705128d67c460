import { type ReactNode, useState } from 'react';

/**
 * A native disclosure whose content is built only once it is first opened: a screen of many editors
 * (a category's or a question's, eight fields each) stays light to load and hydrate on a phone.
 */
export function LazyDetails({
  summary,
  summaryClassName,
  className,
  open,
  children,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  className?: string;
  /** Opened from the start (a form that failed, or was just saved). */
  open?: boolean;
  children: ReactNode;
}) {
  const [built, setBuilt] = useState(Boolean(open));
  return (
    <details
      className={className}
      open={open || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) setBuilt(true);
      }}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {built ? children : null}
    </details>
  );
}
