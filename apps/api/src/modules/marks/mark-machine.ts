import { markMachine } from '@wasla/shared/mark-rules/mark-states';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceMarks } from '../../db/schema/marks';
import { services } from '../../db/schema/services';
import type { Executor } from '../../lib/events/record-event';
import { countByEvent, createTimerSweep, defineStore } from '../../lib/state-machine';

/**
 * The mark table (packages/shared/src/mark-rules/mark-states.ts) bound to `service_marks`. Only the
 * clock moves a mark, through `createMarkSweep`; nothing else writes `service_marks.status`.
 */
export const markStore = defineStore({
  machine: markMachine,
  table: serviceMarks,
  id: serviceMarks.id,
  status: serviceMarks.status,
  deadlines: { starts_at: serviceMarks.startsAt, ends_at: serviceMarks.endsAt },
  touch: () => ({ updatedAt: sql`now()` }),
});

/**
 * Sets each service's `promoted_until` from its active marks (the end of the one under way, or
 * nothing), in the transaction that started or ended them: the label and the ranking change with the
 * status, and a mark starting the moment another ends keeps the service promoted.
 */
export async function refreshPromotion(tx: Executor, serviceIds: number[]) {
  if (!serviceIds.length) return;
  await tx
    .update(services)
    .set({
      promotedUntil: sql`(select max(m.ends_at) from service_marks m
        where m.service_id = ${services.id} and m.status = 'active')`,
    })
    .where(inArray(services.id, serviceIds));
}

/**
 * Starts and ends marks whose moment has come, as conditional updates in SKIP LOCKED batches with
 * their history rows and `mark.started` / `mark.ended` events, and the services' promotion in the
 * same transaction. `changed` runs after a sweep that moved any, to clear the cached listings.
 */
export function createMarkSweep(db: Database, changed: () => void, options: { batchSize?: number } = {}) {
  const sweep = createTimerSweep(db, markStore, {
    batchSize: options.batchSize,
    returning: { serviceId: serviceMarks.serviceId },
    within: (tx, moved) => refreshPromotion(tx, [...new Set(moved.rows.map((row) => Number(row.serviceId)))]),
  });
  return async function sweepMarks(now: Date) {
    const moved = await sweep(now);
    if (moved.length) changed();
    return countByEvent(moved);
  };
}
