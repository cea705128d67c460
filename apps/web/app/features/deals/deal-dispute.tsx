import type { Deal, Dispute } from '@wasla/shared/contracts/deals';
import { formatDateTime, formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The deal's dispute: who opened it and why, with the evidence; then the support team's decision
 * (all to the provider, all back to the client, or a split) and its note. The payment stays held
 * until then.
 */
export function DealDispute({ deal, dispute, lang }: { deal: Deal; dispute: Dispute; lang: Language }) {
  const { t } = useTranslation();
  const opener = dispute.opened_by === deal.client.id ? deal.client.name : deal.provider.name;
  return (
    <section
      aria-labelledby="deal-dispute"
      className="grid gap-3 rounded-2xl border-2 border-danger/30 bg-surface p-4 sm:p-5"
    >
      <h2 id="deal-dispute" className="flex items-center gap-2 text-lg font-bold">
        <Gavel aria-hidden="true" className="size-5" />
        {t('deals.dispute_block.title')}
      </h2>
      <p className="text-sm text-muted">
        {t('deals.dispute_block.opened', { name: opener, date: formatDateTime(dispute.created_at, lang) })}
      </p>
      <p className="whitespace-pre-line break-words" dir="auto">
        {dispute.reason}
      </p>
      {dispute.evidence ? (
        <div>
          <h3 className="text-sm font-semibold">{t('deals.dispute_block.evidence')}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-sm" dir="auto">
            {dispute.evidence}
          </p>
        </div>
      ) : null}
      {dispute.resolution ? (
        <div className="grid gap-1 rounded-xl bg-canvas p-3.5 text-sm">
          <p className="font-semibold">
            {t(`deals.dispute_block.resolution_${dispute.resolution}`, {
              amount: dispute.provider_amount ? formatMoney(dispute.provider_amount, 'AED', lang) : '',
            })}
          </p>
          {dispute.note ? (
            <p className="whitespace-pre-line" dir="auto">
              {dispute.note}
            </p>
          ) : null}
          {dispute.decided_at ? (
            <p className="text-xs text-muted">
              <time dateTime={dispute.decided_at}>{formatDateTime(dispute.decided_at, lang)}</time>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="rounded-xl bg-accent-100 p-3.5 text-sm text-accent-900">
          {t('deals.dispute_block.waiting')}
        </p>
      )}
    </section>
  );
}
