import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDeferredLive } from './deferred-live';
import { TRIGGER_CLASSES } from './menu-trigger-classes';
import { triggerName } from './menu-trigger-name';

export type MenuChoice = {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  href?: string;
  selected?: boolean;
};

export type PopoverMenuProps = {
  label: string;
  /** The current choice, read after the label by screen readers. */
  value?: string;
  /**
   * The words the trigger shows when they are not the value itself (a code such as "EN" for
   * "English"): the accessible name starts with them, so that what is seen is what can be said.
   */
  shown?: string;
  triggerContent: ReactNode;
  items: MenuChoice[];
  onAction?: (id: string) => void;
  minWidth?: string;
  triggerClassName?: string;
};

const loadLive = () => import('./popover-menu-live').then((m) => m.LivePopoverMenu);

/**
 * A button that opens a list of choices (language, currency, platforms, account). Its name says what
 * it is and what is chosen ("Currency: AED"), as its visible text does. The menu itself (keyboard
 * navigation, typeahead, focus return, placement in both directions) loads when it is reached for.
 */
export function PopoverMenu(props: PopoverMenuProps) {
  const { live, standInProps } = useDeferredLive(loadLive);
  if (live) return <live.component {...props} start={live.start} />;
  const { triggerContent, triggerClassName = '' } = props;
  return (
    <button
      {...standInProps}
      aria-label={triggerName(props)}
      aria-haspopup="menu"
      aria-expanded={false}
      className={`${TRIGGER_CLASSES} ${triggerClassName}`}
    >
      {triggerContent}
      <ChevronDown aria-hidden="true" className="size-4 text-muted" />
    </button>
  );
}
