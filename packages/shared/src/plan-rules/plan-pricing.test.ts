import { describe, expect, it } from 'vitest';
import { periodEnd, prorate, quote, saveUpPercentage } from './plan-pricing';

const pro = { monthlyPrice: 4900n, annualPrice: 47000n };
const business = { monthlyPrice: 9900n, annualPrice: 95000n };

describe('plan pricing', () => {
  it('quotes a period with its tax', () => {
    expect(quote(pro, 'monthly', 500n)).toEqual({ price: 4900n, tax: 245n, total: 5145n });
    expect(quote(business, 'annual', 500n)).toEqual({ price: 95000n, tax: 4750n, total: 99750n });
  });

  it('ends a period a calendar month or year later, clamping the day', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-03-15T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'annual').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('prorates an upgrade for the rest of the period, rounded up', () => {
    const start = new Date('2026-04-01T00:00:00Z');
    const end = new Date('2026-05-01T00:00:00Z');
    expect(prorate(pro, business, 'monthly', { now: start, start, end })).toBe(5000n);
    expect(prorate(pro, business, 'monthly', { now: new Date('2026-04-16T00:00:00Z'), start, end })).toBe(
      2500n,
    );
    expect(prorate(pro, business, 'monthly', { now: new Date('2026-04-30T23:59:59Z'), start, end })).toBe(1n);
    expect(prorate(business, pro, 'monthly', { now: start, start, end })).toBe(0n);
  });

  it('says how much an annual plan saves at most', () => {
    expect(saveUpPercentage([{ monthlyPrice: 0n, annualPrice: 0n }, pro, business])).toBe(20);
  });
});
