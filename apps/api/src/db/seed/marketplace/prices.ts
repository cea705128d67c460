import type { CatalogueCurrency } from './catalogue';

/**
 * Rounds an amount the way people price things: 37, 140, 1 400, 25 000. Keeps two significant
 * digits at most, so converted prices do not read like exchange-rate arithmetic.
 */
export function roundLikeAPrice(amount: number): number {
  if (amount < 20) return Math.max(1, Math.round(amount));
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

const larger = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * An AED amount as a price in `currency`, in its minor units, never below the service minimum. The
 * demo amount is drawn and rounded in whole units first (a float is fine for picking a number); the
 * price itself is whole units times the minor unit, in bigint.
 */
export function priceIn(currency: CatalogueCurrency, aed: number): bigint {
  const units = BigInt(roundLikeAPrice(aed * currency.perAed));
  return larger(units * 10n ** BigInt(currency.minorUnits), currency.minimum);
}

/**
 * Basic, standard and premium prices from one starting amount, each strictly above the one before
 * even after rounding, as the plan cards promise more for more.
 */
export function planPrices(
  currency: CatalogueCurrency,
  aed: number,
  standardFactor: number,
  premiumFactor: number,
) {
  const basic = priceIn(currency, aed);
  const unit = 10n ** BigInt(currency.minorUnits);
  const standard = larger(priceIn(currency, aed * standardFactor), basic + unit);
  const premium = larger(priceIn(currency, aed * premiumFactor), standard + unit);
  return { basic, standard, premium };
}
