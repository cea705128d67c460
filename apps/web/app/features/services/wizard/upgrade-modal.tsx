import { Rocket } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { isAvailable } from '../../../lib/features';

/**
 * "You reached the publishing limit" (SPEC.md sections 4 and 8). `later` and `upgrade` are the
 * caller's: after the services limit, later goes to the dashboard; after the media limit, upgrading
 * saves the draft first.
 */
export function UpgradeModal({
  isOpen,
  reason,
  busy,
  onLater,
  onUpgrade,
}: {
  isOpen: boolean;
  reason: 'services' | 'media';
  busy?: boolean;
  onLater: () => void;
  onUpgrade: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onLater();
      }}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-surface p-6 text-center shadow-2xl outline-none">
        <Dialog role="alertdialog" className="outline-none">
          <Rocket aria-hidden="true" className="mx-auto size-12 text-brand-700" />
          <Heading slot="title" className="mt-3 text-xl font-bold">
            {t('wizard.limit_title')}
          </Heading>
          <p className="mt-2 text-muted">
            {t(reason === 'services' ? 'wizard.limit_services' : 'wizard.limit_media')}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onPress={onLater}>
              {t('wizard.later')}
            </Button>
            {/* Until the plans page exists, the way there is left out rather than leading to a 404. */}
            {isAvailable('plans') ? (
              <Button isDisabled={busy} onPress={onUpgrade}>
                {t('wizard.see_plans')}
              </Button>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
