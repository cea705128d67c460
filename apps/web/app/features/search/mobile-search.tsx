import { MOBILE_BREAKPOINT_PX } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSearchBox } from './lazy-search-box';
import { useSearchOpener, useSearchShown } from './use-search-opener';

// The panel (React Aria) loads with the box, when the magnifier is first pressed or the shortcut used.
const MobileSearchPanel = lazy(() =>
  import('./mobile-search-panel').then((m) => ({ default: m.MobileSearchPanel })),
);

export const MOBILE_MEDIA = `not all and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The mobile header's magnifier (below 900 px): it opens a full-width panel with a back arrow, the
 * field, the two type buttons and the results. The back arrow, Escape or a chosen result close it,
 * and focus returns to the magnifier. On home it shows only after some scrolling.
 */
export function MobileSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useSearchOpener(MOBILE_MEDIA);
  const shown = useSearchShown() || isOpen;
  return (
    <>
      <button
        type="button"
        aria-label={t('search_box.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={loadSearchBox}
        onFocus={loadSearchBox}
        onTouchStart={loadSearchBox}
        onClick={() => setOpen(true)}
        className={`-me-2 ms-auto size-11 place-items-center rounded-lg text-ink outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 ${shown ? 'grid nav:hidden' : 'hidden'}`}
      >
        <Search aria-hidden="true" className="size-6" />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MobileSearchPanel lang={lang} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
