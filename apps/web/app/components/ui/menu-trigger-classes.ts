/** The look of a menu's trigger button, shared by the real menu and its stand-in while it loads. */
export const TRIGGER_CLASSES =
  'inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-ink outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 data-[pressed]:bg-brand-100';
