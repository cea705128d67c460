import { type Money, money, toBigInt } from './money';
import { divideRounded, type Rounding } from './rounding';

/** 10,000 basis points make a whole: 500 bp = 5.00 %. */
export const BASIS_POINTS = 10_000n;

/**
 * `basisPoints` of `total` (500 = 5 %), rounded to a minor unit. Banker's rounding by default, so
 * that fees taken over many deals do not drift one way; a rule that says otherwise names its mode.
 */
export function percentOf(
  total: Money,
  basisPoints: bigint | number,
  rounding: Rounding = 'half-even',
): Money {
  const bp = toBigInt(basisPoints, 'number of basis points');
  return money(divideRounded(total.amount * bp, BASIS_POINTS, rounding), total.currency);
}
