import { SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';

// The phone's filter dialog loads when it is first opened: most visitors never open it.
const ModalDialog = lazy(() =>
  import('../../components/ui/modal-dialog').then((m) => ({ default: m.ModalDialog })),
);

/**
 * The frame of a filtered listing (services, providers): the filters beside the results on wide
 * screens, behind a button in a dialog on phones, then the toolbar, the results and the pages.
 */
export function ListingFrame({
  filters,
  toolbar,
  children,
}: {
  filters: ReactNode;
  toolbar: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The phone dialog belongs to the address it was opened on: applying or clearing the filters
  // navigates, which closes it and shows the new results.
  const { key: addressKey } = useLocation();
  const [openAt, setOpenAt] = useState<string>();
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside aria-label={t('listing.filters')} className="hidden lg:block">
        <div className="sticky top-24 rounded-2xl border border-line bg-surface p-5">{filters}</div>
      </aside>
      <section aria-label={t('listing.results')} className="flex min-w-0 flex-col gap-5">
        <div className="lg:hidden">
          <Button variant="secondary" onPress={() => setOpenAt(addressKey)}>
            <SlidersHorizontal aria-hidden="true" className="size-4.5" />
            {t('listing.filters')}
          </Button>
          {openAt === addressKey ? (
            <Suspense fallback={null}>
              <ModalDialog
                isOpen
                onOpenChange={(open) => setOpenAt(open ? addressKey : undefined)}
                title={t('listing.filters')}
              >
                <div className="mt-4">{filters}</div>
              </ModalDialog>
            </Suspense>
          ) : null}
        </div>
        {toolbar}
        {children}
      </section>
    </div>
  );
}

/** Cards in columns or one under another, as the visitor chose in the toolbar. */
export function CardList({ style, children }: { style: 'grid' | 'list'; children: ReactNode }) {
  return (
    <ul
      className={
        style === 'grid' ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4'
      }
    >
      {children}
    </ul>
  );
}
