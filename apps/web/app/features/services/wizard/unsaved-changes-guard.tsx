import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button';

/**
 * Asks before leaving with unsaved changes: a dialog for links inside the site, the browser's own
 * question for a reload or a closed tab. Moving between steps stays on this page and is not asked.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ModalOverlay
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-surface p-6 shadow-2xl outline-none">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-lg font-bold">
            {t('wizard.leave_title')}
          </Heading>
          <p className="mt-2 text-muted">{t('wizard.leave_body')}</p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" autoFocus onPress={() => blocker.reset?.()}>
              {t('wizard.stay')}
            </Button>
            <Button variant="danger" onPress={() => blocker.proceed?.()}>
              {t('wizard.leave')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
