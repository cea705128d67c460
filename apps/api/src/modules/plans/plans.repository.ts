import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans } from '../../db/schema/plans';
import { services } from '../../db/schema/services';
import { subscriptions } from '../../db/schema/subscriptions';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';

export type PlanRow = typeof plans.$inferSelect;

/** Subscriptions whose plan applies: paid up, canceled but within the paid period, or in the grace of a failed renewal. */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due'] as const;

export function createPlansRepository(db: Database) {
  const free = async (executor: Executor = db): Promise<PlanRow> => {
    const [plan] = await executor.select().from(plans).where(eq(plans.slug, 'free')).limit(1);
    if (!plan) throw new Error('the free plan is missing: run the migrations');
    return plan;
  };

  return {
    all: (executor: Executor = db) =>
      executor.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id)),
    byId: async (executor: Executor, id: number) =>
      (await executor.select().from(plans).where(eq(plans.id, id)).limit(1))[0],
    free,

    /**
     * The plan whose limits apply to an account: its subscription's plan while the subscription is
     * live and, for one canceled, until its paid period ends (a sweep that is late ends nothing
     * early, nor gives anything late); the free plan otherwise.
     */
    currentPlanOf: async (userId: number, executor: Executor = db): Promise<PlanRow> => {
      const [row] = await executor
        .select({ plan: plans, status: subscriptions.status, end: subscriptions.currentPeriodEnd })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
          ),
        )
        .limit(1);
      if (row && !(row.status === 'canceled' && row.end <= clock.now())) return row.plan;
      return free(executor);
    },

    /** Services that count against the plan: every one not deleted, drafts included. */
    servicesHeldBy: async (userId: number) =>
      (
        await db
          .select({ n: count() })
          .from(services)
          .where(and(eq(services.userId, userId), isNull(services.deletedAt)))
      )[0]?.n ?? 0,
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
