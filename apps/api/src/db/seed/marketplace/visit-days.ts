import { sql } from 'drizzle-orm';
import type { Database } from '../../client';

/** The days of visits the demo accounts show on their dashboard's chart. */
const VISIT_DAYS = 120;

/**
 * Spreads each demo account's visits (its services' views and its profile's) over the last months,
 * busier some days than others and growing towards today, so a demo dashboard's chart has a shape.
 * The days add up to at most the stored totals, as real counting would leave them.
 */
export async function insertVisitDays(tx: Database, accountIds: readonly number[], now: Date) {
  const today = now.toISOString().slice(0, 10);
  await tx.execute(sql`
    with days as (
      select g as i, (${today}::date - g) as day from generate_series(0, ${VISIT_DAYS - 1}) g
    ),
    totals as (
      select u.id, u.views as profile,
        coalesce((select sum(s.views) from services s where s.user_id = u.id and s.deleted_at is null), 0) as services
      from users u where u.id = any(${`{${accountIds.join(',')}}`}::int[])
    ),
    weighted as (
      select t.id, d.day, t.profile, t.services,
        (1 + ((t.id * 31 + d.i * 17) % 7)) * (2.0 - d.i::numeric / ${VISIT_DAYS}) as w
      from totals t cross join days d
    )
    insert into account_view_days (user_id, day, service_views, profile_views)
    select id, day, floor(services * w / sum(w) over (partition by id))::int,
      floor(profile * w / sum(w) over (partition by id))::int
    from weighted`);
}
