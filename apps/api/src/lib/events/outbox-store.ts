import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { outboxEvents, outboxHandled } from '../../db/schema/outbox';
import type { Executor } from './record-event';

export type OutboxEvent = typeof outboxEvents.$inferSelect;

/**
 * The SQL of the outbox. "The moment" is the later of the database's time and the server clock:
 * the database's keeps several instances on one time line, the clock lets tests move time forward
 * to make a retry due.
 */
export function createOutboxStore(db: Executor) {
  const moment = (now: Date) => sql`greatest(now(), ${now.toISOString()}::timestamptz)`;

  return {
    /**
     * Takes up to `limit` due events for this worker until the lease ends. SKIP LOCKED lets several
     * workers claim at once without waiting on or taking each other's rows; an event whose lease
     * ended (its worker died) is due again. The attempt is counted here, so an event that kills its
     * worker every time still reaches the dead state.
     */
    async claim(workerId: string, limit: number, leaseMs: number, now: Date): Promise<OutboxEvent[]> {
      const result = await db.execute(sql`
        with due as (
          select id from ${outboxEvents}
          where state = 'pending' and next_attempt_at <= ${moment(now)}
            and (locked_until is null or locked_until <= ${moment(now)})
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        update ${outboxEvents} e
        set locked_by = ${workerId}, attempts = e.attempts + 1,
          locked_until = ${moment(now)} + ${leaseMs} * interval '1 millisecond'
        from due where e.id = due.id
        returning e.id`);
      const ids = (result.rows as { id: string | number }[]).map((row) => Number(row.id));
      if (ids.length === 0) return [];
      return db.select().from(outboxEvents).where(inArray(outboxEvents.id, ids)).orderBy(outboxEvents.id);
    },

    /** The handlers already done for these events, as "eventId:handler". */
    async handled(eventIds: number[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .select({ eventId: outboxHandled.eventId, handler: outboxHandled.handler })
        .from(outboxHandled)
        .where(inArray(outboxHandled.eventId, eventIds));
      return new Set(rows.map((row) => `${row.eventId}:${row.handler}`));
    },

    markHandled: (eventId: number, handler: string) =>
      db.insert(outboxHandled).values({ eventId, handler }).onConflictDoNothing(),

    /** Every handler of these events is done. Whoever holds them now, they need nothing more. */
    async markDelivered(ids: number[], now: Date) {
      if (ids.length === 0) return;
      await db
        .update(outboxEvents)
        .set({
          state: 'delivered',
          deliveredAt: moment(now),
          lockedUntil: null,
          lockedBy: null,
          lastError: null,
        })
        .where(and(inArray(outboxEvents.id, ids), eq(outboxEvents.state, 'pending')));
    },

    /** A failed attempt: due again after `delayMs`, or dead when it has had its attempts. */
    async markFailed(
      id: number,
      workerId: string,
      error: string,
      delayMs: number,
      maxAttempts: number,
      now: Date,
    ) {
      await db.execute(sql`
        update ${outboxEvents} set
          state = case when attempts >= ${maxAttempts} then 'dead' else 'pending' end,
          next_attempt_at = ${moment(now)} + ${delayMs} * interval '1 millisecond',
          locked_until = null, locked_by = null, last_error = ${error.slice(0, 2_000)}
        where id = ${id} and locked_by = ${workerId} and state = 'pending'`);
    },

    /** Hands back events this worker claimed but did not start (it is stopping): not an attempt. */
    async release(ids: number[], workerId: string) {
      if (ids.length === 0) return;
      await db
        .update(outboxEvents)
        .set({ lockedUntil: null, lockedBy: null, attempts: sql`greatest(${outboxEvents.attempts} - 1, 0)` })
        .where(
          and(
            inArray(outboxEvents.id, ids),
            eq(outboxEvents.lockedBy, workerId),
            eq(outboxEvents.state, 'pending'),
          ),
        );
    },

    listDead: (limit: number) =>
      db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.state, 'dead'))
        .orderBy(desc(outboxEvents.id))
        .limit(limit),

    /** A dead event gets a fresh set of attempts, due at once. Null when there is no such dead event. */
    async retry(id: number) {
      const [row] = await db
        .update(outboxEvents)
        .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
        .where(and(eq(outboxEvents.id, id), eq(outboxEvents.state, 'dead')))
        .returning();
      return row ?? null;
    },

    /**
     * A dead event is given up: kept for the record, never claimed again. Null when there is no such
     * dead event (already retried or dropped, or never dead).
     */
    async drop(id: number) {
      const [row] = await db
        .update(outboxEvents)
        .set({ state: 'dropped', lockedUntil: null, lockedBy: null })
        .where(and(eq(outboxEvents.id, id), eq(outboxEvents.state, 'dead')))
        .returning();
      return row ?? null;
    },

    /** Delivered events are kept a while for inquiries, then removed with their handler records. */
    pruneDelivered: (before: Date) =>
      db
        .delete(outboxEvents)
        .where(and(eq(outboxEvents.state, 'delivered'), lt(outboxEvents.deliveredAt, before))),
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
