import { intlLocale } from '@wasla/shared/intl-locale';
import type { Language } from '@wasla/shared/languages';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const HOUR = 3_600_000;

/** How far `due` is from `now`, in the largest unit that reads well: hours under two days, else days. */
export function dueIn(due: string, now: number, lang: Language) {
  const hours = Math.round((new Date(due).getTime() - now) / HOUR);
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
  return {
    late: hours < 0,
    text: Math.abs(hours) < 48 ? format.format(hours, 'hour') : format.format(Math.round(hours / 24), 'day'),
  };
}

/**
 * The promise made to the user (a bank top-up decided, a withdrawal paid within 3 working days), as
 * the time left or the time it is late by. `now` is the loader's, so the server and the browser agree.
 */
export function DueClock({ due, now, lang }: { due: string; now: number; lang: Language }) {
  const { t } = useTranslation();
  const { late, text } = dueIn(due, now, lang);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${late ? 'bg-danger/10 text-danger' : 'bg-accent-50 text-ink'}`}
    >
      <Clock aria-hidden="true" className="size-3.5" />
      {t(late ? 'admin.finance.late' : 'admin.finance.due', { when: text })}
    </span>
  );
}
