import type { Deal } from '@wasla/shared/contracts/deals';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { money, useEstimate } from './deal-view';

/** A counter-offer waiting for the sender: its terms beside the first offer's. */
export function DealProposal({ deal, lang }: { deal: Deal; lang: Language }) {
  const { t } = useTranslation();
  const estimate = useEstimate();
  const proposal = deal.proposal;
  if (!proposal) return null;
  const rows: [string, string, string][] = [
    [
      t('deals.terms.budget_type'),
      deal.budget_type ? t(`deals.budget.${deal.budget_type}`) : '—',
      t(`deals.budget.${proposal.budget_type}`),
    ],
    [
      t('deals.terms.estimated_time'),
      estimate(deal.estimated_time, deal.estimated_unit),
      estimate(proposal.estimated_time, proposal.estimated_unit),
    ],
    [
      t('deals.amounts.price'),
      money(deal.price, deal.currency, lang),
      money(proposal.price, deal.currency, lang),
    ],
    [
      t('deals.amounts.extras'),
      money(deal.extras_total, deal.currency, lang),
      money(proposal.extras_total, deal.currency, lang),
    ],
  ];
  return (
    <section
      aria-labelledby="deal-proposal"
      className="grid gap-3 rounded-2xl border-2 border-accent-400 bg-accent-100/40 p-4 sm:p-5"
    >
      <h2 id="deal-proposal" className="flex items-center gap-2 text-lg font-bold">
        <Repeat aria-hidden="true" className="size-5" />
        {t('deals.proposal.title')}
      </h2>
      <p className="text-sm text-muted">
        {t('deals.proposal.sent_at', { date: formatDateTime(proposal.proposed_at, lang) })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-xs text-muted">
              <th scope="col" className="py-1 text-start font-medium">
                <span className="sr-only">{t('deals.proposal.term')}</span>
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('deals.proposal.first')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('deals.proposal.updated')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, before, after]) => (
              <tr key={label} className="border-t border-line">
                <th scope="row" className="py-2 pe-3 text-start font-medium text-muted">
                  {label}
                </th>
                <td className="py-2 pe-3">
                  <bdi>{before}</bdi>
                </td>
                <td className={`py-2 font-semibold ${before !== after ? 'text-brand-800' : ''}`}>
                  <bdi>{after}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {proposal.description ? (
        <p className="whitespace-pre-line break-words text-sm" dir="auto">
          {proposal.description}
        </p>
      ) : null}
    </section>
  );
}
