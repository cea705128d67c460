import { toLatinDigits } from './digits';

/**
 * Money is an integer of minor units beside its currency; these helpers only turn integers into the
 * decimal strings of replies, without floating point.
 */
export function minorToDecimal(minor: number, minorUnits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(minorUnits + 1, '0');
  const whole = minorUnits ? digits.slice(0, -minorUnits) : digits;
  const fraction = minorUnits ? `.${digits.slice(-minorUnits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** 500 basis points -> "5.00". */
export const basisPointsToPercent = (basisPoints: number) => minorToDecimal(basisPoints, 2);

/**
 * Reads an amount typed by a person ("150", "150.5", "١٥٠٫٥٠") as minor units of a currency with
 * `minorUnits` decimals. Undefined for anything else, including more decimals than the currency has:
 * an amount is never rounded behind the author's back.
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
