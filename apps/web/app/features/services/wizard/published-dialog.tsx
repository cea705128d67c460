import type { ServiceEdit } from '@wasla/shared/contracts/services';
import { PartyPopper } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/link-button';
import { useLangData } from '../../shell/use-lang-data';

/** The success dialog after submitting (SPEC.md section 4): where to go next. */
export function PublishedDialog({ service, onClose }: { service: ServiceEdit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLangData();
  return (
    <ModalOverlay
      isOpen={service !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-surface p-6 text-center shadow-2xl outline-none">
        <Dialog className="outline-none">
          <PartyPopper aria-hidden="true" className="mx-auto size-12 text-accent-500" />
          <Heading slot="title" className="mt-3 text-xl font-bold">
            {t('wizard.published_title')}
          </Heading>
          <p className="mt-2 text-muted">{t('wizard.published_body', { name: service?.name ?? '' })}</p>
          <div className="mt-6 grid gap-2 sm:grid-cols-2">
            <LinkButton to={`/${lang}/my-services/${service?.type ?? 'provided'}`} variant="primary">
              {t('wizard.to_my_services')}
            </LinkButton>
            <LinkButton to={`/${lang}/add-service?type=${service?.type ?? 'provided'}`} variant="secondary">
              {t('wizard.add_another')}
            </LinkButton>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
