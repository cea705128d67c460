import { type SubscriptionEvent, subscriptionMachine } from '@wasla/shared/plan-rules/subscription-states';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { applyTransition, createTimerSweep, defineStore } from '../../lib/state-machine';
import { planErrors } from './plan-errors';

/**
 * The subscription table (packages/shared/src/plan-rules/subscription-states.ts) bound to the
 * `subscriptions` rows. Every status change goes through `applySubscriptionEvent`; the timers (a
 * canceled subscription ending, a past-due one lapsing) through `createSubscriptionTimerSweep`.
 */
export const subscriptionStore = defineStore({
  machine: subscriptionMachine,
  table: subscriptions,
  id: subscriptions.id,
  status: subscriptions.status,
  deadlines: {
    current_period_end: subscriptions.currentPeriodEnd,
    grace_ends_at: subscriptions.graceEndsAt,
  },
  touch: () => ({ updatedAt: clock.now() }),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** One event on one subscription by its owner or the renewal job; a refusal is the route's error. */
export async function applySubscriptionEvent(
  executor: Executor,
  request: {
    id: number;
    event: SubscriptionEvent;
    by: 'owner' | 'billing';
    actor: string;
    changes?: (row: SubscriptionRow) => Partial<SubscriptionRow>;
    reason?: string | null;
    payload?: Record<string, unknown>;
    requestKey?: string | null;
  },
) {
  const result = await applyTransition(executor, subscriptionStore, {
    id: request.id,
    event: request.event,
    by: request.by,
    actor: request.actor,
    context: (row) => ({ now: clock.now(), currentPeriodEnd: row.currentPeriodEnd }),
    changes: (row) => request.changes?.(row) ?? {},
    reason: request.reason ?? null,
    payload: request.payload,
    requestKey: request.requestKey ?? null,
  });
  if (!result.ok) {
    if (result.refusal === 'not_found') throw planErrors.subscriptionNotFound();
    throw planErrors.statusConflict();
  }
  return result;
}

/** The timers: a canceled subscription ends with its paid period, a past-due one with its grace. */
export const createSubscriptionTimerSweep = (db: Database) =>
  createTimerSweep(db, subscriptionStore, {
    within: async (tx, moved) => {
      await tx
        .update(subscriptions)
        .set({ endedAt: moved.now, autoRenew: false, nextRetryAt: null })
        .where(
          inArray(
            subscriptions.id,
            moved.rows.map((row) => Number(row.id)),
          ),
        );
    },
  });
