import { WALLET_CURRENCY, WITHDRAWAL_MINIMUM_AED } from '@wasla/shared/business-constants';
import { formatMoney as formatDecimal, intlLocale } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import {
  add,
  convert,
  decimalToScaled,
  formatMoney,
  fromDecimalString,
  type Money,
  money,
  parseMoney,
  percentOf,
} from '@wasla/shared/money';

/** An amount as the wallet keeps it (AED), read from what a person typed; undefined if it is not one. */
export function parseWalletAmount(text: string): Money | undefined {
  const amount = parseMoney(text, WALLET_CURRENCY);
  return amount && amount.amount > 0n ? amount : undefined;
}

/** A percentage of a reply ("2.50") in basis points (250); undefined when it is not a percentage. */
export function basisPointsOf(percent: string): bigint | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(percent)) return undefined;
  return decimalToScaled(percent, 2);
}

export type TopUpQuote = { amount: Money; fee: Money; total: Money };

/**
 * What a card top-up costs before it is paid: the amount credited, the fee on top (SPEC.md section 9,
 * "top-up fees applied automatically") and what the card is charged. The charge the API creates
 * carries its own figures, which the result page shows; this is the preview.
 */
export function topUpQuote(text: string, feePercent: string): TopUpQuote | undefined {
  const amount = parseWalletAmount(text);
  const basisPoints = basisPointsOf(feePercent);
  if (!amount || basisPoints === undefined) return undefined;
  const fee = percentOf(amount, basisPoints);
  return { amount, fee, total: add(amount, fee) };
}

/** Money for people: two decimals, the user's locale, Western digits (format.ts). */
export const showMoney = (value: Money, lang: Language) => formatMoney(value, lang);

/** A reply's amount ("250.00") in the wallet's currency, for people. */
export const showAed = (amount: string, lang: Language, currency: string = WALLET_CURRENCY) =>
  formatDecimal(amount, currency, lang);

/**
 * A wallet amount in another currency at a stored rate (units of `to` for one AED), for the line
 * "about … in your currency"; exact, no float meets it.
 */
export function convertedAmount(amount: string, rate: string, to: string): Money | undefined {
  try {
    return convert(fromDecimalString(amount, WALLET_CURRENCY), rate, to).money;
  } catch {
    // A rate of zero or an unknown currency: the line is left out rather than showing a wrong figure.
    return undefined;
  }
}

/** The minimum withdrawal as people read it ("AED 200.00"). */
export const minimumWithdrawal = (lang: Language) =>
  showMoney(money(BigInt(WITHDRAWAL_MINIMUM_AED) * 100n, WALLET_CURRENCY), lang);

/**
 * A percentage of the pricing for people ("2.90" -> "2.9%", "%2,9", "2,9 %"): the sign where the
 * language puts it, isolated for right to left. A rate to read, never an amount to add, so reading
 * it as a number is exact enough.
 */
export const formatPercent = (percent: string, lang: Language) =>
  new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(percent) / 100,
  );
