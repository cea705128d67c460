import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list with nothing in it yet: what that means, and the next step as an action. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const HeadingTag = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <HeadingTag className="text-lg font-bold">{title}</HeadingTag>
      {body ? <p className="max-w-sm text-sm text-muted">{body}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
