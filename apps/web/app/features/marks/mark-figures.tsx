import type { MarkQuote } from '@wasla/shared/contracts/marks';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { AmountLines } from '../wallet/amount-lines';
import { showAed } from '../wallet/wallet-money';

/** A percentage as the reader's digits: "10.00" reads 10, "5.50" reads 5.5. */
const percent = (value: string, lang: Language) => formatNumber(Number(value), lang);

/**
 * What a promotion costs (SPEC.md section 3, Mark promotion): the price for the days or weeks, the
 * plan's discount, the price after it, the tax on that and the total, in AED.
 */
export function MarkFigures({ quote, lang }: { quote: MarkQuote; lang: Language }) {
  const { t } = useTranslation();
  const aed = (amount: string) => showAed(amount, lang);
  const discounted = Number(quote.discount) > 0;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted">
        {t(`my_services.mark.unit_price_${quote.unit}`, { price: `\u2068${aed(quote.unit_price)}\u2069` })}
        {' · '}
        {t(`my_services.mark.length_${quote.unit}`, {
          count: quote.duration,
          formatted: formatNumber(quote.duration, lang),
        })}
      </p>
      <AmountLines
        lines={[
          [t('my_services.mark.price'), aed(quote.price)],
          [
            t('my_services.mark.discount', { percentage: percent(quote.discount_percentage, lang) }),
            discounted ? `−${aed(quote.discount)}` : aed(quote.discount),
          ],
          [t('my_services.mark.price_after_discount'), aed(quote.price_after_discount)],
          [t('my_services.mark.tax', { percentage: percent(quote.tax_percentage, lang) }), aed(quote.tax)],
        ]}
        total={[t('my_services.mark.total'), aed(quote.total)]}
      />
    </div>
  );
}
