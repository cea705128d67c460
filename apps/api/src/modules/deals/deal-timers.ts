import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema/deals';
import { createTimerSweep, timerActor } from '../../lib/state-machine';
import type { SweepJob } from '../../lib/sweeper';
import { completedColumns } from './deal-actions.service';
import { dealStore } from './deal-machine';
import type { DealMoney } from './deal-money';

/**
 * The deal table's timers as one sweep: an offer lapses three days after it was sent or countered, an
 * approved deal not paid within three days cancels itself, a delivery with no answer for three days
 * completes the deal. Completing pays the provider in the same transaction as the change (the hold is
 * posted under the deal's release key), so a client accepting at the same instant makes one outcome:
 * whichever locks the deal first moves it, and the other finds it completed.
 */
export function createDealTimers(db: Database, money: DealMoney): SweepJob {
  const sweep = createTimerSweep(db, dealStore, {
    batchSize: 200,
    within: async (tx, moved) => {
      const { now } = moved;
      const ids = moved.rows.map((row) => Number(row.id));
      if (moved.event === 'payment_lapse') {
        await tx.update(deals).set({ canceledAt: now }).where(inArray(deals.id, ids));
      }
      if (moved.event === 'auto_complete') {
        const rows = await tx
          .update(deals)
          .set(completedColumns(now))
          .where(inArray(deals.id, ids))
          .returning();
        for (const row of rows) await money.release(tx, row, timerActor(dealStore.machine, 'auto_complete'));
      }
    },
  });
  return sweep;
}
