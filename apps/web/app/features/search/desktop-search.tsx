import { MOBILE_BREAKPOINT_PX } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSearchBox } from './lazy-search-box';
import { shortcutLabel } from './search-logic';
import { useSearchOpener, useSearchShown } from './use-search-opener';

// The popover (React Aria) loads with the box, when the magnifier is first pressed or the shortcut used.
const DesktopSearchPopover = lazy(() =>
  import('./desktop-search-popover').then((m) => ({ default: m.DesktopSearchPopover })),
);

export const DESKTOP_MEDIA = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The header's magnifier from 900 px up. It opens the search box under it, as Ctrl/Cmd+K does (and
 * closes it again); a click outside, Escape or choosing a result closes it, and focus goes back to
 * where it was. On home it shows only after some scrolling, unless the shortcut opened the box.
 */
export function DesktopSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useSearchOpener(DESKTOP_MEDIA);
  const shown = useSearchShown() || isOpen;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [shortcut, setShortcut] = useState(shortcutLabel(false));
  useEffect(() => setShortcut(shortcutLabel(/Mac|iPhone|iPad/.test(navigator.platform))), []);

  return (
    <>
      {/* A native button, so that it can name its shortcut; the box returns focus here when it closes. */}
      <button
        ref={triggerRef}
        type="button"
        aria-label={t('search_box.open')}
        title={`${t('search_box.open')} (${shortcut})`}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={loadSearchBox}
        onFocus={loadSearchBox}
        onClick={() => setOpen(!isOpen)}
        className={`size-10 shrink-0 place-items-center rounded-lg text-ink outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 aria-expanded:bg-brand-100 ${shown ? 'grid' : 'hidden'}`}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <DesktopSearchPopover lang={lang} triggerRef={triggerRef} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
