import type { Database } from '../../db/client';
import { countByEvent } from '../../lib/state-machine';
import type { ListingFreshness } from './listing-freshness';
import { createServiceTimerSweep } from './service-machine';

/**
 * The timer rows of the service table (see service-machine.ts), swept as conditional updates with
 * their history rows and events: each moves only the services still in the row's status whose
 * deadline passed, so running it twice, or on several instances at once, changes nothing more.
 * `now` comes from the clock so tests can move time.
 */
export function createServiceSweeper(
  db: Database,
  listings: ListingFreshness,
  options: { batchSize?: number } = {},
) {
  const sweep = createServiceTimerSweep(db, options.batchSize);
  return async function sweepServices(now: Date) {
    const moved = await sweep(now);
    // Holidays starting or ending keep a service listed, but expiry and closing take it off.
    const delisted = moved.filter((m) => m.event === 'expire' || m.event === 'open_period_ends');
    if (delisted.length) {
      const refs = delisted.map(({ row }) => ({
        userId: row.userId as number,
        categoryIds: [row.mainCategoryId, row.categoryId],
      }));
      await listings.recount(refs);
      listings.changed(refs);
    }
    return countByEvent(moved);
  };
}
