import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const owner = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The visits an account received on one UTC day: to its services and to its profile, as counted once
 * a visitor a day by `service_views` and `provider_views`. Written with each batch of views, so the
 * dashboard's chart reads at most a row a day whatever the number of visits, and the per-visitor rows
 * of past days can be forgotten.
 */
export const accountViewDays = pgTable(
  'account_view_days',
  {
    userId: owner('user_id'),
    day: date('day', { mode: 'string' }).notNull(),
    serviceViews: integer('service_views').notNull().default(0),
    profileViews: integer('profile_views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('account_view_days_counts_check', sql`${t.serviceViews} >= 0 and ${t.profileViews} >= 0`),
  ],
);

/**
 * The services and profiles a signed-in account opened lately, newest first: one row per target, its
 * time moved on each visit, and no more than a dozen of each kind kept per account.
 */
export const recentVisits = pgTable(
  'recent_visits',
  {
    userId: owner('user_id'),
    kind: text('kind').$type<'service' | 'provider'>().notNull(),
    targetId: integer('target_id').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    check('recent_visits_kind_check', sql`${t.kind} in ('service', 'provider')`),
    index('recent_visits_latest_idx').on(t.userId, t.kind, t.visitedAt.desc()),
  ],
);
