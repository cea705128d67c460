import { PAID_FEATURE } from '@wasla/shared/business-constants';
import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import { paidFeatures } from '../../db/schema/catalogue';
import { subscriptions } from '../../db/schema/subscriptions';
import type { Executor } from '../../lib/events/record-event';
import { LIVE_SUBSCRIPTION_STATUSES } from './plans.repository';
import type { SubscriptionRow } from './subscription-machine';

type NewSubscription = typeof subscriptions.$inferInsert;

/** The SQL of subscriptions; the status column is written only through the subscription table. */
export const subscriptionsRepository = {
  /** The account's live subscription (at most one, by a unique index), if any. */
  liveOf: async (executor: Executor, userId: number): Promise<SubscriptionRow | undefined> =>
    (
      await executor
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
          ),
        )
        .limit(1)
    )[0],

  /** A new subscription, or nothing when the account has a live one already (two requests at once). */
  insert: async (executor: Executor, row: NewSubscription): Promise<SubscriptionRow | undefined> =>
    (await executor.insert(subscriptions).values(row).onConflictDoNothing().returning())[0],

  /** Ids of subscriptions the renewal job has to decide at `now`: periods over, retries due. */
  dueForBilling: async (executor: Executor, now: Date, limit: number) =>
    (
      await executor
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          or(
            and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)),
            and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextRetryAt, now)),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(limit)
    ).map((row) => row.id),

  /** The subscription locked for the renewal job if it is still due, skipping one another instance holds. */
  lockDue: async (executor: Executor, id: number, now: Date): Promise<SubscriptionRow | undefined> =>
    (
      await executor
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id, id),
            or(
              and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)),
              and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextRetryAt, now)),
            ),
          ),
        )
        .for('update', { skipLocked: true })
    )[0],

  /** The tax rate of the moment, in basis points (paid feature `government-tax-percentage`). */
  taxBp: async (executor: Executor): Promise<bigint> => {
    const [row] = await executor
      .select({ value: paidFeatures.value, kind: paidFeatures.kind })
      .from(paidFeatures)
      .where(eq(paidFeatures.slug, PAID_FEATURE.governmentTax));
    if (row?.kind !== 'percentage') throw new Error('the paid feature government-tax-percentage is missing');
    return row.value;
  },
};
