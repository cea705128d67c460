import { DELIVERY_REJECT_REASONS } from '@wasla/shared/business-constants';
import type { Deal } from '@wasla/shared/contracts/deals';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { FormAlert } from '../auth/form-alert';
import { ReasonDialog } from './reason-dialog';
import { useDealAction } from './use-deal-action';

/**
 * The client's two answers to a delivery: accept (confirmed first, as the escrow pays out) or reject
 * with a reason. Posted to `action`, a deal page's action; the API decides whether the answer is
 * still open, and its refusal shows in the dialog.
 */
export function DeliveryAnswerButtons({
  deal,
  deliveryId,
  action,
  attempt,
}: {
  deal: Pick<Deal, 'deliveries_sent' | 'delivery_limit'>;
  deliveryId: number;
  action: string;
  /** The Idempotency-Key of this try of accepting (the payout happens once). */
  attempt: string;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const accept = useDealAction(action, () => setDialog(null));
  const last = deal.deliveries_sent >= deal.delivery_limit;
  return (
    <>
      <Button onPress={() => setDialog('accept')}>
        <Check aria-hidden="true" className="size-4.5" />
        {t('deals.delivery.accept')}
      </Button>
      <Button variant="secondary" onPress={() => setDialog('reject')}>
        <X aria-hidden="true" className="size-4.5" />
        {t('deals.delivery.reject')}
      </Button>
      <ModalDialog
        isOpen={dialog === 'accept'}
        onOpenChange={(open) => setDialog(open ? 'accept' : null)}
        role="alertdialog"
        title={t('deals.delivery.accept_title')}
        description={t('deals.delivery.accept_body')}
        busy={accept.busy}
      >
        <div className="grid gap-4">
          <FormAlert messages={accept.formErrors} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={() => setDialog(null)} isDisabled={accept.busy}>
              {t('deals.actions.back')}
            </Button>
            <Button
              isPending={accept.busy}
              onPress={() =>
                accept.submit({ intent: 'accept_delivery', delivery_id: String(deliveryId), attempt })
              }
            >
              {t('deals.delivery.accept')}
            </Button>
          </div>
        </div>
      </ModalDialog>
      <ReasonDialog
        isOpen={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        action={action}
        intent="reject_delivery"
        extra={{ delivery_id: String(deliveryId) }}
        reasons={DELIVERY_REJECT_REASONS}
        title={t('deals.delivery.reject')}
        description={t(last ? 'deals.reason.delivery_last_body' : 'deals.reason.delivery_body')}
        submit={t('deals.delivery.reject')}
      />
    </>
  );
}
