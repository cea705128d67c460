import type { Language } from '@wasla/shared/languages';
import { ArrowLeft } from 'lucide-react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LazySearchBox } from './lazy-search-box';

/**
 * The phone's full-width search panel: a back arrow, the field, the two type buttons and the results.
 * The back arrow, Escape or a chosen result close it, and focus returns to the magnifier.
 */
export function MobileSearchPanel({
  lang,
  isOpen,
  onOpenChange,
}: {
  lang: Language;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-surface nav:hidden"
    >
      <Modal className="flex h-dvh w-full flex-col bg-surface outline-none">
        <Dialog aria-label={t('search_box.title')} className="flex h-full flex-col outline-none">
          <LazySearchBox
            lang={lang}
            variant="panel"
            onClose={() => onOpenChange(false)}
            leading={
              <Button
                slot="close"
                aria-label={t('search_box.back')}
                className="-ms-1 grid size-11 shrink-0 place-items-center rounded-lg text-ink outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
              >
                <ArrowLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
              </Button>
            }
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
