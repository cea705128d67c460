import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';

type Counts = { impressions: number; clicks: number };

/** Past this many services waiting, a count is written at once rather than at the next sweep. */
const FLUSH_AT = 5_000;

/**
 * Impressions and clicks of promoted services, counted in memory per service and written in one
 * statement by the worker's sweep (or when many wait), so a listing page never waits on a write.
 * A count goes to the service's active mark, on the UTC day of the writing; a service without one
 * then (its mark just ended) counts nothing. Counts still in memory when a process dies are lost:
 * a promotion's statistics may be a little short, never more.
 */
export function createMarkCounter(db: Database) {
  let waiting = new Map<number, Counts>();
  let purgedBefore = '';

  function add(serviceIds: readonly number[], kind: keyof Counts) {
    for (const id of serviceIds) {
      const counts = waiting.get(id) ?? { impressions: 0, clicks: 0 };
      counts[kind] += 1;
      waiting.set(id, counts);
    }
    if (waiting.size >= FLUSH_AT) void flush().catch(() => undefined);
  }

  async function flush() {
    if (!waiting.size) return 0;
    const batch = waiting;
    waiting = new Map();
    const ids = [...batch.keys()];
    const day = clock.now().toISOString().slice(0, 10);
    try {
      await db.execute(sql`
        insert into service_mark_days (mark_id, day, impressions, clicks)
        select m.id, ${day}::date, c.impressions, c.clicks
        from unnest(${`{${ids.join(',')}}`}::int[],
          ${`{${ids.map((id) => batch.get(id)?.impressions ?? 0).join(',')}}`}::int[],
          ${`{${ids.map((id) => batch.get(id)?.clicks ?? 0).join(',')}}`}::int[]) as c(service_id, impressions, clicks)
        join service_marks m on m.service_id = c.service_id and m.status = 'active'
        on conflict (mark_id, day) do update set
          impressions = service_mark_days.impressions + excluded.impressions,
          clicks = service_mark_days.clicks + excluded.clicks`);
    } catch (error) {
      // Kept for the next sweep rather than lost to a passing database error.
      for (const [id, counts] of batch) {
        const now = waiting.get(id) ?? { impressions: 0, clicks: 0 };
        waiting.set(id, {
          impressions: now.impressions + counts.impressions,
          clicks: now.clicks + counts.clicks,
        });
      }
      throw error;
    }
    return ids.length;
  }

  /**
   * A promoted service opened from a listing by `device`: counted when it is this device's first
   * today (a reload, a revalidation or a second tab counts nothing more). A service not promoted now,
   * or unknown, counts nothing and leaves no row.
   */
  async function clickedBy(serviceId: number, device: string) {
    const day = clock.now().toISOString().slice(0, 10);
    const fresh = await db.execute(sql`
      insert into service_mark_clicks (service_id, device, day)
      select id, ${device}, ${day}::date from services where id = ${serviceId} and promoted_until > ${clock.now()}
      on conflict do nothing returning service_id`);
    if (fresh.rows.length) add([serviceId], 'clicks');
  }

  /** The devices of past days are no longer needed once a new day has begun: once a day. */
  async function purgeClicks(now: Date) {
    const today = now.toISOString().slice(0, 10);
    if (purgedBefore === today) return;
    await db.execute(sql`delete from service_mark_clicks where day < ${today}::date`);
    purgedBefore = today;
  }

  return {
    /** Services shown promoted in a listing page that was served. */
    shown: (serviceIds: readonly number[]) => add(serviceIds, 'impressions'),
    clickedBy,
    flush,
    /** The worker's sweep: writes what was counted since the last one, and forgets past days' devices. */
    sweep: async (now: Date) => {
      const written = await flush();
      await purgeClicks(now);
      return { written };
    },
  };
}

export type MarkCounter = ReturnType<typeof createMarkCounter>;
