import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, rateRatio } from './convert';
import { money } from './money';

describe('convert', () => {
  it('converts at a decimal rate, keeping the rate, across exponents', () => {
    // 100.00 AED at 0.2723 USD per AED.
    expect(convert(money(10_000, 'AED'), '0.2723', 'USD')).toEqual({
      money: money(2_723, 'USD'),
      rate: '0.2723',
    });
    // 1.000 KWD (3 decimals) at 11.96 AED per KWD is 11.96 AED (2 decimals).
    expect(convert(money(1_000, 'KWD'), '11.96', 'AED').money).toEqual(money(1_196, 'AED'));
    // 1.23 AED at 30 JPY per AED: 36.9 yen rounds to 37.
    expect(convert(money(123, 'AED'), '30', 'JPY').money).toEqual(money(37, 'JPY'));
    // Exponents from the database win over the table.
    expect(convert(money(123, 'AED'), '1', 'XYZ', 'half-even', { to: 3 }).money).toEqual(money(1_230, 'XYZ'));
  });

  it('rounds by the named mode', () => {
    // 0.05 AED at 0.5: 2.5 fils.
    expect(convert(money(5, 'AED'), '0.5', 'USD').money.amount).toBe(2n);
    expect(convert(money(5, 'AED'), '0.5', 'USD', 'half-up').money.amount).toBe(3n);
    expect(convert(money(-5, 'AED'), '0.5', 'USD', 'half-up').money.amount).toBe(-3n);
    expect(convert(money(7, 'AED'), '0.5', 'USD', 'down').money.amount).toBe(3n);
    expect(convert(money(7, 'AED'), '0.5', 'USD', 'up').money.amount).toBe(4n);
  });

  it('refuses rates that are not positive decimal text', () => {
    for (const rate of ['', '0', '0.000', '-1', '1e3', '1,5', ' 1', 'NaN']) {
      expect(() => convert(money(1, 'AED'), rate, 'USD')).toThrow(RangeError);
    }
    expect(() => convert(money(1, 'AED'), '1', 'usd')).toThrow(RangeError);
  });

  it('derives a cross rate from rates per US dollar', () => {
    // AED 3.6725 and SAR 3.75 per dollar: one AED buys 1.0211027910 SAR.
    expect(rateRatio('3.75', '3.6725')).toBe('1.0211027910');
    expect(rateRatio('1', '4', 2)).toBe('0.25');
    expect(rateRatio('1', '3', 4)).toBe('0.3333');
  });

  const currencies = fc.constantFrom('AED', 'USD', 'KWD', 'JPY', 'CLF');
  const rate = fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
    .map(([n, scale]) => rateRatio(n.toString(), (10n ** BigInt(scale)).toString(), scale));

  it('round-trips within one minor unit when the target is at least as fine', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        currencies,
        currencies,
        rate,
        (a, from, to, r) => {
          const there = convert(money(a, from), r, to);
          const back = convert(there.money, rateRatio('1', r, 40), from).money.amount;
          // Precision is only kept when one unit of the source is at least one unit of the target.
          const units = convert(money(1, from), r, to, 'down').money.amount;
          fc.pre(units >= 1n);
          const gap = back - a;
          expect(gap <= 1n && gap >= -1n).toBe(true);
        },
      ),
    );
  });
});
