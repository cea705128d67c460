import type { VisitDay } from '@wasla/shared/contracts/dashboard';
import { intlLocale } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';

/** One bar of the visits chart and one row of its table. */
export type VisitBucket = {
  /** Short, under the bar ("21 Nov", "Nov"). */
  label: string;
  /** In words, for the table and screen readers ("21 November 2026", "16–22 November 2026"). */
  fullLabel: string;
  services: number;
  profile: number;
};

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The period's days as bars a phone can show: a bar a day up to a month, a bar a week (seven days
 * ending on the last) for a quarter, a bar a month for a year. Every day of the period is in exactly
 * one bar, so the bars add up to the period's total.
 */
export function visitBuckets(days: readonly VisitDay[], lang: Language): VisitBucket[] {
  const locale = intlLocale(lang);
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const groups: VisitDay[][] = [];
  if (days.length <= 31) for (const day of days) groups.push([day]);
  else if (days.length <= 120) {
    // Weeks counted back from the last day, so the newest bar is a whole week ending today.
    for (let end = days.length; end > 0; end -= 7) groups.unshift(days.slice(Math.max(0, end - 7), end));
  } else {
    for (const day of days) {
      const last = groups.at(-1);
      if (last && last[0]!.day.slice(0, 7) === day.day.slice(0, 7)) last.push(day);
      else groups.push([day]);
    }
  }
  return groups.map((group) => {
    const first = utc(group[0]!.day);
    const last = utc(group.at(-1)!.day);
    const monthly = days.length > 120;
    return {
      label: monthly ? monthShort.format(first) : short.format(group.length > 1 ? last : first),
      fullLabel: monthly
        ? monthLong.format(first)
        : group.length > 1
          ? long.formatRange(first, last)
          : long.format(first),
      services: group.reduce((sum, day) => sum + day.service_views, 0),
      profile: group.reduce((sum, day) => sum + day.profile_views, 0),
    };
  });
}

/** The busiest bar, for the chart's summary in words; none when the period had no visits. */
export function busiest(buckets: readonly VisitBucket[]): VisitBucket | undefined {
  let top: VisitBucket | undefined;
  for (const bucket of buckets)
    if (bucket.services + bucket.profile > (top ? top.services + top.profile : 0)) top = bucket;
  return top;
}
