import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type Size, type Variant } from './button-classes';

/** A link that looks like a button: navigation stays a link for keyboard, middle-click and crawlers. */
export function LinkButton({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link {...props} className={buttonClasses(variant, size, className as string | undefined)} />;
}
