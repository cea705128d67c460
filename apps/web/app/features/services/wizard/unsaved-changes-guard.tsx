import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';

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
    <ModalDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      role="alertdialog"
      title={t('wizard.leave_title')}
      description={t('wizard.leave_body')}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" autoFocus onPress={() => blocker.reset?.()}>
          {t('wizard.stay')}
        </Button>
        <Button variant="danger" onPress={() => blocker.proceed?.()}>
          {t('wizard.leave')}
        </Button>
      </div>
    </ModalDialog>
  );
}
