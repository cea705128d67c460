import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/events/record-event';

export type BucketRow = {
  start: string;
  signups: number;
  services_published: number;
  deals_paid: number;
  gross_volume: string;
  fees: string;
  disputes_opened: number;
  first_response_minutes: number | string | null;
};

/**
 * The team's numbers over a period, one row per bucket, each metric counted where it happens: sign-ups
 * by `users.created_at`, services by `published_at`, deals and their volume by `paid_at`, fees by the
 * platform's fees account in the ledger, disputes by when they were opened, and first responses by
 * the conversation's first message. Buckets are UTC days or ISO weeks.
 */
export function createTeamNumbersRepository(db: Executor) {
  return {
    async series(from: Date, to: Date, bucket: 'day' | 'week') {
      const unit = bucket === 'day' ? sql.raw(`'day'`) : sql.raw(`'week'`);
      const step = bucket === 'day' ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 week'`);
      const b = (column: string) =>
        sql.raw(`date_trunc(${bucket === 'day' ? `'day'` : `'week'`}, ${column} at time zone 'UTC')`);
      const found = await db.execute<BucketRow>(sql`
        with buckets as (
          select generate_series(date_trunc(${unit}, ${from}::timestamptz at time zone 'UTC'),
                                 ${to}::timestamptz at time zone 'UTC' - interval '1 second', ${step}) as start
        ),
        signups as (
          select ${b('created_at')} as start, count(*)::int as n from users
           where created_at >= ${from} and created_at < ${to} group by 1
        ),
        published as (
          select ${b('published_at')} as start, count(*)::int as n from services
           where published_at >= ${from} and published_at < ${to} group by 1
        ),
        paid as (
          select ${b('paid_at')} as start, count(*)::int as n, coalesce(sum(total_aed), 0) as volume from deals
           where paid_at >= ${from} and paid_at < ${to} group by 1
        ),
        fees as (
          select ${b('e.created_at')} as start, coalesce(sum(e.amount), 0) as amount
            from ledger_entries e join ledger_accounts a on a.id = e.account_id
           where a.kind = 'platform_fees' and e.created_at >= ${from} and e.created_at < ${to} group by 1
        ),
        disputes as (
          select ${b('created_at')} as start, count(*)::int as n from deal_disputes
           where created_at >= ${from} and created_at < ${to} group by 1
        ),
        responses as (
          select ${b('m1.created_at')} as start,
                 percentile_cont(0.5) within group (order by extract(epoch from (r.at - m1.created_at)) / 60) as minutes
            from chat_messages m1
            join lateral (
              select min(m2.created_at) as at from chat_messages m2
               where m2.conversation_id = m1.conversation_id and m2.sender_id is not null
                 and m2.sender_id <> m1.sender_id
            ) r on r.at is not null
           where m1.seq = 1 and m1.sender_id is not null and m1.created_at >= ${from} and m1.created_at < ${to}
           group by 1
        )
        select to_char(buckets.start, 'YYYY-MM-DD') as start,
               coalesce(signups.n, 0) as signups,
               coalesce(published.n, 0) as services_published,
               coalesce(paid.n, 0) as deals_paid,
               coalesce(paid.volume, 0)::text as gross_volume,
               coalesce(fees.amount, 0)::text as fees,
               coalesce(disputes.n, 0) as disputes_opened,
               responses.minutes as first_response_minutes
          from buckets
          left join signups on signups.start = buckets.start
          left join published on published.start = buckets.start
          left join paid on paid.start = buckets.start
          left join fees on fees.start = buckets.start
          left join disputes on disputes.start = buckets.start
          left join responses on responses.start = buckets.start
         order by buckets.start`);
      return found.rows;
    },

    /** The deals in each stage now (drafts left out: only their sender sees them) and the open disputes. */
    async now() {
      const [stages, disputes] = await Promise.all([
        db.execute<{ stage: string; n: number }>(
          sql`select stage, count(*)::int as n from deals where stage <> 'draft' and deleted_at is null group by stage`,
        ),
        db.execute<{ n: number }>(sql`select count(*)::int as n from deal_disputes where resolution is null`),
      ]);
      return {
        stages: Object.fromEntries(stages.rows.map((row) => [row.stage, row.n])),
        disputesOpen: disputes.rows[0]?.n ?? 0,
      };
    },
  };
}
