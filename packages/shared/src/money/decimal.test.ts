import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDecimalString, fromReply, toDecimalString, toReply } from './decimal';
import { MONEY_MAX_MINOR, money } from './money';
import { parseMoney } from './parse';

describe('decimal text', () => {
  it('places the point by the currency exponent, from the table or the database', () => {
    expect(toDecimalString(money(12_345, 'AED'))).toBe('123.45');
    expect(toDecimalString(money(5, 'AED'))).toBe('0.05');
    expect(toDecimalString(money(-5, 'KWD'))).toBe('-0.005');
    expect(toDecimalString(money(700, 'JPY'))).toBe('700');
    expect(toDecimalString(money(700, 'XYZ'), 0)).toBe('700');
    expect(toReply(money(12_345, 'AED'))).toEqual({ amount: '123.45', currency: 'AED' });
    expect(toReply(money(MONEY_MAX_MINOR, 'AED')).amount).toBe('92233720368547758.07');
  });

  it('reads machine text back exactly, sign included, and refuses anything else', () => {
    expect(fromDecimalString('-0.005', 'KWD')).toEqual(money(-5, 'KWD'));
    expect(fromReply({ amount: '123.4', currency: 'AED' })).toEqual(money(12_340, 'AED'));
    for (const text of ['', '1.234', '1e3', '+1', ' 1', '1,00', '١٢']) {
      expect(() => fromDecimalString(text, 'AED')).toThrow(RangeError);
    }
  });

  it('round-trips any amount, far past 2^53', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 100n), max: 2n ** 100n }),
        fc.constantFrom('AED', 'KWD', 'JPY', 'CLF'),
        (amount, currency) => {
          const m = money(amount, currency);
          expect(fromReply(toReply(m))).toEqual(m);
        },
      ),
    );
  });
});

describe('parseMoney', () => {
  it('reads what people type, in any digits', () => {
    expect(parseMoney('150', 'AED')).toEqual(money(15_000, 'AED'));
    expect(parseMoney(' 150.5 ', 'AED')).toEqual(money(15_050, 'AED'));
    expect(parseMoney('150,50', 'AED')).toEqual(money(15_050, 'AED'));
    expect(parseMoney('١٥٠٫٥٠', 'AED')).toEqual(money(15_050, 'AED'));
    expect(parseMoney('۱۲', 'JPY')).toEqual(money(12, 'JPY'));
    expect(parseMoney('0.005', 'KWD')).toEqual(money(5, 'KWD'));
    expect(parseMoney('21474836.48', 'AED')).toEqual(money(2_147_483_648n, 'AED'));
    expect(parseMoney('1.5', 'XYZ', 1)).toEqual(money(15, 'XYZ'));
  });

  it('refuses what is not an amount, never rounds, and stops where a bigint column does', () => {
    for (const text of ['', 'abc', '-5', '1e3', '1.234', '1,500', '.5', '12 000', '+5']) {
      expect(parseMoney(text, 'AED')).toBeUndefined();
    }
    expect(parseMoney('1.5', 'JPY')).toBeUndefined();
    expect(parseMoney('92233720368547758.07', 'AED')).toEqual(money(MONEY_MAX_MINOR, 'AED'));
    expect(parseMoney('92233720368547758.08', 'AED')).toBeUndefined();
  });

  it('is the inverse of toDecimalString', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MONEY_MAX_MINOR }),
        fc.constantFrom('AED', 'KWD', 'JPY', 'CLF'),
        (amount, currency) => {
          const m = money(amount, currency);
          expect(parseMoney(toDecimalString(m), currency)).toEqual(m);
        },
      ),
    );
  });
});
