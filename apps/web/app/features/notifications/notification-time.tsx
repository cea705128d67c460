import type { Language } from '@wasla/shared/languages';
import { useSyncExternalStore } from 'react';
import { instantOf, notificationFullTime, notificationTime } from './notification-model';

const never = () => () => undefined;

/**
 * The reader's time zone: the server renders in UTC, and the browser moves every time to its own
 * zone right after the page wakes up (no mismatch while it hydrates).
 */
export function useReaderTimeZone(): string {
  return useSyncExternalStore(
    never,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => 'UTC',
  );
}

/** When a notification came: relative or a 12-hour time, with the full date and time on hover. */
export function NotificationTime({
  date,
  lang,
  now,
  className = '',
}: {
  date: string;
  lang: Language;
  now: number;
  className?: string;
}) {
  const timeZone = useReaderTimeZone();
  const at = instantOf(date);
  return (
    <time
      dateTime={Number.isNaN(at) ? undefined : new Date(at).toISOString()}
      title={notificationFullTime(date, lang, timeZone)}
      className={className}
    >
      {notificationTime(date, lang, now, timeZone)}
    </time>
  );
}
