import type { PlanPeriod } from '@wasla/shared/contracts/plans';
import type { Language } from '@wasla/shared/languages';
import { periodEnd, priceOf, prorate, quote, upgradeCharge } from '@wasla/shared/plan-rules/plan-pricing';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import { type Executor, recordEvent } from '../../lib/events/record-event';
import type { UserActor } from '../../lib/policy/actor';
import type { ReturnTo } from '../wallet/charges.service';
import type { WalletPurchases } from '../wallet/wallet-purchases';
import { planErrors } from './plan-errors';
import { chargePlan } from './plan-invoices';
import { aed, isFree } from './plans.presenter';
import type { PlanRow, PlansRepository } from './plans.repository';
import { applySubscriptionEvent, type SubscriptionRow } from './subscription-machine';
import { subscriptionsRepository as repo } from './subscriptions.repository';

type PayContext = { lang: Language; requestKey: string; returnTo: ReturnTo };
type Purchase = { action: 'subscribe' | 'upgrade'; plan_id: number; period?: PlanPeriod };

/** The ledger key of a period's charge: one charge per subscription and period, whoever tries. */
export const periodKey = (id: number, n: number) => `subscription:${id}:period:${n}`;
export const upgradeKey = (id: number, n: number, planId: number) => `${periodKey(id, n)}:upgrade:${planId}`;

/**
 * What an owner does to their plan (SPEC.md sections 4 and 7): subscribe and upgrade (paid from the
 * wallet, the shortfall by card), downgrade from the renewal, cancel with a reason, undo it, and turn
 * automatic renewal off and on. Every change is the subscription table's to allow, on the locked
 * row, with its money in the same transaction.
 */
export function createSubscriptions(deps: {
  db: Database;
  plans: PlansRepository;
  purchases: WalletPurchases;
}) {
  const { db, plans, purchases } = deps;

  async function paidPlan(executor: Executor, id: number) {
    const plan = await plans.byId(executor, id);
    if (!plan) throw planErrors.planNotFound();
    if (isFree(plan)) throw planErrors.notPaid();
    return plan;
  }

  async function liveOf(executor: Executor, userId: number) {
    const row = await repo.liveOf(executor, userId);
    if (!row) throw planErrors.subscriptionNotFound();
    return row;
  }

  /** Starts a subscription and pays its first period, in `tx`. */
  async function startIn(tx: Executor, userId: number, plan: PlanRow, period: PlanPeriod) {
    const now = clock.now();
    const price = priceOf(plan, period);
    const row = await repo.insert(tx, {
      userId,
      planId: plan.id,
      period,
      status: 'active',
      periodNumber: 1,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(now, period),
      amountPaid: price,
      updatedAt: now,
    });
    if (!row) throw planErrors.alreadySubscribed();
    const { total } = await chargePlan(tx, purchases, {
      buyerId: userId,
      line: { plan, period },
      key: periodKey(row.id, 1),
      actor: `user:${userId}`,
    });
    await recordEvent(tx, {
      type: 'subscription.started',
      subject: { kind: 'subscription', id: String(row.id) },
      actor: `user:${userId}`,
      payload: { user_id: userId, plan_id: plan.id, period, total: aed(total.amount) },
    });
    return row;
  }

  /** Moves the live subscription to a dearer plan and pays the prorated difference, in `tx`. */
  async function upgradeIn(tx: Executor, userId: number, plan: PlanRow, requestKey?: string) {
    const current = await liveOf(tx, userId);
    const from = await plans.byId(tx, current.planId);
    let amount = 0n;
    let number = 0;
    const result = await applySubscriptionEvent(tx, {
      id: current.id,
      event: 'upgrade',
      by: 'owner',
      actor: `user:${userId}`,
      requestKey,
      changes: (row) => {
        if (priceOf(plan, row.period) <= priceOf(from!, row.period) || row.planId !== from!.id)
          throw planErrors.notHigher();
        number = row.periodNumber;
        amount = prorate(from!, plan, row.period, {
          now: clock.now(),
          start: row.currentPeriodStart,
          end: row.currentPeriodEnd,
        });
        return {
          planId: plan.id,
          amountPaid: row.amountPaid + amount,
          scheduledPlanId: null,
          scheduledPeriod: null,
        };
      },
      payload: { user_id: userId, from_plan_id: current.planId, plan_id: plan.id },
    });
    if (result.replayed || amount === 0n) return result.row;
    await chargePlan(tx, purchases, {
      buyerId: userId,
      line: { plan, period: result.row.period, upgrade: amount },
      key: upgradeKey(current.id, number, plan.id),
      actor: `user:${userId}`,
    });
    return result.row;
  }

  // A card charge for a plan completes its purchase in the settlement's transaction.
  purchases.follow('plan', async (tx, charge) => {
    const purchase = charge.purchase as Purchase | null;
    if (!purchase) return;
    const plan = await paidPlan(tx, purchase.plan_id);
    if (purchase.action === 'subscribe') await startIn(tx, charge.userId, plan, purchase.period ?? 'monthly');
    else await upgradeIn(tx, charge.userId, plan);
  });

  /** The total an upgrade to `plan` costs now, with tax (an estimate for the shortfall check). */
  async function upgradeTotal(userId: number, plan: PlanRow) {
    const current = await liveOf(db, userId);
    if (current.status !== 'active') throw planErrors.statusConflict();
    const from = (await plans.byId(db, current.planId))!;
    const charge = upgradeCharge(
      from,
      plan,
      current.period,
      { now: clock.now(), start: current.currentPeriodStart, end: current.currentPeriodEnd },
      await repo.taxBp(db),
    );
    if (!charge) throw planErrors.notHigher();
    return charge.fees + charge.tax;
  }

  const owner = (actor: UserActor) => ({ by: 'owner' as const, actor: `user:${actor.id}` });

  return {
    async subscribe(
      actor: UserActor,
      input: { plan_id: number; period: PlanPeriod; card_id?: number },
      context: PayContext,
    ) {
      const plan = await paidPlan(db, input.plan_id);
      if (await repo.liveOf(db, actor.id)) throw planErrors.alreadySubscribed();
      const { total } = quote(plan, input.period, await repo.taxBp(db));
      return purchases.purchase(
        actor,
        {
          total,
          cardId: input.card_id,
          purpose: 'plan',
          purchase: { action: 'subscribe', plan_id: plan.id, period: input.period },
          ...context,
        },
        () => db.transaction((tx) => startIn(tx, actor.id, plan, input.period)),
      );
    },

    async upgrade(actor: UserActor, input: { plan_id: number; card_id?: number }, context: PayContext) {
      const plan = await paidPlan(db, input.plan_id);
      const total = await upgradeTotal(actor.id, plan);
      return purchases.purchase(
        actor,
        {
          total,
          cardId: input.card_id,
          purpose: 'plan',
          purchase: { action: 'upgrade', plan_id: plan.id },
          ...context,
        },
        () => db.transaction((tx) => upgradeIn(tx, actor.id, plan, context.requestKey)),
      );
    },

    /**
     * A cheaper plan or another period from the next renewal. Refused ("Operation Cannot Be
     * Completed") when what was paid for the current period exceeds the new paid plan's price for its
     * period: the difference would be lost. The free plan is always open (the subscription then ends
     * at the renewal), and while a renewal is failing nothing was paid for the period it tries to
     * charge, so a cheaper plan may be chosen for it.
     */
    async downgrade(actor: UserActor, input: { plan_id: number; period?: PlanPeriod }) {
      const target = await plans.byId(db, input.plan_id);
      if (!target) throw planErrors.planNotFound();
      return db.transaction(async (tx) => {
        const current = await liveOf(tx, actor.id);
        const period = input.period ?? current.period;
        const result = await applySubscriptionEvent(tx, {
          id: current.id,
          event: 'downgrade',
          ...owner(actor),
          changes: (row) => {
            if (row.planId === target.id && row.period === period) throw planErrors.sameChoice();
            const price = priceOf(target, period);
            if (row.status === 'active' && !isFree(target) && row.amountPaid > price)
              throw planErrors.downgradeRefused(aed(row.amountPaid), aed(price));
            return { scheduledPlanId: target.id, scheduledPeriod: period };
          },
          payload: { user_id: actor.id, plan_id: target.id, period },
        });
        return result.row;
      });
    },

    cancel: (actor: UserActor, reason: string) =>
      db.transaction(async (tx) => {
        const current = await liveOf(tx, actor.id);
        return (
          await applySubscriptionEvent(tx, {
            id: current.id,
            event: 'cancel',
            ...owner(actor),
            reason,
            changes: (row) => ({
              cancellationReason: reason,
              autoRenew: false,
              ...(row.status === 'past_due' ? { endedAt: clock.now(), nextRetryAt: null } : {}),
            }),
            payload: { user_id: actor.id },
          })
        ).row;
      }),

    undoCancellation: (actor: UserActor) =>
      db.transaction(async (tx) => {
        const current = await liveOf(tx, actor.id);
        return (
          await applySubscriptionEvent(tx, {
            id: current.id,
            event: 'undo_cancellation',
            ...owner(actor),
            changes: () => ({ cancellationReason: null, autoRenew: true }),
            payload: { user_id: actor.id },
          })
        ).row;
      }),

    toggleAutoRenew: (actor: UserActor) =>
      db.transaction(async (tx) => {
        const current = await liveOf(tx, actor.id);
        return (
          await applySubscriptionEvent(tx, {
            id: current.id,
            event: 'toggle_auto_renew',
            ...owner(actor),
            changes: (row) => ({ autoRenew: !row.autoRenew }),
            payload: { user_id: actor.id, auto_renew: !current.autoRenew },
          })
        ).row;
      }),
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
export type { SubscriptionRow };
