import { type Money, money, toBigInt } from './money';

/**
 * Splits `total` into parts in proportion to `ratios` without losing or inventing a minor unit:
 * every part gets the floor of its exact share, and the units left over go one each to the parts
 * with the largest remainders, earlier parts first on a tie, so the split is the same every time.
 * The parts add up to the total, and each is within one unit of its exact share (equal ratios give
 * parts at most one unit apart). A negative total splits like its opposite, negated.
 */
export function allocate(total: Money, ratios: readonly (bigint | number)[]): Money[] {
  const weights = ratios.map((r) => toBigInt(r, 'ratio'));
  if (!weights.length) throw new RangeError('allocate needs at least one ratio');
  if (weights.some((w) => w < 0n)) throw new RangeError('ratios cannot be negative');
  const whole = weights.reduce((a, b) => a + b, 0n);
  if (whole === 0n) throw new RangeError('ratios cannot all be zero');

  const negative = total.amount < 0n;
  const amount = negative ? -total.amount : total.amount;
  const parts = weights.map((w) => (amount * w) / whole);
  const remainders = weights.map((w, index) => ({ index, rest: (amount * w) % whole }));
  let left = amount - parts.reduce((a, b) => a + b, 0n);
  // Fewer units are left than there are parts, so each part gets at most one of them.
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] as bigint) + 1n;
    left -= 1n;
  }
  return parts.map((part) => money(negative ? -part : part, total.currency));
}
