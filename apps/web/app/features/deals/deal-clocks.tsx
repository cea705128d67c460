import type { Deal } from '@wasla/shared/contracts/deals';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Hourglass, TimerOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Clock, clocksOf, spanOf, spanParts } from './countdown';

/**
 * The time now, first as the server saw it when it rendered the page (so the first paint and the
 * hydrated page say the same words), then the browser's, once a minute.
 */
export function useMinuteClock(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "2 days 5 hours" in the reader's language. */
export function useSpanText() {
  const { t } = useTranslation();
  return (ms: number) => {
    const [first, second] = spanParts(spanOf(ms)).map((part) => t(part.key, { count: part.count }));
    if (!first) return t('deals.time.moment');
    return second ? t('deals.time.pair', { first, second }) : first;
  };
}

function ClockLine({ clock, now, lang }: { clock: Clock; now: number; lang: Language }) {
  const { t } = useTranslation();
  const spanText = useSpanText();
  const left = Date.parse(clock.at) - now;
  const late = clock.key.endsWith('_late');
  const Icon = late ? TimerOff : Hourglass;
  return (
    <li
      className={`flex items-start gap-2.5 rounded-xl px-3.5 py-2.5 text-sm ${late ? 'bg-danger/10 text-danger' : 'bg-accent-100 text-accent-900'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
      <span>
        <span className="font-semibold">{t(`deals.clock.${clock.key}`, { time: spanText(left) })}</span>
        <span className="block text-xs opacity-80">
          <time dateTime={clock.at}>{formatDateTime(clock.at, lang)}</time>
        </span>
      </span>
    </li>
  );
}

/**
 * Every running countdown of a deal, both sides see them ("approve within 2 days 5 hours"). It ticks
 * each minute in the browser; the server renders the same words at `renderedAt`.
 */
export function DealClocks({ deal, lang, renderedAt }: { deal: Deal; lang: Language; renderedAt: number }) {
  const { t } = useTranslation();
  const now = useMinuteClock(renderedAt);
  const clocks = clocksOf(deal, now);
  if (!clocks.length) return null;
  return (
    <section aria-label={t('deals.clock.label')}>
      <ul className="grid gap-2">
        {clocks.map((clock) => (
          <ClockLine key={clock.id} clock={clock} now={now} lang={lang} />
        ))}
      </ul>
    </section>
  );
}

/** The next clock of a deal card in one short line, or nothing. */
export function NextClock({ nextDue, renderedAt }: { nextDue: Deal['next_due']; renderedAt: number }) {
  const { t } = useTranslation();
  const now = useMinuteClock(renderedAt);
  const spanText = useSpanText();
  if (!nextDue) return null;
  const left = Date.parse(nextDue.at) - now;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent-900">
      <Hourglass aria-hidden="true" className="size-3.5" />
      {/* Only timers set next_due: lapse, payment_lapse, auto_complete. */}
      {t(`deals.clock.card_${nextDue.event}`, { time: spanText(left) })}
    </span>
  );
}
