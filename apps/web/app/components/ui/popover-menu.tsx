import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { TRIGGER_CLASSES } from './menu-trigger-classes';

export type MenuChoice = {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  href?: string;
  selected?: boolean;
};

export type PopoverMenuProps = {
  label: string;
  /** The current choice as the trigger shows it, read after the label by screen readers. */
  value?: string;
  triggerContent: ReactNode;
  items: MenuChoice[];
  onAction?: (id: string) => void;
  minWidth?: string;
  triggerClassName?: string;
};

/**
 * A button that opens a list of choices (language, currency, platforms). React Aria gives it keyboard
 * navigation, typeahead, focus return and the right placement in both directions. Its name says what
 * it is and what is chosen ("Currency: AED"), as its visible text does.
 */
export function PopoverMenu({
  label,
  value,
  triggerContent,
  items,
  onAction,
  minWidth = '14rem',
  triggerClassName = '',
}: PopoverMenuProps) {
  // Items with `href` navigate through React Router, without a full page load.
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <MenuTrigger>
        <Button
          aria-label={value ? `${label}: ${value}` : label}
          className={`${TRIGGER_CLASSES} ${triggerClassName}`}
        >
          {triggerContent}
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </Button>
        <Popover
          placement="bottom end"
          offset={6}
          className="max-h-[70vh] overflow-auto rounded-xl border border-line bg-surface p-1.5 shadow-xl outline-none"
        >
          <Menu
            aria-label={label}
            // The spec's width where the screen allows it; a 320 px phone keeps a margin.
            style={{ minWidth: `min(${minWidth}, calc(100vw - 2rem))` }}
            className="outline-none"
            selectionMode={items.some((item) => item.selected) ? 'single' : 'none'}
            selectedKeys={items.filter((item) => item.selected).map((item) => item.id)}
            onAction={(key) => onAction?.(String(key))}
          >
            {items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                href={item.href}
                textValue={typeof item.label === 'string' ? item.label : item.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink outline-none focus:bg-brand-50 hover:bg-brand-50"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className={item.selected ? 'font-semibold text-brand-800' : ''}>{item.label}</span>
                  {item.description ? <span className="text-xs text-muted">{item.description}</span> : null}
                </span>
                {item.selected ? (
                  <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                ) : (
                  <span className="size-4 shrink-0" />
                )}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
