import { describe, expect, it } from 'vitest';
import { busiest, visitBuckets } from './visit-buckets';

const period = (length: number, last = '2026-11-28') =>
  Array.from({ length }, (_, i) => {
    const day = new Date(Date.parse(`${last}T00:00:00Z`) - (length - 1 - i) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { day, service_views: i % 3, profile_views: i % 2 };
  });
const total = (rows: { services: number; profile: number }[]) =>
  rows.reduce((sum, row) => sum + row.services + row.profile, 0);

describe('visitBuckets', () => {
  it('keeps a bar a day up to a month, a week for a quarter and a month for a year, losing no visit', () => {
    for (const [length, bars] of [
      [7, 7],
      [30, 30],
      [90, 13],
      [365, 13],
    ] as const) {
      const days = period(length);
      const buckets = visitBuckets(days, 'en');
      expect(buckets).toHaveLength(bars);
      expect(total(buckets)).toBe(days.reduce((sum, d) => sum + d.service_views + d.profile_views, 0));
    }
  });

  it('names each bar in the reader language, a week by its range and a month by its name', () => {
    expect(visitBuckets(period(7), 'en').at(-1)?.fullLabel).toBe('November 28, 2026');
    const week = visitBuckets(period(90), 'en').at(-1);
    expect(week?.fullLabel).toMatch(/November 22\s*–\s*28, 2026/);
    expect(visitBuckets(period(365), 'en').at(-1)?.fullLabel).toBe('November 2026');
    expect(visitBuckets(period(7), 'ar').at(-1)?.fullLabel).toMatch(/نوفمبر/);
  });

  it('finds the busiest bar, and none in a period without visits', () => {
    const quiet = period(7).map((day) => ({ ...day, service_views: 0, profile_views: 0 }));
    expect(busiest(visitBuckets(quiet, 'en'))).toBeUndefined();
    const days = period(7);
    days[2] = { ...days[2]!, service_views: 40 };
    expect(busiest(visitBuckets(days, 'en'))?.services).toBe(40);
  });
});
