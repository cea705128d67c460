import { isCurrencyCode } from './currencies';

/**
 * An amount of money: a whole number of minor units (fils, cents) of one ISO 4217 currency. Never a
 * float: `amount` is a bigint, so a ledger of any size adds up exactly.
 */
export type Money = { readonly amount: bigint; readonly currency: string };

/** The largest amount a PostgreSQL `bigint` column holds, in minor units. */
export const MONEY_MAX_MINOR = 9_223_372_036_854_775_807n;
export const MONEY_MIN_MINOR = -9_223_372_036_854_775_808n;

/** Adding dirhams to euros is a bug, not a sum: every operation on two amounts checks this. */
export class CurrencyMismatchError extends Error {
  override readonly name = 'CurrencyMismatchError';
  constructor(
    readonly left: string,
    readonly right: string,
  ) {
    super(`currencies differ: ${left} and ${right}`);
  }
}

/** A whole number, as a bigint; a number must be a safe integer (a fraction of a fils is refused). */
export function toBigInt(value: bigint | number, what = 'amount'): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole ${what}: ${value}`);
  return BigInt(value);
}

export function money(amount: bigint | number, currency: string): Money {
  if (!isCurrencyCode(currency)) throw new RangeError(`not an ISO 4217 currency code: ${currency}`);
  return Object.freeze({ amount: toBigInt(amount), currency });
}

export const zero = (currency: string) => money(0n, currency);

function same(a: Money, b: Money): string {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return a.currency;
}

export const add = (a: Money, b: Money) => money(a.amount + b.amount, same(a, b));
export const subtract = (a: Money, b: Money) => money(a.amount - b.amount, same(a, b));
export const negate = (a: Money) => money(-a.amount, a.currency);

/** Several amounts of `currency` together; an empty list is zero. */
export const sum = (currency: string, items: readonly Money[]) =>
  items.reduce((total, item) => add(total, item), zero(currency));

/** -1, 0 or 1, as `Array.prototype.sort` wants. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  same(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

/** Equal amounts of the same currency; amounts of two currencies are never equal (no error). */
export const equals = (a: Money, b: Money) => a.currency === b.currency && a.amount === b.amount;
export const isZero = (a: Money) => a.amount === 0n;
export const isNegative = (a: Money) => a.amount < 0n;

/** An amount times a whole number (a quantity); a fractional factor is a percentage or a rate. */
export const multiply = (a: Money, factor: bigint | number) =>
  money(a.amount * toBigInt(factor, 'factor'), a.currency);
