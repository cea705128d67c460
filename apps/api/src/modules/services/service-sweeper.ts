import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import type { ListingRefs } from './listing-counts.repository';
import type { ListingFreshness } from './listing-freshness';

/**
 * The timer rows of the service state table, applied as conditional updates: each one moves only the
 * rows still in the expected status whose deadline passed, so running it twice, or on several
 * instances at once, changes nothing more. `now` comes from the clock so tests can move time.
 */
export function createServiceSweeper(db: Database, listings: ListingFreshness) {
  return async function sweepServices(now: Date) {
    const today = now.toISOString().slice(0, 10);
    const counts = { expired: 0, closed: 0, holidayStarted: 0, holidayEnded: 0 };
    const touched: ListingRefs[] = [];
    const moved = async (query: ReturnType<typeof sql>) => {
      const rows = (await db.execute(query)).rows as {
        user_id: number;
        main_category_id: number | null;
        category_id: number | null;
      }[];
      for (const row of rows) {
        touched.push({ userId: row.user_id, categoryIds: [row.main_category_id, row.category_id] });
      }
      return rows.length;
    };

    counts.expired = await moved(sql`
      update ${services} set status = 'expired', updated_at = now()
      where status in ('open', 'holiday', 'closed') and expired_at <= ${now} and deleted_at is null
      returning user_id, main_category_id, category_id`);
    counts.closed = await moved(sql`
      update ${services} set status = 'closed', open_until = null, updated_at = now()
      where status = 'open' and open_until <= ${now} and deleted_at is null
      returning user_id, main_category_id, category_id`);
    // A holiday over is cleared; one whose first day came turns the service to holiday.
    counts.holidayEnded = await moved(sql`
      update ${services} set status = case when status = 'holiday' then 'open' else status end,
        holiday_start = null, holiday_end = null, updated_at = now()
      where holiday_end < ${today}::date and deleted_at is null
      returning user_id, main_category_id, category_id`);
    counts.holidayStarted = await moved(sql`
      update ${services} set status = 'holiday', updated_at = now()
      where status = 'open' and holiday_start <= ${today}::date and holiday_end >= ${today}::date and deleted_at is null
      returning user_id, main_category_id, category_id`);
    // Holidays starting or ending keep a service listed, but expiry and closing take it off.
    if (counts.expired + counts.closed > 0) {
      await listings.recount(touched);
      listings.changed();
    }
    return counts;
  };
}
