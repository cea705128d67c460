import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change of state of every machine (services now; deals, deliveries, withdrawals and
 * subscriptions next), written in the transaction of the change itself: what changed, from which
 * state to which, on which event, by whom (an account, or the timer that fired) and why. The rows
 * are never updated; the subject's current state is on the subject's own row.
 */
export const stateHistory = pgTable(
  'state_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    event: text('event').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    // The capacity the change was made in: a party of the subject ('owner'), a team role, or 'timer'.
    by: text('by').notNull(),
    // Who: 'user:12', or the timer that fired, 'timer:service.expire'.
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    // The Idempotency-Key of the request that made the change, when it came with one: its retry after
    // a crash finds the change it already made and is answered it, not refused as a conflict.
    requestKey: text('request_key'),
  },
  (t) => [
    index('state_history_subject_idx').on(t.subjectKind, t.subjectId, t.id),
    index('state_history_request_key_idx')
      .on(t.subjectKind, t.subjectId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);
