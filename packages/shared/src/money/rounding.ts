/**
 * How a division that does not come out even is rounded. Every mode is symmetric around zero, so
 * a refund rounds like the charge it reverses:
 * - `half-even`: to the nearer, ties to the even neighbour (banker's rounding; no drift over many);
 * - `half-up`: to the nearer, ties away from zero (what people and `Intl` do by default);
 * - `down`: towards zero (truncation); `up`: away from zero.
 */
export const ROUNDINGS = ['half-even', 'half-up', 'down', 'up'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

const abs = (n: bigint) => (n < 0n ? -n : n);

/** `numerator / denominator` rounded to a whole number by `rounding`, exactly. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = abs(numerator);
  const d = abs(denominator);
  let q = n / d;
  const r = n % d;
  if (r !== 0n) {
    const twice = 2n * r;
    const up =
      rounding === 'up' ||
      (rounding === 'half-up' && twice >= d) ||
      (rounding === 'half-even' && (twice > d || (twice === d && q % 2n === 1n)));
    if (up) q += 1n;
  }
  return negative ? -q : q;
}
