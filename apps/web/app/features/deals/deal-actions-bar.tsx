import { DEAL_CANCEL_REASONS, DEAL_REJECT_REASONS } from '@wasla/shared/business-constants';
import type { Deal } from '@wasla/shared/contracts/deals';
import type { DealEvent } from '@wasla/shared/deal-rules/deal-states';
import type { Language } from '@wasla/shared/languages';
import {
  Check,
  CreditCard,
  FilePen,
  Gavel,
  PackageCheck,
  PackageOpen,
  Repeat,
  Send,
  Undo2,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { FormAlert } from '../auth/form-alert';
import { CounterOfferDialog } from './counter-offer-dialog';
import type { QuoteRates, ServiceTerms } from './deal-form-model';
import { DeliveryAnswerButtons } from './delivery-answer';
import { DisputeDialog } from './dispute-dialog';
import { ReasonDialog } from './reason-dialog';
import { useDealAction } from './use-deal-action';

type Dialog = 'reject' | 'reject_update' | 'counter' | 'cancel' | 'withdraw' | 'dispute' | null;

/**
 * The buttons of a deal, drawn from `actions`: the events the API says the reader may fire now, so
 * both come from the same state table. Direct answers (approve, dismiss) post at once; refusals and
 * cancellations ask a reason in a dialog; paying, delivering and answering a delivery have pages of
 * their own. A refusal of the API (the deadline passed, the deal moved on) is shown as it is sent.
 */
export function DealActionsBar({
  deal,
  lang,
  action,
  service,
  rates,
  attempt,
  deliveryId,
}: {
  /** A fresh Idempotency-Key for each try of a cancellation (the page's data gives a new one after each). */
  attempt: string;
  deal: Deal;
  lang: Language;
  action: string;
  /** The service's plans, for a counter-offer; null when none may be made. */
  service: ServiceTerms | null;
  rates: QuoteRates | null;
  /**
   * The delivery waiting for the client's answer, when the caller knows it (a delivery's card in the
   * chat): accept and reject are offered here rather than a link to the deliveries page.
   */
  deliveryId?: number;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const direct = useDealAction(action);
  const can = (event: DealEvent) => deal.actions.includes(event);
  const base = `/${lang}/deals/${deal.id}`;
  const pending = (intent: string) => direct.busy && direct.fetcher.formData?.get('intent') === intent;
  const post = (intent: string) => direct.submit({ intent });
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const hasDelivery = deal.deliveries_sent > 0;
  const buttons = [
    can('send') ? (
      <LinkButton key="send" to={`${base}/preview`}>
        <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
        {t('deals.actions.review_and_send')}
      </LinkButton>
    ) : null,
    can('approve') ? (
      <Button key="approve" onPress={() => post('approve')} isPending={pending('approve')}>
        <Check aria-hidden="true" className="size-4.5" />
        {t('deals.actions.approve')}
      </Button>
    ) : null,
    can('approve_update') ? (
      <Button
        key="approve_update"
        onPress={() => post('approve_update')}
        isPending={pending('approve_update')}
      >
        <Check aria-hidden="true" className="size-4.5" />
        {t('deals.actions.approve_update')}
      </Button>
    ) : null,
    can('pay') ? (
      <LinkButton key="pay" to={`${base}/payment`} variant="accent">
        <CreditCard aria-hidden="true" className="size-4.5" />
        {t('deals.actions.pay')}
      </LinkButton>
    ) : null,
    can('deliver') ? (
      <LinkButton key="deliver" to={`${base}/add-delivers`}>
        <PackageOpen aria-hidden="true" className="size-4.5" />
        {t('deals.actions.deliver')}
      </LinkButton>
    ) : null,
    (can('accept') || can('reject_delivery')) && deliveryId ? (
      <DeliveryAnswerButtons
        key="answer"
        deal={deal}
        deliveryId={deliveryId}
        action={action}
        attempt={attempt}
      />
    ) : can('accept') || can('reject_delivery') ? (
      <LinkButton key="answer" to={`${base}/implementation`}>
        <PackageCheck aria-hidden="true" className="size-4.5" />
        {t('deals.actions.answer_delivery')}
      </LinkButton>
    ) : hasDelivery ? (
      <LinkButton key="deliveries" to={`${base}/implementation`} variant="secondary">
        <PackageCheck aria-hidden="true" className="size-4.5" />
        {t('deals.actions.deliveries', { count: deal.deliveries_sent })}
      </LinkButton>
    ) : null,
    can('counter') && service ? (
      <Button key="counter" variant="secondary" onPress={() => setDialog('counter')}>
        <Repeat aria-hidden="true" className="size-4.5" />
        {t('deals.actions.counter')}
      </Button>
    ) : null,
    // A draft is edited by its sender as an offer sent and not yet answered is.
    can('edit') || (deal.stage === 'draft' && deal.my_parties.includes('sender')) ? (
      <LinkButton key="edit" to={`${base}/edit`} variant="secondary">
        <FilePen aria-hidden="true" className="size-4.5" />
        {t('deals.actions.edit')}
      </LinkButton>
    ) : null,
    can('dismiss_update') ? (
      <Button
        key="dismiss_update"
        variant="secondary"
        onPress={() => post('dismiss_update')}
        isPending={pending('dismiss_update')}
      >
        <Undo2 aria-hidden="true" className="size-4.5" />
        {t('deals.actions.dismiss_update')}
      </Button>
    ) : null,
    can('reject') ? (
      <Button key="reject" variant="secondary" onPress={() => setDialog('reject')}>
        <X aria-hidden="true" className="size-4.5" />
        {t('deals.actions.reject')}
      </Button>
    ) : null,
    can('reject_update') ? (
      <Button key="reject_update" variant="secondary" onPress={() => setDialog('reject_update')}>
        <X aria-hidden="true" className="size-4.5" />
        {t('deals.actions.reject_update')}
      </Button>
    ) : null,
    can('open_dispute') ? (
      <Button key="dispute" variant="ghost" onPress={() => setDialog('dispute')}>
        <Gavel aria-hidden="true" className="size-4.5" />
        {t('deals.actions.open_dispute')}
      </Button>
    ) : null,
    can('withdraw') ? (
      <Button key="withdraw" variant="ghost" className="text-danger!" onPress={() => setDialog('withdraw')}>
        {t('deals.actions.withdraw')}
      </Button>
    ) : null,
    can('cancel') ? (
      <Button key="cancel" variant="ghost" className="text-danger!" onPress={() => setDialog('cancel')}>
        {t('deals.actions.cancel')}
      </Button>
    ) : null,
  ].filter(Boolean);

  // A refusal stays in view even when the deal, read again, offers nothing more (its deadline passed).
  if (!buttons.length && !direct.formErrors?.length) return null;
  return (
    <section aria-label={t('deals.actions.label')} className="grid gap-3">
      <FormAlert messages={direct.formErrors} />
      <div className="flex flex-wrap gap-2 [&>*]:max-sm:flex-1">{buttons}</div>
      <ReasonDialog
        isOpen={dialog === 'reject' || dialog === 'reject_update'}
        onOpenChange={close}
        action={action}
        intent={dialog === 'reject_update' ? 'reject_update' : 'reject'}
        reasons={DEAL_REJECT_REASONS}
        title={t(dialog === 'reject_update' ? 'deals.actions.reject_update' : 'deals.actions.reject')}
        description={t('deals.reason.reject_body')}
        submit={t('deals.actions.reject')}
      />
      <ReasonDialog
        isOpen={dialog === 'cancel' || dialog === 'withdraw'}
        onOpenChange={close}
        action={action}
        intent={dialog === 'withdraw' ? 'withdraw' : 'cancel'}
        extra={{ attempt }}
        reasons={DEAL_CANCEL_REASONS}
        title={t(dialog === 'withdraw' ? 'deals.actions.withdraw' : 'deals.actions.cancel')}
        description={t(deal.dates.paid_at ? 'deals.reason.cancel_paid_body' : 'deals.reason.cancel_body')}
        submit={t(dialog === 'withdraw' ? 'deals.actions.withdraw' : 'deals.actions.cancel')}
      />
      {service ? (
        <CounterOfferDialog
          isOpen={dialog === 'counter'}
          onOpenChange={close}
          action={action}
          deal={deal}
          service={service}
          rates={rates}
          lang={lang}
        />
      ) : null}
      <DisputeDialog isOpen={dialog === 'dispute'} onOpenChange={close} action={action} />
    </section>
  );
}
