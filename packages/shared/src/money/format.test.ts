import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { money } from './money';

describe('formatMoney', () => {
  it('formats per locale with two decimals, Arabic in Western digits', () => {
    expect(formatMoney(money(123_450, 'AED'), 'en')).toMatch(/^AED\s1,234\.50$/u);
    expect(formatMoney(money(123_450, 'AED'), 'fr')).toMatch(/^1\s234,50\sAED$/u);
    expect(formatMoney(money(123_450, 'AED'), 'tr')).toMatch(/^AED\s1\.234,50$/u);
    const arabic = formatMoney(money(123_450, 'AED'), 'ar');
    expect(arabic).toMatch(/1[\u066C,]234[\u066B.]50/u);
    expect(arabic).not.toMatch(/[\u0660-\u0669]/u);
    expect(formatMoney(money(500, 'JPY'), 'en')).toMatch(/^JPY\s500\.00$/u);
  });

  it('shows negative amounts, under one unit too', () => {
    expect(formatMoney(money(-50, 'AED'), 'en')).toMatch(/^-AED\s0\.50$/u);
    expect(formatMoney(money(-123_450, 'AED'), 'fr')).toMatch(/^-1\s234,50\sAED$/u);
  });

  it('rounds extra decimals for display, half away from zero unless told', () => {
    expect(formatMoney(money(1_999_999, 'USD'), 'fr', { exponent: 3 })).toMatch(/^2\s000,00\sUSD$/u);
    expect(formatMoney(money(12_345, 'KWD'), 'en')).toMatch(/^KWD\s12\.35$/u);
    expect(formatMoney(money(12_345, 'KWD'), 'en', { rounding: 'half-even' })).toMatch(/^KWD\s12\.34$/u);
    expect(formatMoney(money(12_345, 'KWD'), 'en', { fractionDigits: 3 })).toMatch(/^KWD\s12\.345$/u);
    expect(formatMoney(money(12_345, 'AED'), 'en', { fractionDigits: 0 })).toMatch(/^AED\s123$/u);
  });

  it('keeps a locale with its own digits in one script', () => {
    const text = formatMoney(money(123_450, 'AED'), 'ar-EG');
    expect(text).not.toMatch(/[0-9]/u);
    expect(text).toContain('١٬٢٣٤٫٥٠');
  });

  it('never passes big amounts through a float: past 2^53 every digit is kept', () => {
    expect(formatMoney(money(2n ** 53n + 1n, 'AED'), 'en')).toMatch(/^AED\s90,071,992,547,409\.93$/u);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 2n ** 53n, max: 10n ** 30n }),
        fc.constantFrom('en', 'fr', 'tr', 'ar'),
        (a, lang) => {
          const digits = formatMoney(money(a, 'AED'), lang).replace(/\D/gu, '');
          expect(digits).toBe(a.toString());
        },
      ),
    );
  });
});
