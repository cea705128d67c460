import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from './currencies';
import {
  add,
  CurrencyMismatchError,
  compare,
  equals,
  isNegative,
  isZero,
  money,
  multiply,
  negate,
  subtract,
  sum,
} from './money';

const bigAmount = fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n });
const aed = (amount: bigint | number) => money(amount, 'AED');

describe('Money', () => {
  it('is a bigint of minor units beside an ISO 4217 code', () => {
    expect(aed(12345)).toEqual({ amount: 12345n, currency: 'AED' });
    expect(() => money(1.5, 'AED')).toThrow(RangeError);
    expect(() => money(2 ** 53, 'AED')).toThrow(RangeError);
    expect(() => money(1n, 'aed')).toThrow(RangeError);
    expect(() => money(1n, 'DIRHAM')).toThrow(RangeError);
  });

  it('knows the exponent of currencies without two decimals', () => {
    expect(minorUnitsOf('AED')).toBe(2);
    expect(minorUnitsOf('KWD')).toBe(3);
    expect(minorUnitsOf('JPY')).toBe(0);
    expect(minorUnitsOf('CLF')).toBe(4);
  });

  it('adds, subtracts and compares only within one currency', () => {
    expect(add(aed(150), aed(50))).toEqual(aed(200));
    expect(subtract(aed(150), aed(200))).toEqual(aed(-50));
    expect(compare(aed(1), aed(2))).toBe(-1);
    expect(compare(aed(2), aed(2))).toBe(0);
    expect(compare(aed(3), aed(2))).toBe(1);
    const usd = money(150, 'USD');
    expect(() => add(aed(150), usd)).toThrow(CurrencyMismatchError);
    expect(() => subtract(aed(150), usd)).toThrow(CurrencyMismatchError);
    expect(() => compare(aed(150), usd)).toThrow(CurrencyMismatchError);
    expect(() => sum('AED', [aed(1), usd])).toThrow(CurrencyMismatchError);
    // Two currencies are simply never equal.
    expect(equals(aed(150), usd)).toBe(false);
    expect(equals(aed(150), aed(150))).toBe(true);
  });

  it('tells zero and negative amounts', () => {
    expect(isZero(aed(0))).toBe(true);
    expect(isZero(negate(aed(0)))).toBe(true);
    expect(isNegative(aed(-1))).toBe(true);
    expect(isNegative(aed(0))).toBe(false);
  });

  it('multiplies by whole numbers only', () => {
    expect(multiply(aed(2_147_483_647), 10)).toEqual(aed(21_474_836_470n));
    expect(() => multiply(aed(100), 1.5)).toThrow(RangeError);
  });

  it('subtracting undoes adding, at any size', () => {
    fc.assert(
      fc.property(bigAmount, bigAmount, (a, b) => {
        expect(subtract(add(aed(a), aed(b)), aed(b))).toEqual(aed(a));
        expect(add(aed(a), negate(aed(a)))).toEqual(aed(0));
        // A sum, not a negation: -0 is not 0 to `toBe`, and equal amounts compare as 0 both ways.
        expect(compare(aed(a), aed(b)) + compare(aed(b), aed(a))).toBe(0);
      }),
    );
  });

  it('sums in any order to the same total', () => {
    fc.assert(
      fc.property(fc.array(bigAmount, { maxLength: 20 }), (amounts) => {
        const items = amounts.map(aed);
        expect(sum('AED', items)).toEqual(sum('AED', [...items].reverse()));
        expect(sum('AED', items).amount).toBe(amounts.reduce((a, b) => a + b, 0n));
      }),
    );
  });
});
