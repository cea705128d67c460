import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Where an event stands; only `pending` rows are ever claimed by the worker. */
export type OutboxState = 'pending' | 'delivered' | 'dead' | 'dropped';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The transactional outbox: a domain event is written in the same transaction as the change that
 * caused it, so either both commit or neither does. The worker claims pending rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (locked_until), runs the handlers of the event's type, and marks
 * the row delivered; a failure waits next_attempt_at (exponential backoff with jitter) and a row that
 * failed too often is dead until someone of the team retries it, or drops it: a dropped row is kept
 * (who dropped it and why is in the audit log) but never delivered.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    // Who caused it: 'user:12', 'team:3' or 'timer:service.expiry'; none for the system itself.
    actor: text('actor'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // The W3C traceparent of the request or job that recorded it, when traced: its delivery by the
    // worker, in another process and later, joins that trace.
    traceParent: text('trace_parent'),
    createdAt: createdAt(),
    state: text('state').$type<OutboxState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    // The lease of the worker that claimed the row; once it passes, another worker may claim it.
    lockedUntil: at('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    check('outbox_events_state_check', sql`${t.state} in ('pending', 'delivered', 'dead', 'dropped')`),
    // What the worker reads on every tick: only the pending rows, oldest due first.
    index('outbox_events_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.state} = 'pending'`),
    index('outbox_events_dead_idx').on(t.id).where(sql`${t.state} = 'dead'`),
    index('outbox_events_subject_idx').on(t.subjectKind, t.subjectId, t.id),
  ],
);

/**
 * What each handler has done, by event: a handler whose effect is in the database records its row
 * in the same transaction as the effect, so an event delivered again (a worker killed after the
 * effect but before marking the event delivered) is not applied twice.
 */
export const outboxHandled = pgTable(
  'outbox_handled',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    handledAt: at('handled_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);
