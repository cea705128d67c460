import type { Price } from '@wasla/shared/contracts/discovery';
import { formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';

/**
 * A price in the visitor's currency, with the service's own amount beside it when they differ: the
 * converted figure helps compare, the original is what will be charged.
 */
export function PriceDisplay({
  price,
  lang,
  size = 'md',
}: {
  price: Price;
  lang: Language;
  size?: 'md' | 'lg';
}) {
  const main = price.converted ?? price;
  return (
    <span className="inline-flex flex-col leading-tight">
      <bdi className={size === 'lg' ? 'text-2xl font-bold' : 'text-base font-bold'}>
        {formatMoney(main.amount, main.currency, lang)}
      </bdi>
      {price.converted ? (
        <bdi className="text-xs text-muted">{formatMoney(price.amount, price.currency, lang)}</bdi>
      ) : null}
    </span>
  );
}
