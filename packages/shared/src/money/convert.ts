import { exponentOf, isCurrencyCode } from './currencies';
import { decimalToScaled, minorToDecimalText, pow10 } from './decimal';
import { type Money, money } from './money';
import { divideRounded, type Rounding } from './rounding';

/** A converted amount, with the rate it was converted at: a deal records both. */
export type Converted = { money: Money; rate: string };

const RATE = /^\d+(?:\.\d+)?$/;

/** A positive decimal rate as a whole number over a power of ten. */
function readRate(rate: string): { numerator: bigint; scale: number } {
  if (!RATE.test(rate)) throw new RangeError(`not a decimal rate: ${rate}`);
  const scale = rate.split('.')[1]?.length ?? 0;
  const numerator = decimalToScaled(rate, scale) as bigint;
  if (numerator === 0n) throw new RangeError('a rate cannot be zero');
  return { numerator, scale };
}

/**
 * `m` in `toCurrency` at `rate` (units of `toCurrency` for one unit of `m`'s, as decimal text, e.g.
 * "0.2723" AED -> USD), rounded to a minor unit of the target, exactly: no float meets the amount.
 * `exponents` are the currencies' minor units when the database knows them.
 */
export function convert(
  m: Money,
  rate: string,
  toCurrency: string,
  rounding: Rounding = 'half-even',
  exponents: { from?: number; to?: number } = {},
): Converted {
  if (!isCurrencyCode(toCurrency)) throw new RangeError(`not an ISO 4217 currency code: ${toCurrency}`);
  const { numerator, scale } = readRate(rate);
  const shift = exponentOf(toCurrency, exponents.to) - exponentOf(m.currency, exponents.from);
  const top = m.amount * numerator * (shift > 0 ? pow10(shift) : 1n);
  const bottom = pow10(scale) * (shift < 0 ? pow10(-shift) : 1n);
  return { money: money(divideRounded(top, bottom, rounding), toCurrency), rate };
}

/**
 * `numerator / denominator` of two decimal rates, to `scale` decimals (half-even). The database keeps
 * units per US dollar; the rate from A to B is `rateRatio(perUsd(B), perUsd(A))`, and the inverse of
 * a rate `rateRatio("1", rate)`.
 */
export function rateRatio(numerator: string, denominator: string, scale = 10): string {
  const a = readRate(numerator);
  const b = readRate(denominator);
  // (a.n / 10^a.s) / (b.n / 10^b.s) * 10^scale
  const top = a.numerator * pow10(b.scale + scale);
  const bottom = b.numerator * pow10(a.scale);
  return minorToDecimalText(divideRounded(top, bottom, 'half-even'), scale);
}
