import type { Deal, Delivery } from '@wasla/shared/contracts/deals';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReasonText } from './deal-timeline';
import { FileList } from './deal-view';
import { DeliveryAnswerButtons } from './delivery-answer';

const LOOKS = {
  draft: { icon: Clock, tone: 'border border-line bg-canvas text-muted' },
  sent: { icon: Clock, tone: 'bg-accent-100 text-warning' },
  accepted: { icon: CircleCheck, tone: 'bg-success/10 text-success' },
  rejected: { icon: CircleX, tone: 'bg-danger/10 text-danger' },
};

/** The client's answer to the latest delivery: accept (the escrow pays out) or reject with a reason. */
function Answer({
  deal,
  delivery,
  action,
  attempt,
}: {
  deal: Deal;
  delivery: Delivery;
  action: string;
  attempt: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 border-t border-line pt-4">
      <p className="text-sm font-semibold">{t('deals.delivery.answer_prompt')}</p>
      <div className="flex flex-wrap gap-2 [&>*]:max-sm:flex-1">
        <DeliveryAnswerButtons deal={deal} deliveryId={delivery.id} action={action} attempt={attempt} />
      </div>
    </div>
  );
}

/**
 * The deliveries of a deal, newest first, with their files and answers: a rejected one says "Deal
 * delivery rejected" with its reason (SPEC.md section 8). The client answers the latest one here.
 */
export function DeliveryList({
  deal,
  deliveries,
  lang,
  action,
  attempt,
}: {
  deal: Deal;
  deliveries: Delivery[];
  lang: Language;
  action: string;
  attempt: string;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const answering = deal.actions.includes('accept') || deal.actions.includes('reject_delivery');
  const newest = [...deliveries].reverse();
  return (
    <ol className="grid gap-4">
      {newest.map((delivery, index) => {
        const look = LOOKS[delivery.status];
        const Icon = look.icon;
        return (
          <li
            key={delivery.id}
            aria-labelledby={`delivery-${delivery.id}`}
            className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`delivery-${delivery.id}`} className="text-lg font-bold">
                {t('deals.delivery.number', {
                  number: delivery.number ?? deliveries.length - index,
                  limit: deal.delivery_limit,
                })}
              </h2>
              <span
                className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.tone}`}
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {t(`deals.delivery.status.${delivery.status}`)}
              </span>
            </div>
            {delivery.sent_at ? (
              <p className="text-xs text-muted">
                {t('deals.delivery.sent_at', { date: formatDateTime(delivery.sent_at, lang) })}
              </p>
            ) : null}
            {delivery.status === 'rejected' ? (
              <div role="note" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
                <p className="font-semibold">{t('deals.delivery.rejected')}</p>
                {delivery.reason ? (
                  <p className="mt-1">
                    {reasonText(delivery.reason.code)}
                    {delivery.reason.comment ? (
                      <span className="mt-0.5 block text-ink/80" dir="auto">
                        {delivery.reason.comment}
                      </span>
                    ) : null}
                  </p>
                ) : null}
              </div>
            ) : null}
            <p className="whitespace-pre-line break-words" dir="auto">
              {delivery.description}
            </p>
            <FileList files={delivery.files} lang={lang} />
            {answering && index === 0 && delivery.status === 'sent' ? (
              <Answer deal={deal} delivery={delivery} action={action} attempt={attempt} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
