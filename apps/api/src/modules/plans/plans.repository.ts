import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans } from '../../db/schema/plans';
import { services } from '../../db/schema/services';

export type PlanRow = typeof plans.$inferSelect;

export function createPlansRepository(db: Database) {
  return {
    /**
     * The plan whose limits apply to an account. Until subscriptions exist every account is on the
     * free plan, which the migration guarantees.
     */
    currentPlanOf: async (_userId: number): Promise<PlanRow> => {
      const [plan] = await db.select().from(plans).where(eq(plans.slug, 'free')).limit(1);
      if (!plan) throw new Error('the free plan is missing: run the migrations');
      return plan;
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
