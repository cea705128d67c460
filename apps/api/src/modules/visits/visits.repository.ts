import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type VisitKind = 'service' | 'provider';

/** A visit to count: `visitor` is a device's random name or a signed-in account's, `day` a UTC day. */
export type CountedVisit = { kind: VisitKind; targetId: number; visitor: string; day: string };
/** A signed-in account opening a service or a profile, for its "recently visited". */
export type RecentVisit = { userId: number; kind: VisitKind; targetId: number; at: Date };

/** How many recent services and, apart, recent profiles an account keeps. */
export const RECENT_VISITS_KEPT = 12;

const pgArray = (values: readonly (string | number)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/** The writes of a batch of visits, each one statement, so a batch counts whole or not at all. */
export function createVisitsRepository(db: Database) {
  return {
    /**
     * Counts the visits that are their visitor's first of the day to that target (the primary keys of
     * `service_views` and `provider_views` decide, whichever process wrote first), then adds the new
     * ones to the targets' totals and to their owners' day. A target deleted meanwhile counts nothing.
     */
    async count(visits: readonly CountedVisit[]) {
      if (!visits.length) return 0;
      const result = await db.execute<{ fresh: number }>(sql`
        with input as (
          select * from unnest(${pgArray(visits.map((v) => v.kind))}::text[],
            ${pgArray(visits.map((v) => v.targetId))}::int[],
            ${pgArray(visits.map((v) => v.visitor))}::text[],
            ${pgArray(visits.map((v) => v.day))}::date[]) as i(kind, target_id, visitor, day)
        ),
        fresh_services as (
          insert into service_views (service_id, device, day)
          select i.target_id, i.visitor, i.day from input i join services s on s.id = i.target_id
          where i.kind = 'service' order by 1, 2, 3
          on conflict do nothing returning service_id, day
        ),
        fresh_profiles as (
          insert into provider_views (provider_id, device, day)
          select i.target_id, i.visitor, i.day from input i join users u on u.id = i.target_id
          where i.kind = 'provider' order by 1, 2, 3
          on conflict do nothing returning provider_id, day
        ),
        bumped_services as (
          update services s set views = s.views + c.n
          from (select service_id, count(*)::int as n from fresh_services group by 1) c
          where s.id = c.service_id returning s.id
        ),
        bumped_profiles as (
          update users u set views = u.views + c.n
          from (select provider_id, count(*)::int as n from fresh_profiles group by 1) c
          where u.id = c.provider_id returning u.id
        ),
        days as (
          select owner_id, day, sum(services)::int as services, sum(profiles)::int as profiles from (
            select s.user_id as owner_id, f.day, count(*) as services, 0 as profiles
            from fresh_services f join services s on s.id = f.service_id group by 1, 2
            union all
            select f.provider_id, f.day, 0, count(*) from fresh_profiles f group by 1, 2
          ) counted group by 1, 2
        ),
        written as (
          insert into account_view_days (user_id, day, service_views, profile_views)
          select owner_id, day, services, profiles from days order by 1, 2
          on conflict (user_id, day) do update set
            service_views = account_view_days.service_views + excluded.service_views,
            profile_views = account_view_days.profile_views + excluded.profile_views
          returning 1
        )
        select ((select count(*) from fresh_services) + (select count(*) from fresh_profiles))::int as fresh`);
      return Number(result.rows[0]?.fresh ?? 0);
    },

    /** Moves each target to the top of its visitor's recent list, and keeps the newest few. */
    async remember(visits: readonly RecentVisit[]) {
      if (!visits.length) return;
      const users = [...new Set(visits.map((v) => v.userId))];
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into recent_visits (user_id, kind, target_id, visited_at)
          select * from unnest(${pgArray(visits.map((v) => v.userId))}::int[],
            ${pgArray(visits.map((v) => v.kind))}::text[],
            ${pgArray(visits.map((v) => v.targetId))}::int[],
            ${pgArray(visits.map((v) => v.at.toISOString()))}::timestamptz[])
          order by 1, 2, 3
          on conflict (user_id, kind, target_id) do update
            set visited_at = greatest(recent_visits.visited_at, excluded.visited_at)`);
        await tx.execute(sql`
          delete from recent_visits r using (
            select user_id, kind, target_id,
              row_number() over (partition by user_id, kind order by visited_at desc, target_id desc) as n
            from recent_visits where user_id = any(${pgArray(users)}::int[])
          ) ranked
          where ranked.n > ${RECENT_VISITS_KEPT} and r.user_id = ranked.user_id
            and r.kind = ranked.kind and r.target_id = ranked.target_id`);
      });
    },

    /**
     * Who visited on which day matters only until that day is over: the per-visitor rows of days
     * before yesterday go (yesterday stays for visits batched across midnight).
     */
    async forgetVisitorsBefore(day: string) {
      await db.execute(sql`delete from service_views where day < ${day}::date`);
      await db.execute(sql`delete from provider_views where day < ${day}::date`);
    },
  };
}

export type VisitsRepository = ReturnType<typeof createVisitsRepository>;
