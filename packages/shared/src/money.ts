import { toLatinDigits } from './digits';
import { minorToDecimalText } from './money/decimal';

/**
 * Money: `Money` (a bigint of minor units beside an ISO currency code) and its helpers live in
 * `./money/`; this entry exports them all, with the older helpers for plain minor-unit integers.
 */
export * from './money/index';

/** Minor units as the decimal text of replies, without floating point: (12345, 2) -> "123.45". */
export function minorToDecimal(minor: number | bigint, minorUnits: number): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`not an integer amount: ${minor}`);
  }
  return minorToDecimalText(BigInt(minor), minorUnits);
}

/** 500 basis points -> "5.00". */
export const basisPointsToPercent = (basisPoints: number | bigint) => minorToDecimal(basisPoints, 2);

/**
 * Reads an amount typed by a person ("150", "150.5", "١٥٠٫٥٠") as minor units of a currency with
 * `minorUnits` decimals. Undefined for anything else, including more decimals than the currency has:
 * an amount is never rounded behind the author's back. At most 12 whole digits, so the result is a
 * safe integer; `parseMoney` reads any amount a database `bigint` holds.
 */
export function parseAmount(text: string, minorUnits: number): number | undefined {
  // Arabic-Indic and Persian digits and the Arabic decimal separator, as phones type them.
  const normalised = toLatinDigits(text.trim()).replace(/,/g, '.');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(normalised);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > minorUnits) return undefined;
  const minor = Number(whole + fraction.padEnd(minorUnits, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}
