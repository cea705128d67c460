import { describe, expect, it } from 'vitest';
import { validateMachine } from '../state-machine/machine';
import { markLengthMs, overlaps, periodProblems, utcToZonedTime, zonedTimeToUtc } from './mark-period';
import { priceMark } from './mark-pricing';
import { promoteWithinCategories } from './mark-ranking';
import { markMachine } from './mark-states';

const rates = { dayPrice: 1_000n, weekPrice: 5_000n, taxBp: 500n };

describe('mark states', () => {
  it('is a sound table', () => {
    expect(validateMachine(markMachine)).toEqual([]);
  });
});

describe('mark pricing', () => {
  it('multiplies the unit price, then takes the discount and adds the tax on what is left', () => {
    const p = priceMark({ unit: 'days', count: 3, rates, discountBp: 0n });
    expect([p.price.amount, p.discount.amount, p.tax.amount, p.total.amount]).toEqual([
      3_000n,
      0n,
      150n,
      3_150n,
    ]);
    const w = priceMark({ unit: 'week', count: 2, rates, discountBp: 2_500n });
    expect([
      w.price.amount,
      w.discount.amount,
      w.priceAfterDiscount.amount,
      w.tax.amount,
      w.total.amount,
    ]).toEqual([10_000n, 2_500n, 7_500n, 375n, 7_875n]);
  });

  it('rounds to the fils and never discounts more than the price', () => {
    const odd = priceMark({
      unit: 'days',
      count: 1,
      rates: { ...rates, dayPrice: 333n },
      discountBp: 1_000n,
    });
    expect(odd.discount.amount).toBe(33n);
    expect(odd.tax.amount).toBe(15n);
    expect(priceMark({ unit: 'days', count: 1, rates, discountBp: 20_000n }).total.amount).toBe(0n);
  });
});

describe('mark period', () => {
  const now = new Date('2031-03-10T12:00:00Z');
  it('wants a start in the future within the window, and 1..30 days or 1..4 weeks', () => {
    const at = (h: number) => new Date(now.getTime() + h * 3_600_000);
    expect(periodProblems({ startsAt: at(1), unit: 'days', count: 30, now })).toEqual([]);
    expect(periodProblems({ startsAt: at(1), unit: 'week', count: 4, now })).toEqual([]);
    expect(periodProblems({ startsAt: at(1), unit: 'days', count: 31, now })[0]?.field).toBe('duration');
    expect(periodProblems({ startsAt: at(1), unit: 'week', count: 5, now })[0]?.field).toBe('duration');
    expect(periodProblems({ startsAt: at(1), unit: 'days', count: 0, now })[0]?.field).toBe('duration');
    expect(periodProblems({ startsAt: now, unit: 'days', count: 1, now })[0]?.key).toBe(
      'validation.mark_start_future',
    );
    expect(periodProblems({ startsAt: at(91 * 24), unit: 'days', count: 1, now })[0]?.key).toBe(
      'validation.mark_start_window',
    );
  });

  it('reads a wall-clock time in its time zone, across clock changes', () => {
    expect(zonedTimeToUtc('2031-03-10 09:30', 'Asia/Dubai')?.toISOString()).toBe('2031-03-10T05:30:00.000Z');
    expect(zonedTimeToUtc('2031-07-01T09:00', 'Europe/Paris')?.toISOString()).toBe(
      '2031-07-01T07:00:00.000Z',
    );
    expect(zonedTimeToUtc('2031-01-01 09:00', 'Europe/Paris')?.toISOString()).toBe(
      '2031-01-01T08:00:00.000Z',
    );
    // 02:30 does not exist in New York on 9 March 2031: it moves forward to 03:30 EDT.
    expect(zonedTimeToUtc('2031-03-09 02:30', 'America/New_York')?.toISOString()).toBe(
      '2031-03-09T07:30:00.000Z',
    );
    // 01:30 happens twice on 2 November 2031: the first one (EDT).
    expect(zonedTimeToUtc('2031-11-02 01:30', 'America/New_York')?.toISOString()).toBe(
      '2031-11-02T05:30:00.000Z',
    );
    expect(zonedTimeToUtc('2031-02-30 09:00', 'Asia/Dubai')).toBeNull();
    expect(zonedTimeToUtc('2031-03-10 09:00', 'Mars/Olympus')).toBeNull();
    expect(zonedTimeToUtc('tomorrow', 'Asia/Dubai')).toBeNull();
    expect(utcToZonedTime(new Date('2031-03-10T05:30:00Z'), 'Asia/Dubai')).toBe('2031-03-10 09:30');
  });

  it('counts periods as half-open', () => {
    const a = { startsAt: new Date(0), endsAt: new Date(markLengthMs('days', 1)) };
    expect(overlaps(a, { startsAt: a.endsAt, endsAt: new Date(a.endsAt.getTime() + 1) })).toBe(false);
    expect(overlaps(a, { startsAt: new Date(1), endsAt: new Date(2) })).toBe(true);
    expect(markLengthMs('week', 2)).toBe(14 * 86_400_000);
  });
});

describe('ranking within a category', () => {
  it('gives the places of a category to its promoted items first, and moves no other category', () => {
    const items = [
      { id: 1, c: 'a', p: false },
      { id: 2, c: 'b', p: false },
      { id: 3, c: 'a', p: false },
      { id: 4, c: 'b', p: true },
      { id: 5, c: 'a', p: true },
      { id: 6, c: 'c', p: false },
    ];
    const ranked = promoteWithinCategories(
      items,
      (i) => i.c,
      (i) => i.p,
    ).map((i) => i.id);
    expect(ranked).toEqual([5, 4, 1, 2, 3, 6]);
  });
});
