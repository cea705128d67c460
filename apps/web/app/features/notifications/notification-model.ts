import type { Notification } from '@wasla/shared/contracts/notifications';
import { intlLocale } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';

/**
 * `SYSTEM_SENDER_SLUG` of the notifications' contract, written out: that module carries zod, which
 * the header's bundle does without (the model's test holds the two equal).
 */
export const TEAM_SENDER_SLUG = 'wasla-team';

/** One piece of a notification's sentence: plain words, or a fact (a deal, a service, an amount). */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'fact'; name: string; text: string; href: string | null };

/** The page a fact opens, without the language prefix: a deal's, a service's or a profile, or none. */
export function factHref(name: string, fact: Notification['data'][string] | undefined): string | null {
  if (!fact) return null;
  if (name === 'deal' && fact.id !== null && fact.id !== undefined) return `/deals/${fact.id}`;
  if (name === 'service' && typeof fact.slug === 'string' && fact.slug)
    return `/services/${encodeURIComponent(fact.slug)}`;
  if (name === 'follower' && typeof fact.slug === 'string' && fact.slug)
    return `/provider/${encodeURIComponent(fact.slug)}`;
  if (name === 'article' && typeof fact.slug === 'string' && fact.slug)
    return fact.status === 'published' ? `/blog/${encodeURIComponent(fact.slug)}` : '/my-articles/pending';
  return null;
}

/**
 * The sentence of `raw_message` with each `$placeholder$` replaced by its fact, so the page can set
 * the facts apart (bold, or a link). A placeholder without a fact keeps its text as it was written,
 * and a sentence without any comes back whole.
 */
export function messageParts(n: Pick<Notification, 'raw_message' | 'data' | 'message'>): MessagePart[] {
  const parts: MessagePart[] = [];
  const pattern = /\$([a-z_]+)\$/g;
  let last = 0;
  for (const match of n.raw_message.matchAll(pattern)) {
    const name = match[1]!;
    const fact = n.data[name];
    if (!fact) continue;
    if (match.index > last) parts.push({ kind: 'text', text: n.raw_message.slice(last, match.index) });
    parts.push({ kind: 'fact', name, text: fact.text, href: factHref(name, fact) });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return [{ kind: 'text', text: n.message }];
  if (last < n.raw_message.length) parts.push({ kind: 'text', text: n.raw_message.slice(last) });
  return parts;
}

/** Who sent it: the Wasla team (never a profile link), a deleted account, or an account with a page. */
export type SenderKind = 'team' | 'deleted' | 'account';
export function senderKind(n: Pick<Notification, 'sender_slug'>): SenderKind {
  if (n.sender_slug === TEAM_SENDER_SLUG) return 'team';
  return n.sender_slug ? 'account' : 'deleted';
}

/** The sender's profile in `lang`, or null for the Wasla team and a deleted account. */
export function senderHref(lang: Language, n: Pick<Notification, 'sender_slug'>): string | null {
  return senderKind(n) === 'account' ? `/${lang}/provider/${encodeURIComponent(n.sender_slug!)}` : null;
}

/** The page a notification opens in `lang`, or null when it opens none. */
export function notificationHref(lang: Language, n: Pick<Notification, 'link'>): string | null {
  return n.link?.startsWith('/') && !n.link.startsWith('//') ? `/${lang}${n.link}` : null;
}

/** A notification's `date` (`YYYY-MM-DD HH:MM:SS`, UTC) as milliseconds since the epoch. */
export function instantOf(date: string): number {
  return Date.parse(`${date.replace(' ', 'T')}Z`);
}

/** A stamp in the contract's format, for a notification read here before the server says so. */
export function stampOf(at: number): string {
  return new Date(at).toISOString().slice(0, 19).replace('T', ' ');
}

const formats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let found = formats.get(key) as T | undefined;
  if (!found) {
    found = make();
    formats.set(key, found);
  }
  return found;
}

const dayOf = (at: number, timeZone: string) =>
  cached(
    `day ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(at);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a notification came, as its reader reads it: relative within the hour ("5 minutes ago",
 * "now"), the 12-hour time with am/pm earlier today, else the date and that time (SPEC.md section 9).
 */
export function notificationTime(date: string, lang: Language, now: number, timeZone = 'UTC'): string {
  const at = instantOf(date);
  if (Number.isNaN(at)) return date;
  const locale = intlLocale(lang);
  const ago = Math.max(0, now - at);
  if (ago < HOUR) {
    const relative = cached(
      `relative ${lang}`,
      () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' }),
    );
    // "now" for the first minute ("this minute" is what the minute unit says).
    return ago < MINUTE ? relative.format(0, 'second') : relative.format(-Math.floor(ago / MINUTE), 'minute');
  }
  const sameDay = dayOf(at, timeZone) === dayOf(now, timeZone);
  const format = cached(
    `${sameDay ? 'time' : 'date-time'} ${lang} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(
        locale,
        sameDay
          ? { timeStyle: 'short', hour12: true, timeZone }
          : { dateStyle: 'medium', timeStyle: 'short', hour12: true, timeZone },
      ),
  );
  return format.format(at);
}

/** The full date and 12-hour time, for the tooltip of a relative one. */
export function notificationFullTime(date: string, lang: Language, timeZone = 'UTC'): string {
  const at = instantOf(date);
  if (Number.isNaN(at)) return date;
  return cached(
    `full ${lang} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(lang), {
        dateStyle: 'long',
        timeStyle: 'short',
        hour12: true,
        timeZone,
      }),
  ).format(at);
}

/** The list after the reader read one, at `at`: that one marked read, the others as they were. */
export function readOne(items: readonly Notification[], id: number, at: number): Notification[] {
  return items.map((n) => (n.id === id && !n.read_at ? { ...n, read_at: stampOf(at) } : n));
}

/** The list after "mark all as read". */
export function readAll(items: readonly Notification[], at: number): Notification[] {
  return items.map((n) => (n.read_at ? n : { ...n, read_at: stampOf(at) }));
}
