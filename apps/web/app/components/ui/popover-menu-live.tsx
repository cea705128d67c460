import { Check, ChevronDown } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { type LiveStart, useTakeOver } from './deferred-live';
import { TRIGGER_CLASSES } from './menu-trigger-classes';
import { triggerName } from './menu-trigger-name';
import type { PopoverMenuProps } from './popover-menu';

/**
 * The menu behind `PopoverMenu`, once someone reaches for it. React Aria gives it keyboard navigation,
 * typeahead, focus return and the right placement in both directions.
 */
export function LivePopoverMenu({
  label,
  value,
  shown,
  triggerContent,
  items,
  onAction,
  minWidth = '14rem',
  triggerClassName = '',
  start,
}: PopoverMenuProps & { start: LiveStart }) {
  // Items with `href` navigate through React Router, without a full page load.
  const navigate = useNavigate();
  const { trigger, isOpen, setOpen } = useTakeOver(start);
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button
          ref={trigger}
          aria-label={triggerName({ label, value, shown })}
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
