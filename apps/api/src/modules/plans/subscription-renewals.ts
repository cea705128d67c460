import type { PlanPeriod } from '@wasla/shared/contracts/plans';
import { periodEnd, priceOf, taxOn } from '@wasla/shared/plan-rules/plan-pricing';
import { RENEWAL_GRACE_DAYS, RENEWAL_RETRY_DAYS } from '@wasla/shared/plan-rules/subscription-states';
import type { Database } from '../../db/client';
import type { Executor } from '../../lib/events/record-event';
import { AppError } from '../../lib/http/app-error';
import type { SweepJob } from '../../lib/sweeper';
import type { WalletPurchases } from '../wallet/wallet-purchases';
import { chargePlan } from './plan-invoices';
import { aed, isFree } from './plans.presenter';
import type { PlansRepository } from './plans.repository';
import {
  applySubscriptionEvent,
  createSubscriptionTimerSweep,
  type SubscriptionRow,
} from './subscription-machine';
import { subscriptionsRepository as repo } from './subscriptions.repository';
import { periodKey } from './subscriptions.service';

const DAY = 86_400_000;
/** Rounds of one sweep at most (see the loop). */
const MAX_ROUNDS = 1_000;
const BATCH = 50;
const billing = { by: 'billing' as const, actor: 'timer:subscription.renew' };
const after = (from: Date, days: number) => new Date(from.getTime() + days * DAY);

/**
 * The renewal job (`billing` in the subscription table), then the table's timers. At the end of a
 * period a subscription renewing itself is charged the next period once, under the ledger key
 * `subscription:{id}:period:{n+1}`, with any downgrade that waited for it; the new period starts
 * where the last one ended, so no day is free and none is paid twice. A wallet that cannot pay moves
 * it to past_due: it is tried again 1, 3 and 5 days after the period's end and lapses to the free
 * plan 7 days after it (the timer). One whose renewal is off expires. Each subscription is decided in
 * its own transaction on its locked row (SKIP LOCKED), so instances sharing the work, or a sweep run
 * twice, charge a period once.
 */
export function createRenewalSweep(deps: {
  db: Database;
  plans: PlansRepository;
  purchases: WalletPurchases;
}): SweepJob {
  const { db, plans, purchases } = deps;
  const timers = createSubscriptionTimerSweep(db);

  async function renewIn(tx: Executor, row: SubscriptionRow, now: Date) {
    const plan = (await plans.byId(tx, row.scheduledPlanId ?? row.planId))!;
    const period: PlanPeriod = row.scheduledPeriod ?? row.period;
    if (row.status === 'active' && (!row.autoRenew || isFree(plan))) {
      await applySubscriptionEvent(tx, {
        id: row.id,
        event: 'expire',
        ...billing,
        changes: () => ({ endedAt: now, nextRetryAt: null }),
        payload: { user_id: row.userId, plan_id: row.planId },
      });
      return 'expired';
    }
    const price = priceOf(plan, period);
    const total = price + taxOn(price, await repo.taxBp(tx));
    const n = row.periodNumber + 1;
    const start = row.currentPeriodEnd;
    try {
      await tx.transaction(async (savepoint) => {
        await applySubscriptionEvent(savepoint, {
          id: row.id,
          event: 'renew',
          ...billing,
          changes: () => ({
            planId: plan.id,
            period,
            periodNumber: n,
            currentPeriodStart: start,
            currentPeriodEnd: periodEnd(start, period),
            amountPaid: price,
            scheduledPlanId: null,
            scheduledPeriod: null,
            nextRetryAt: null,
            failedAttempts: 0,
          }),
          payload: { user_id: row.userId, plan_id: plan.id, period, period_number: n, total: aed(total) },
        });
        await chargePlan(savepoint, purchases, {
          buyerId: row.userId,
          line: { plan, period },
          key: periodKey(row.id, n),
          actor: billing.actor,
        });
      });
      return 'renewed';
    } catch (error) {
      if (!(error instanceof AppError && error.status === 303)) throw error;
    }
    const attempts = row.failedAttempts + 1;
    const retryDay = RENEWAL_RETRY_DAYS[attempts - 1];
    await applySubscriptionEvent(tx, {
      id: row.id,
      event: 'renewal_failed',
      ...billing,
      changes: () => ({
        failedAttempts: attempts,
        nextRetryAt: retryDay === undefined ? null : after(row.currentPeriodEnd, retryDay),
        graceEndsAt: after(row.currentPeriodEnd, RENEWAL_GRACE_DAYS),
      }),
      reason: 'insufficient_balance',
      payload: {
        user_id: row.userId,
        plan_id: plan.id,
        attempt: attempts,
        total: aed(total),
        grace_ends_at: after(row.currentPeriodEnd, RENEWAL_GRACE_DAYS).toISOString(),
      },
    });
    return 'failed';
  }

  return async (now) => {
    const outcomes: Record<string, number> = {};
    // Until nothing due is left. A renewal whose new period has also ended (the worker was down, the
    // clock moved two months) is due again at once, and so is a retry whose next day has passed: a
    // late sweep does what timely ones would have done, every period paid or tried in turn, before
    // the timers lapse what is past its grace. Each decision moves a subscription on, so this ends;
    // the bound only guards against one that would not.
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const ids = await repo.dueForBilling(db, now, BATCH);
      let decided = 0;
      for (const id of ids) {
        const outcome = await db.transaction(async (tx) => {
          const row = await repo.lockDue(tx, id, now);
          return row ? renewIn(tx, row, now) : undefined;
        });
        if (outcome) {
          decided += 1;
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        }
      }
      // Nothing decided: nothing is due, or another instance is deciding it.
      if (decided === 0) break;
    }
    const moved = await timers(now);
    return { ...outcomes, timers: moved.length };
  };
}
