import { type Money, money, percentOf, subtract } from '../money';
import type { MarkUnit } from './mark-period';

/**
 * What a mark costs, in AED fils, without a float:
 * - price = the paid feature of the unit (`mark-service-day` or `mark-service-week`) × the count;
 * - discount = the owner's plan discount (basis points) of the price;
 * - price after discount = price − discount;
 * - tax = `government-tax-percentage` of the price after discount;
 * - total = price after discount + tax, what the wallet pays.
 */
export type MarkRates = {
  /** AED fils for one day and for one week. */
  dayPrice: bigint;
  weekPrice: bigint;
  taxBp: bigint;
};

export type MarkPrice = {
  unit: MarkUnit;
  count: number;
  unitPrice: Money;
  price: Money;
  discountBp: bigint;
  discount: Money;
  priceAfterDiscount: Money;
  taxBp: bigint;
  tax: Money;
  total: Money;
};

export function priceMark(input: { unit: MarkUnit; count: number; rates: MarkRates; discountBp: bigint }) {
  const { unit, count, rates } = input;
  const unitPrice = money(unit === 'week' ? rates.weekPrice : rates.dayPrice, 'AED');
  const price = money(unitPrice.amount * BigInt(count), 'AED');
  const discountBp = input.discountBp < 0n ? 0n : input.discountBp > 10_000n ? 10_000n : input.discountBp;
  const discount = percentOf(price, discountBp);
  const priceAfterDiscount = subtract(price, discount);
  const tax = percentOf(priceAfterDiscount, rates.taxBp);
  const total = money(priceAfterDiscount.amount + tax.amount, 'AED');
  return {
    unit,
    count,
    unitPrice,
    price,
    discountBp,
    discount,
    priceAfterDiscount,
    taxBp: rates.taxBp,
    tax,
    total,
  } satisfies MarkPrice;
}
