import type { Language } from '@wasla/shared/languages';
import type { RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LazySearchBox } from './lazy-search-box';

/**
 * The desktop search box under the magnifier: a click outside, Escape or choosing a result closes it,
 * and focus goes back to where it was.
 */
export function DesktopSearchPopover({
  lang,
  triggerRef,
  isOpen,
  onOpenChange,
}: {
  lang: Language;
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // The magnifier toggles the box itself; a press on it is not a click outside.
      shouldCloseOnInteractOutside={(element) => !triggerRef.current?.contains(element)}
      placement="bottom end"
      offset={10}
      className="w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl outline-none"
    >
      <Dialog aria-label={t('search_box.title')} className="outline-none">
        <LazySearchBox lang={lang} variant="popover" onClose={() => onOpenChange(false)} />
      </Dialog>
    </Popover>
  );
}
