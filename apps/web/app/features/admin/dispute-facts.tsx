import type { TeamDisputeDetail } from '@wasla/shared/contracts/disputes';
import { formatDateTime, formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fileHref } from '../deals/deal-view';

/** What the side that opened the dispute said, the AED held for the deal, and its history. */
export function DisputeFacts({ detail, lang }: { detail: TeamDisputeDetail; lang: Language }) {
  const { t } = useTranslation();
  const { dispute, deal } = detail;
  const aed = deal.aed;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="dispute-claim" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="dispute-claim" className="text-lg font-semibold">
          {t(`admin.disputes.opened_by_${dispute.opened_by_side}`, {
            date: formatDateTime(dispute.created_at, lang),
          })}
        </h2>
        <p className="mt-2 whitespace-pre-line">{dispute.reason}</p>
        {dispute.evidence ? (
          <>
            <h3 className="mt-3 text-sm font-semibold text-muted">{t('admin.disputes.evidence')}</h3>
            <p className="mt-1 whitespace-pre-line">{dispute.evidence}</p>
          </>
        ) : null}
      </section>
      <section aria-labelledby="dispute-money" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="dispute-money" className="text-lg font-semibold">
          {t('admin.disputes.money')}
        </h2>
        {aed ? (
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('admin.disputes.paid_by_client')}</dt>
            <dd>{formatMoney(aed.total, 'AED', lang)}</dd>
            <dt className="text-muted">{t('admin.disputes.subtotal')}</dt>
            <dd>{formatMoney(aed.subtotal, 'AED', lang)}</dd>
            <dt className="text-muted">{t('admin.disputes.commission')}</dt>
            <dd>{formatMoney(aed.commission, 'AED', lang)}</dd>
            <dt className="text-muted">{t('admin.disputes.provider_share')}</dt>
            <dd>{formatMoney(aed.provider_share, 'AED', lang)}</dd>
          </dl>
        ) : null}
        <h3 className="mt-4 text-sm font-semibold text-muted">{t('admin.disputes.history')}</h3>
        <ol className="mt-1 grid gap-1 text-sm">
          {deal.history.map((step) => (
            <li key={`${step.at}-${step.event}`} className="flex flex-wrap gap-x-2">
              <time dateTime={step.at} className="text-muted">
                {formatDateTime(step.at, lang)}
              </time>
              <span dir="ltr" className="font-mono text-xs leading-5">
                {step.event}: {step.from} → {step.to} ({step.by})
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Every delivery sent on the deal: its text, its files, and how the client answered it. */
export function DisputeDeliveries({
  deliveries,
  lang,
}: {
  deliveries: TeamDisputeDetail['deliveries'];
  lang: Language;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dispute-deliveries" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="dispute-deliveries" className="text-lg font-semibold">
        {t('admin.disputes.deliveries', { count: deliveries.length })}
      </h2>
      {deliveries.length ? (
        <ol className="mt-3 grid gap-4">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="grid gap-1 border-t border-line pt-3 first:border-0 first:pt-0">
              <p className="text-sm text-muted">
                {t('admin.disputes.delivery', { number: delivery.number ?? '—' })}
                {' · '}
                {t(`admin.disputes.delivery_${delivery.status}`)}
                {delivery.sent_at ? ` · ${formatDateTime(delivery.sent_at, lang)}` : null}
              </p>
              <p className="whitespace-pre-line">{delivery.description}</p>
              {delivery.reason?.comment ? (
                <p className="text-sm text-danger">{delivery.reason.comment}</p>
              ) : null}
              {delivery.files.length ? (
                <ul className="flex flex-wrap gap-2">
                  {delivery.files.map((file) => (
                    <li key={file.id}>
                      <a
                        href={fileHref(lang, file.url)}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1 rounded-lg border border-line px-2.5 py-1 text-sm hover:bg-brand-50"
                      >
                        <Paperclip aria-hidden="true" className="size-3.5" />
                        <bdi>{file.name}</bdi>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{t('admin.disputes.no_deliveries')}</p>
      )}
    </section>
  );
}
