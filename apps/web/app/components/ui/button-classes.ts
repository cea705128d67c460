/** Shared look of buttons and of links styled as buttons. */
export type Variant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 data-[pressed]:bg-brand-900',
  accent: 'bg-accent-400 text-accent-900 hover:bg-accent-500',
  secondary: 'border border-line bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-ink hover:bg-brand-50',
  // Actions that cannot be undone (closing an account, turning protection off).
  danger: 'bg-danger text-white hover:bg-danger/90 data-[pressed]:bg-danger/80',
};
const SIZES: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.95rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `inline-flex items-center justify-center rounded-xl font-semibold whitespace-nowrap transition-colors outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}
