import { useEffect, useId } from 'react';
import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import { buttonClasses, type Size, type Variant } from './button-classes';
import { forgetPendingAnnouncements, LATE_ANNOUNCEMENT_MS } from './pending-announcements';

export function Button({
  variant,
  size,
  className,
  id,
  ...props
}: ButtonProps & { variant?: Variant; size?: Size; className?: string }) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  // Gone, the button takes its pending announcements with it.
  useEffect(
    () => () => {
      forgetPendingAnnouncements(buttonId);
      setTimeout(() => forgetPendingAnnouncements(buttonId), LATE_ANNOUNCEMENT_MS);
    },
    [buttonId],
  );
  return <AriaButton {...props} id={buttonId} className={buttonClasses(variant, size, className)} />;
}
