/**
 * When a mark runs: a start chosen as a wall-clock time in a time zone, and a number of days or weeks.
 * Pure; the API converts with the time zone and checks the window against its clock.
 */
export const MARK_UNITS = ['days', 'week'] as const;
export type MarkUnit = (typeof MARK_UNITS)[number];

/** The longest mark one purchase buys, per unit: a month either way. */
export const MARK_MAX_COUNT: Record<MarkUnit, number> = { days: 30, week: 4 };
/** How far ahead a mark may start. */
export const MARK_START_WITHIN_DAYS = 90;

const DAY_MS = 86_400_000;
export const markLengthMs = (unit: MarkUnit, count: number) => count * (unit === 'week' ? 7 : 1) * DAY_MS;

/** Why a chosen period is refused, as field and validation key, or null when it is fine. */
export type PeriodProblem = {
  field: 'start_time' | 'duration';
  key: string;
  params?: Record<string, number>;
};

export function periodProblems(input: {
  startsAt: Date;
  unit: MarkUnit;
  count: number;
  now: Date;
}): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  const max = MARK_MAX_COUNT[input.unit];
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > max)
    problems.push({ field: 'duration', key: 'validation.mark_duration', params: { max } });
  if (input.startsAt.getTime() <= input.now.getTime())
    problems.push({ field: 'start_time', key: 'validation.mark_start_future' });
  else if (input.startsAt.getTime() > input.now.getTime() + MARK_START_WITHIN_DAYS * DAY_MS)
    problems.push({
      field: 'start_time',
      key: 'validation.mark_start_window',
      params: { days: MARK_START_WITHIN_DAYS },
    });
  return problems;
}

/** Two periods [start, end) overlap when each starts before the other ends. */
export const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The offset of a time zone from UTC at an instant, in milliseconds (Asia/Dubai: +4 h). */
function offsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time ("2031-03-10 09:30") in an IANA time zone, or null when the text
 * is not such a time or the zone is unknown. A time skipped by a clock change moves forward by the
 * gap; a repeated one is its first occurrence.
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const wall = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== (mo as number) - 1 || check.getUTCDate() !== d || (h as number) > 23)
    return null;
  try {
    // Two passes settle the offset on either side of a change of the zone's clock.
    const first = wall - offsetMs(timeZone, new Date(wall));
    const second = wall - offsetMs(timeZone, new Date(first));
    const exact = [first, second].filter((at) => at + offsetMs(timeZone, new Date(at)) === wall);
    return new Date(exact.length ? Math.min(...exact) : Math.max(first, second));
  } catch {
    return null;
  }
}

/** The wall-clock time of an instant in a time zone, as "YYYY-MM-DD HH:MM". */
export function utcToZonedTime(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + offsetMs(timeZone, at));
  return local.toISOString().slice(0, 16).replace('T', ' ');
}
