import { intlLocale } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { useSyncExternalStore } from 'react';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Language, timeZone: string, options: Intl.DateTimeFormatOptions, key: string) {
  const id = `${lang} ${timeZone} ${key}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone });
    formats.set(id, found);
  }
  return found;
}

const never = () => () => undefined;
/**
 * The reader's time zone: the server renders in UTC, and the browser moves every time to its own
 * zone right after the page wakes up.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(
    never,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => 'UTC',
  );
}

/** The calendar day of an instant in a zone, as `YYYY-MM-DD`: messages are grouped by it. */
export function dayKey(at: string | number | Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of format(
    'en',
    timeZone,
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    'day-key',
  ).formatToParts(new Date(at))) {
    parts[part.type] = part.value;
  }
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** How many calendar days lie between two day keys (`later` minus `earlier`). */
function daysBetween(earlier: string, later: string) {
  return Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000);
}

/** The time of a message, 12-hour with am/pm as the spec's other times. */
export function timeOf(at: string, lang: Language, timeZone: string): string {
  return format(lang, timeZone, { timeStyle: 'short', hour12: true }, 'time').format(new Date(at));
}

/**
 * A day's heading in a conversation: "today", "yesterday" (words the caller gives), else the date
 * with its weekday, the year only when it is not this one.
 */
export function dayHeading(
  at: string,
  lang: Language,
  timeZone: string,
  now: number,
  words: { today: string; yesterday: string },
): string {
  const day = dayKey(at, timeZone);
  const today = dayKey(now, timeZone);
  const ago = daysBetween(day, today);
  if (ago === 0) return words.today;
  if (ago === 1) return words.yesterday;
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return format(
    lang,
    timeZone,
    sameYear
      ? { weekday: 'long', day: 'numeric', month: 'long' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    sameYear ? 'heading' : 'heading-year',
  ).format(new Date(at));
}

/** The list's time of a conversation's latest message: the time today, the weekday this week, else the date. */
export function listTime(at: string, lang: Language, timeZone: string, now: number): string {
  const ago = daysBetween(dayKey(at, timeZone), dayKey(now, timeZone));
  if (ago <= 0) return timeOf(at, lang, timeZone);
  if (ago < 7) return format(lang, timeZone, { weekday: 'short' }, 'weekday').format(new Date(at));
  return format(lang, timeZone, { day: 'numeric', month: 'short', year: '2-digit' }, 'short-date').format(
    new Date(at),
  );
}
