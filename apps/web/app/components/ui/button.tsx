import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import { buttonClasses, type Size, type Variant } from './button-classes';

export function Button({
  variant,
  size,
  className,
  ...props
}: ButtonProps & { variant?: Variant; size?: Size; className?: string }) {
  return <AriaButton {...props} className={buttonClasses(variant, size, className)} />;
}
