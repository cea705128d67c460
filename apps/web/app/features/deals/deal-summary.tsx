import type { DealPrice } from '@wasla/shared/deal-rules/deal-pricing';
import type { Language } from '@wasla/shared/languages';
import { formatMoney } from '@wasla/shared/money';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../wallet/wallet-money';
import type { QuoteRates } from './deal-form-model';

/**
 * The offer's price as it is being written: the plan's (or the typed) price, the chosen extras, the
 * service fee and tax of the platform's rates, and the total the client will pay, read out politely
 * as it changes.
 */
export function DealSummary({
  quote,
  rates,
  lang,
  id = 'deal-summary',
}: {
  /** Its heading's id: the form shows the summary twice, beside it on a wide screen, above its buttons on a phone. */
  id?: string;
  quote: DealPrice | undefined;
  rates: QuoteRates | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  const show = (value: DealPrice[keyof DealPrice] | undefined) => (value ? formatMoney(value, lang) : '—');
  const rows: [string, string][] = [
    [t('deals.amounts.price'), show(quote?.price)],
    [t('deals.amounts.extras'), show(quote?.extras)],
    [
      rates
        ? t('deals.amounts.service_fee_rate', { percent: formatPercent(rates.client_fee_percentage, lang) })
        : t('deals.amounts.service_fee'),
      show(quote?.serviceFee),
    ],
    [
      rates
        ? t('deals.amounts.tax_rate', { percent: formatPercent(rates.tax_percentage, lang) })
        : t('deals.amounts.tax'),
      show(quote?.tax),
    ],
  ];
  return (
    <section
      aria-labelledby="deal-summary-title"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('deals.form.summary')}
      </h2>
      <dl aria-live="polite" className="grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
          <dt>{t('deals.amounts.total')}</dt>
          <dd className="tabular-nums">
            <bdi>{show(quote?.total)}</bdi>
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted">{t('deals.form.summary_note')}</p>
    </section>
  );
}
