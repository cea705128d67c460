import { add, convert, type Money, money, percentOf, subtract, sum } from '../money';

/**
 * What a deal costs and where its money goes, without a float (decision 0026).
 *
 * In the service's currency, as the offer shows it:
 * - subtotal = the plan's (or the individual) price + the chosen extra options;
 * - service fee = the client's fee percentage of the subtotal, never below the minimum fee (which the
 *   platform sets in AED and is converted at the same rate);
 * - tax = the government tax percentage of the service fee (the platform's own supply);
 * - total = subtotal + service fee + tax − discount.
 *
 * At approval the rate to AED is locked and the same figures are written in AED, the wallet's
 * currency: the total is converted once and the subtotal is what is left after the converted fee and
 * tax, so the AED parts add up to the AED total to the fils. When the deal completes, the provider is
 * paid the AED subtotal less the provider commission; the platform keeps the fee and the commission,
 * and the tax goes to its own account.
 */
export type DealRates = {
  /** Basis points: 500 = 5 %. */
  clientFeeBp: bigint;
  taxBp: bigint;
  providerCommissionBp: bigint;
  /** The lowest service fee, in AED fils. */
  minimumFeeAed: bigint;
};

export type DealPrice = {
  price: Money;
  extras: Money;
  subtotal: Money;
  serviceFee: Money;
  tax: Money;
  discount: Money;
  total: Money;
};

/** The AED side, locked at approval, and the split the completion pays out. */
export type DealSettlement = {
  rate: string;
  total: Money;
  serviceFee: Money;
  tax: Money;
  subtotal: Money;
  commission: Money;
  providerShare: Money;
};

/**
 * The price of an offer in the service's currency. `aedToService` converts one AED into the service's
 * currency (decimal text), for the minimum fee.
 */
export function priceDeal(input: {
  price: Money;
  extras: readonly Money[];
  rates: DealRates;
  aedToService: string;
  discount?: Money;
}): DealPrice {
  const { price, rates } = input;
  const currency = price.currency;
  const extras = sum(currency, input.extras);
  const subtotal = add(price, extras);
  const byPercent = percentOf(subtotal, rates.clientFeeBp);
  const minimum = convert(money(rates.minimumFeeAed, 'AED'), input.aedToService, currency, 'half-up').money;
  const serviceFee = byPercent.amount >= minimum.amount ? byPercent : minimum;
  const tax = percentOf(serviceFee, rates.taxBp);
  const discount = input.discount ?? money(0n, currency);
  const gross = add(add(subtotal, serviceFee), tax);
  const total = discount.amount >= gross.amount ? money(0n, currency) : subtract(gross, discount);
  return { price, extras, subtotal, serviceFee, tax, discount, total };
}

/**
 * The AED figures of a priced deal at `serviceToAed` (units of AED for one unit of the service's
 * currency). The parts sum to the total exactly; the provider's share is the subtotal less the
 * commission.
 */
export function settleDeal(priced: DealPrice, rates: DealRates, serviceToAed: string): DealSettlement {
  const toAed = (m: Money) => convert(m, serviceToAed, 'AED').money;
  const total = toAed(priced.total);
  let serviceFee = toAed(priced.serviceFee);
  let tax = toAed(priced.tax);
  // A discount larger than the subtotal eats into the fee, then the tax: never a negative part.
  if (serviceFee.amount > total.amount) serviceFee = total;
  if (serviceFee.amount + tax.amount > total.amount) tax = subtract(total, serviceFee);
  const subtotal = subtract(subtract(total, serviceFee), tax);
  const commission = percentOf(subtotal, rates.providerCommissionBp);
  const providerShare = subtract(subtotal, commission);
  return { rate: serviceToAed, total, serviceFee, tax, subtotal, commission, providerShare };
}

/**
 * How a dispute split pays out: the provider is given `providerAmount` (AED, at most the subtotal)
 * less the commission on it; the platform keeps the fee and tax; the rest of the subtotal goes back to
 * the client.
 */
export function splitSettlement(settlement: DealSettlement, providerAmount: Money, commissionBp: bigint) {
  if (providerAmount.amount <= 0n || providerAmount.amount > settlement.subtotal.amount) {
    throw new RangeError('a split gives the provider more than nothing and at most the subtotal');
  }
  const commission = percentOf(providerAmount, commissionBp);
  return {
    providerShare: subtract(providerAmount, commission),
    commission,
    clientBack: subtract(settlement.subtotal, providerAmount),
  };
}
