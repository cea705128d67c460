import type { TeamNumbers } from '@wasla/shared/contracts/team-numbers';
import { TEAM_NUMBERS_MAX_DAYS } from '@wasla/shared/contracts/team-numbers';
import { money, toDecimalString } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import { fieldError } from '../../lib/http/field-errors';
import { createTeamNumbersRepository } from './team-numbers.repository';

const DAY = 86_400_000;
/** Up to two months, a bar a day; beyond, a bar a week. */
const DAILY_UP_TO_DAYS = 62;
const aed = (minor: string) => toDecimalString(money(BigInt(minor.split('.')[0] ?? '0'), 'AED'));
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The team's numbers over a chosen period (the last 30 days by default), for charts. */
export function createTeamNumbers(db: Database) {
  const repo = createTeamNumbersRepository(db);
  return {
    async over(query: { from?: string; to?: string }): Promise<TeamNumbers> {
      const today = new Date(`${dayOf(clock.now())}T00:00:00Z`);
      const last = query.to ? new Date(`${query.to}T00:00:00Z`) : today;
      const first = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(last.getTime() - 29 * DAY);
      if (first > last) throw fieldError('to', 'validation.date_range');
      const days = Math.round((last.getTime() - first.getTime()) / DAY) + 1;
      if (days > TEAM_NUMBERS_MAX_DAYS)
        throw fieldError('to', 'validation.period_too_long', { max: TEAM_NUMBERS_MAX_DAYS });
      const bucket = days > DAILY_UP_TO_DAYS ? 'week' : 'day';
      const end = new Date(last.getTime() + DAY);
      const [rows, now] = await Promise.all([repo.series(first, end, bucket), repo.now()]);
      return {
        from: dayOf(first),
        to: dayOf(last),
        bucket,
        series: rows.map((row) => ({
          start: row.start,
          signups: row.signups,
          services_published: row.services_published,
          deals_paid: row.deals_paid,
          gross_volume: aed(row.gross_volume),
          fees: aed(row.fees),
          disputes_opened: row.disputes_opened,
          first_response_minutes:
            row.first_response_minutes === null
              ? null
              : Math.round(Number(row.first_response_minutes) * 10) / 10,
        })),
        deals_by_stage: now.stages,
        disputes_open: now.disputesOpen,
      };
    },
  };
}

export type TeamNumbersService = ReturnType<typeof createTeamNumbers>;
