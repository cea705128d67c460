import { intlLocale } from './intl-locale';
import type { Language } from './languages';
import { fromDecimalString } from './money/decimal';
import { formatMoney as formatExactMoney } from './money/format';

// `Intl` formatting for the four languages, by the locale `intlLocale` gives (Arabic with Western digits).
export { intlLocale };

// Building an Intl formatter costs far more than using one, and a listing formats dozens of amounts.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = make();
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, lang: Language): string {
  return numberFormat(lang, () => new Intl.NumberFormat(intlLocale(lang))).format(value);
}

/** An average rating with one decimal ("4.0"), as cards and profiles show it. */
export function formatRating(value: number, lang: Language): string {
  const format = numberFormat(
    `${lang} rating`,
    () => new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  return format.format(value);
}

/**
 * Money is always shown with two decimals (SPEC.md section 9), whatever the currency's exponent. A
 * reply's decimal text ("123.45") is formatted exactly, however large; a number only as precisely as
 * a float holds it.
 */
export function formatMoney(amount: string | number, currency: string, lang: Language): string {
  if (typeof amount === 'string') {
    const exponent = amount.split('.')[1]?.length ?? 0;
    return formatExactMoney(fromDecimalString(amount, currency, exponent), lang, { exponent });
  }
  const format = numberFormat(
    `${lang} ${currency}`,
    () =>
      new Intl.NumberFormat(intlLocale(lang), {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return format.format(amount);
}

/** A date in words ("21 November 2026"), in UTC unless a zone is given. */
export function formatDate(date: Date | string, lang: Language, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone }).format(new Date(date));
}

/** Notification times are 12-hour with am/pm (SPEC.md section 9). */
export function formatDateTime(date: Date | string, lang: Language, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: true,
    timeZone,
  }).format(new Date(date));
}
