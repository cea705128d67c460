import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { plans } from './plans';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account's paid plan (packages/shared/src/plan-rules/subscription-states.ts). One live
 * subscription per account at most; an ended one stays as history. Each paid period has a number,
 * and its charge the ledger key `subscription:{id}:period:{n}`, so no period is charged twice.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    period: text('period', { enum: ['monthly', 'annual'] }).notNull(),
    status: text('status').notNull().default('active'),
    periodNumber: integer('period_number').notNull().default(1),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    cancellationReason: text('cancellation_reason'),
    // Fils paid for the current period before tax, upgrades included.
    amountPaid: bigint('amount_paid', { mode: 'bigint' }).notNull(),
    // A downgrade waiting for the renewal.
    scheduledPlanId: integer('scheduled_plan_id').references(() => plans.id),
    scheduledPeriod: text('scheduled_period', { enum: ['monthly', 'annual'] }),
    // After a failed renewal: when it is tried again, how many tries failed, and when the plan lapses.
    nextRetryAt: at('next_retry_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    graceEndsAt: at('grace_ends_at'),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_live_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('active', 'canceled', 'past_due')`),
    index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd),
    index('subscriptions_retry_idx').on(t.nextRetryAt).where(sql`${t.nextRetryAt} is not null`),
  ],
);
