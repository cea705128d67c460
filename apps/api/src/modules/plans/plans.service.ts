import type { InvoiceDocument } from '@wasla/shared/contracts/invoices';
import type { MyPlan, Plan, PlanPeriod, PlansReply, Subscription } from '@wasla/shared/contracts/plans';
import { type Language, localize } from '@wasla/shared/languages';
import { saveUpPercentage, upgradeCharge } from '@wasla/shared/plan-rules/plan-pricing';
import { ownerSubscriptionActions } from '@wasla/shared/plan-rules/subscription-states';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import type { Actor } from '../../lib/policy/actor';
import { planErrors } from './plan-errors';
import { planQuote } from './plan-invoices';
import { aed, presentPlan } from './plans.presenter';
import type { PlanRow, PlansRepository } from './plans.repository';
import type { SubscriptionRow } from './subscription-machine';
import { subscriptionsRepository as subscriptions } from './subscriptions.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** What `POST /plans/upgrade` to `to` would charge now, or null when `to` is not an upgrade. */
function upgradeQuote(from: PlanRow, to: PlanRow, live: SubscriptionRow, taxBp: bigint): Plan['upgrade'] {
  const charge = upgradeCharge(
    from,
    to,
    live.period,
    { now: clock.now(), start: live.currentPeriodStart, end: live.currentPeriodEnd },
    taxBp,
  );
  if (!charge) return null;
  return {
    period: live.period,
    fees: aed(charge.fees),
    tax: aed(charge.tax),
    total: aed(charge.fees + charge.tax),
    until: live.currentPeriodEnd.toISOString(),
  };
}

/** The plans catalogue (`GET /plans`) and the caller's plan (`GET /plans/my-plan`). */
export function createPlansReader(deps: { db: Database; plans: PlansRepository }) {
  const { db, plans } = deps;

  function presentSubscription(row: SubscriptionRow, all: PlanRow[], lang: Language): Subscription {
    const scheduled = row.scheduledPlanId ? all.find((p) => p.id === row.scheduledPlanId) : undefined;
    return {
      id: row.id,
      status: row.status as Subscription['status'],
      period: row.period,
      current_period_start: row.currentPeriodStart.toISOString(),
      current_period_end: row.currentPeriodEnd.toISOString(),
      auto_renew: row.autoRenew,
      cancellation_reason: row.cancellationReason,
      amount_paid: aed(row.amountPaid),
      scheduled_plan: scheduled
        ? { id: scheduled.id, slug: scheduled.slug, name: localize(scheduled.name, lang) }
        : null,
      scheduled_period: row.scheduledPeriod,
      next_retry_at: iso(row.nextRetryAt),
      grace_ends_at: iso(row.graceEndsAt),
      actions: ownerSubscriptionActions(row.status as Subscription['status']),
    };
  }

  return {
    async list(actor: Actor, period: PlanPeriod, lang: Language): Promise<PlansReply> {
      const [all, taxBp] = await Promise.all([plans.all(), subscriptions.taxBp(db)]);
      const [current, live] =
        actor.kind === 'user'
          ? await Promise.all([plans.currentPlanOf(actor.id), subscriptions.liveOf(db, actor.id)])
          : [undefined, undefined];
      const from = live?.status === 'active' ? all.find((p) => p.id === live.planId) : undefined;
      return {
        data: all.map((plan) =>
          presentPlan(plan, {
            period,
            taxBp,
            lang,
            currentPlanId: current?.id,
            upgrade: live && from ? upgradeQuote(from, plan, live, taxBp) : null,
          }),
        ),
        save_up_percentage: String(saveUpPercentage(all)),
      };
    },

    /** The quote of a plan for a period as the caller's invoice would read (`GET /plans/{id}/invoice`). */
    async invoice(userId: number, planId: number, period: PlanPeriod): Promise<InvoiceDocument> {
      const plan = await plans.byId(db, planId);
      if (!plan) throw planErrors.planNotFound();
      return planQuote(db, userId, plan, period);
    },

    async myPlan(userId: number, lang: Language): Promise<MyPlan> {
      const [all, taxBp, plan, live, held] = await Promise.all([
        plans.all(),
        subscriptions.taxBp(db),
        plans.currentPlanOf(userId),
        subscriptions.liveOf(db, userId),
        plans.servicesHeldBy(userId),
      ]);
      const period = live?.planId === plan.id ? live.period : 'monthly';
      return {
        plan: presentPlan(plan, { period, taxBp, lang, currentPlanId: plan.id }),
        subscription: live ? presentSubscription(live, all, lang) : null,
        usage: { services: held },
      };
    },
  };
}

export type PlansReader = ReturnType<typeof createPlansReader>;
