import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountShownSql } from '../../lib/policy/visibility';

export type TotalsRow = {
  provided: number;
  requested: number;
  followers: number;
  following: number;
  favorites: number;
  rating: string;
  ratings_count: number;
};

/**
 * The reads of the dashboard, each on an index led by the account: its services, deals, follows and
 * favourites, the ledger entries of its two wallet accounts, and its visits per day (a row a day, so
 * the chart costs the same at a hundred visits or a million).
 */
export function createDashboardStatisticsRepository(db: Database) {
  return {
    async totals(userId: number) {
      const rows = await db.execute<TotalsRow>(sql`
        select
          (select count(*)::int from services s where s.user_id = u.id and s.type = 'provided' and s.deleted_at is null) as provided,
          (select count(*)::int from services s where s.user_id = u.id and s.type = 'requested' and s.deleted_at is null) as requested,
          (select count(*)::int from follows f join users o on o.id = f.follower_id
            where f.followed_id = u.id and ${accountShownSql('alive', 'o')}) as followers,
          (select count(*)::int from follows f join users o on o.id = f.followed_id
            where f.follower_id = u.id and ${accountShownSql('alive', 'o')}) as following,
          (select count(*)::int from favorites v where v.user_id = u.id) as favorites,
          u.rating::text as rating, u.ratings_count
        from users u where u.id = ${userId}`);
      return rows.rows[0];
    },

    /** Deals by stage, on either side; a draft counts for its writer only, a discarded one not at all. */
    async dealsByStage(userId: number) {
      const rows = await db.execute<{ stage: string; n: number }>(sql`
        select stage, count(*)::int as n from (
          select stage, sender_id from deals where client_id = ${userId} and deleted_at is null
          union all
          select stage, sender_id from deals where provider_id = ${userId} and deleted_at is null
        ) d where stage <> 'draft' or sender_id = ${userId} group by stage`);
      return rows.rows;
    },

    /**
     * What deals moved to or from this account: each `deal_release` transfer's net on its wallet
     * accounts. The provider's is positive (paid), the client's negative (the hold taken, less any part
     * a split gave back); a refund moves nothing and is not a release.
     */
    async dealMoney(userId: number, currency: string) {
      const rows = await db.execute<{ earned: string; spent: string }>(sql`
        select coalesce(sum(greatest(net, 0)), 0)::text as earned, coalesce(sum(greatest(-net, 0)), 0)::text as spent
        from (
          select sum(e.amount) as net
          from ledger_accounts a
          join ledger_entries e on e.account_id = a.id
          join ledger_transfers t on t.id = e.transfer_id
          where a.user_id = ${userId} and a.kind in ('user_available', 'user_blocked') and a.currency = ${currency}
            and t.kind = 'deal_release'
          group by e.transfer_id
        ) moved`);
      const row = rows.rows[0];
      return { earned: BigInt(row?.earned ?? '0'), spent: BigInt(row?.spent ?? '0') };
    },

    /** Visits per day from `from` (a UTC day, included), only the days that had any. */
    async visitDays(userId: number, from: string) {
      const rows = await db.execute<{ day: string; service_views: number; profile_views: number }>(sql`
        select day::text as day, service_views, profile_views from account_view_days
        where user_id = ${userId} and day >= ${from}::date order by day`);
      return rows.rows;
    },

    /** The account's most viewed service still there, if any was viewed. */
    async mostViewedId(userId: number) {
      const rows = await db.execute<{ id: number; views: number }>(sql`
        select id, views from services where user_id = ${userId} and deleted_at is null and views > 0
        order by views desc, id desc limit 1`);
      return rows.rows[0];
    },

    /** The services the account keeps as favourites, newest first; gone ones are left out by the callers. */
    async favoriteServiceIds(userId: number, limit: number) {
      const rows = await db.execute<{ target_id: number }>(sql`
        select target_id from favorites where user_id = ${userId} and kind = 'service'
        order by created_at desc, target_id desc limit ${limit * 2}`);
      return rows.rows.map((row) => row.target_id);
    },

    /** What the account opened lately, newest first; targets gone since are left out by the callers. */
    async recentIds(userId: number, kind: 'service' | 'provider', limit: number) {
      const rows = await db.execute<{ target_id: number }>(sql`
        select target_id from recent_visits where user_id = ${userId} and kind = ${kind}
        order by visited_at desc limit ${limit * 2}`);
      return rows.rows.map((row) => row.target_id);
    },
  };
}

export type DashboardStatisticsRepository = ReturnType<typeof createDashboardStatisticsRepository>;
