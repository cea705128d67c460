import { toLatinDigits } from '../digits';
import { exponentOf } from './currencies';
import { MONEY_MAX_MINOR, type Money, money } from './money';

/**
 * Reads an amount typed by a person ("150", "150.5", "150,50", "١٥٠٫٥٠") in `currency`. Undefined
 * for anything else: a sign, grouping, an exponent, or more decimals than the currency has (an
 * amount is never rounded behind its author's back), or more than a database `bigint` column holds.
 */
export function parseMoney(text: string, currency: string, exponent?: number): Money | undefined {
  const minor = parseMinor(text, exponentOf(currency, exponent));
  return minor === undefined ? undefined : money(minor, currency);
}

/** `parseMoney` where only the exponent is known: the typed amount in minor units. */
export function parseMinor(text: string, exponent: number): bigint | undefined {
  // Arabic-Indic and Persian digits and the Arabic decimal separator, as phones type them.
  const normalised = toLatinDigits(text.trim()).replace(/,/g, '.');
  const match = /^(\d{1,19})(?:\.(\d*))?$/.exec(normalised);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > exponent) return undefined;
  const minor = BigInt(whole + fraction.padEnd(exponent, '0'));
  return minor > MONEY_MAX_MINOR ? undefined : minor;
}
