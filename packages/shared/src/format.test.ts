import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format';

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
