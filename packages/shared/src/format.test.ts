import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatRating } from './format';

describe('formatting', () => {
  it('groups numbers by locale with Western digits in Arabic', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'fr')).toMatch(/^1\s234\s567$/u);
    expect(formatNumber(1234567, 'tr')).toBe('1.234.567');
    expect(formatNumber(1234567, 'ar')).toMatch(/^1[\u066C,]234[\u066C,]567$/u);
  });

  it('shows money with two decimals and the currency code', () => {
    expect(formatMoney('200', 'AED', 'en')).toMatch(/^AED\s200\.00$/u);
    expect(formatMoney(12.5, 'KWD', 'en')).toMatch(/^KWD\s12\.50$/u);
    expect(formatMoney('1999.999', 'USD', 'fr')).toMatch(/^2\s000,00\sUSD$/u);
    expect(formatMoney('5', 'AED', 'ar')).toContain('5.00');
    // A reused formatter keeps each language and currency apart.
    expect(formatMoney('5', 'USD', 'en')).toMatch(/^USD\s5\.00$/u);
    expect(formatMoney('5', 'AED', 'fr')).toMatch(/^5,00\sAED$/u);
  });

  it('shows ratings with one decimal in each language', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.25, 'fr')).toBe('4,3');
    expect(formatRating(3.96, 'tr')).toBe('4,0');
    expect(formatRating(4.5, 'ar')).toMatch(/^4[.\u066B]5$/u);
  });

  it('formats dates in words and times on a 12-hour clock', () => {
    const when = new Date(Date.UTC(2026, 10, 21, 15, 30));
    expect(formatDate(when, 'en')).toBe('November 21, 2026');
    expect(formatDate(when, 'fr')).toBe('21 novembre 2026');
    expect(formatDate(when, 'tr')).toBe('21 Kasım 2026');
    expect(formatDate(when, 'ar')).toContain('نوفمبر');
    expect(formatDateTime(when, 'en')).toMatch(/3:30\sPM/u);
  });
});
