import { intlLocale } from '../intl-locale';
import type { Language } from '../languages';
import { exponentOf } from './currencies';
import { pow10 } from './decimal';
import type { Money } from './money';
import { divideRounded, type Rounding } from './rounding';

export type MoneyFormatOptions = {
  /** Decimals shown: two by default, whatever the currency's exponent (SPEC.md section 9). */
  fractionDigits?: number;
  /** How an amount with more decimals than shown is rounded for display (ties away from zero, as `Intl`). */
  rounding?: Rounding;
  /** The currency's minor units when the database knows them. */
  exponent?: number;
};

// Building an Intl formatter costs far more than using one, and a listing formats dozens of amounts.
const formats = new Map<string, Intl.NumberFormat>();
function cached(key: string, make: () => Intl.NumberFormat) {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * `m` for people, by `Intl.NumberFormat` of `locale` ("AED 1,234.50", "1 234,50 AED"; Arabic with
 * Western digits). Exact at any size: `Intl` is handed the whole units as a bigint, never a float,
 * and the fraction digits are put in its place among the formatted parts.
 */
export function formatMoney(m: Money, locale: Language | (string & {}), options: MoneyFormatOptions = {}) {
  const shown = options.fractionDigits ?? 2;
  const exponent = exponentOf(m.currency, options.exponent);
  const tag = intlLocale(locale);
  const scaled =
    shown >= exponent
      ? m.amount * pow10(shown - exponent)
      : divideRounded(m.amount, pow10(exponent - shown), options.rounding ?? 'half-up');
  const negative = scaled < 0n;
  const size = negative ? -scaled : scaled;
  const whole = size / pow10(shown);
  const fraction = size % pow10(shown);

  const currencyFormat = cached(`${tag} ${m.currency} ${shown}`, () => {
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: m.currency,
      currencyDisplay: 'code',
      minimumFractionDigits: shown,
      maximumFractionDigits: shown,
    });
  });
  // -0 keeps the sign of an amount under one unit ("-0.50"); a bigint has no negative zero.
  const parts = currencyFormat.formatToParts(negative ? (whole === 0n ? -0 : -whole) : whole);
  if (!shown) return parts.map((p) => p.value).join('');
  // The fraction in the locale's own digits, so a locale with other digits stays in one script.
  const digits = cached(`${tag} digits ${shown}`, () => {
    return new Intl.NumberFormat(tag, { minimumIntegerDigits: shown, useGrouping: false });
  });
  const fractionText = digits.format(fraction);
  return parts.map((p) => (p.type === 'fraction' ? fractionText : p.value)).join('');
}
