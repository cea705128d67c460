import {
  type AnyMachine,
  type DeadlineKind,
  type DeadlineOf,
  type EventOf,
  type StateOf,
  timerRows,
} from '@wasla/shared/state-machine/machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Executor } from '../events/record-event';
import { type Change, recordChanges, timerActor } from './history';
import { dueCondition, type MachineStore, movedValues } from './store';

export type Moved<M extends AnyMachine, Row> = {
  event: EventOf<M>;
  from: StateOf<M>;
  to: StateOf<M>;
  row: Row;
};

export type TimerSweepOptions<R extends Record<string, AnyPgColumn>> = {
  /** Subjects moved per transaction; a sweep goes on until a batch comes back short. */
  batchSize?: number;
  /** Columns of the moved rows the caller needs afterwards (to recount listings, say). */
  returning?: R;
  /**
   * Work that must commit with the change, in the batch's transaction: a deal that completes itself
   * pays the provider in the same commit, or neither happens. A throw rolls the whole batch back.
   */
  within?: (
    tx: Executor,
    moved: { event: string; rows: ({ id: number | string } & Record<string, unknown>)[]; now: Date },
  ) => Promise<void>;
};

/**
 * The timer rows of a machine as one sweep job. Each row, in table order, is a conditional update of
 * the subjects in its from-state whose deadline has passed (oldest deadline first; give the table an
 * index on the status and each deadline column, or every sweep reads the whole table), taken in batches with `FOR UPDATE SKIP
 * LOCKED` so that several instances sweeping at once share the work instead of queueing on it; each
 * batch writes its history rows and domain events in its own transaction. Running it twice changes
 * nothing more. Answers what it moved, for the caller's after-work.
 */
export function createTimerSweep<
  M extends AnyMachine,
  T extends PgTable,
  R extends Record<string, AnyPgColumn>,
>(db: Database, store: MachineStore<M, T>, options: TimerSweepOptions<R> = {}) {
  const { machine } = store;
  const batchSize = options.batchSize ?? 500;
  const returning = { ...options.returning, id: store.id } as Record<string, AnyPgColumn>;
  // biome-ignore lint/suspicious/noExplicitAny: the table is generic; its rows are typed by the caller.
  const table = store.table as any;
  type Row = { id: number | string } & { [K in keyof R]: R[K]['_']['data'] | null };

  return async function sweep(now: Date): Promise<Moved<M, Row>[]> {
    const moved: Moved<M, Row>[] = [];
    for (const row of timerRows(machine)) {
      const deadline = row.deadline as DeadlineOf<M>;
      const column = store.deadlines[deadline];
      const due = and(
        eq(store.status, row.from),
        dueCondition((machine.deadlines[deadline] as { kind: DeadlineKind }).kind, column, now),
        store.live,
      );
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const claimed = tx
            .select({ id: store.id })
            .from(table)
            .where(due)
            // By the deadline, which an index on (status, deadline) serves: in id order the planner
            // walks the primary key hoping for an early match, and reads every row when none is due.
            .orderBy(column)
            .limit(batchSize)
            .for('update', { skipLocked: true });
          const rows = (await tx
            .update(table)
            .set(movedValues(store, row.to, row.clears))
            .where(and(inArray(store.id, claimed), due))
            .returning(returning)) as Row[];
          const changes: Change[] = rows.map((subject) => ({
            subjectId: String(subject.id),
            event: row.event,
            from: row.from,
            to: row.to,
            by: 'timer',
            actor: timerActor(machine, row.event),
            reason: `${row.deadline} passed`,
            at: now,
          }));
          await recordChanges(tx, machine, changes);
          if (rows.length && options.within) await options.within(tx, { event: row.event, rows, now });
          return rows;
        });
        for (const subject of batch)
          moved.push({ event: row.event, from: row.from, to: row.to, row: subject });
        if (batch.length < batchSize) break;
      }
    }
    return moved;
  };
}

/** How many subjects each event moved, for logs and tests. */
export function countByEvent<M extends AnyMachine>(moved: readonly Moved<M, unknown>[]) {
  const counts: Partial<Record<EventOf<M>, number>> = {};
  for (const { event } of moved) counts[event as EventOf<M>] = (counts[event as EventOf<M>] ?? 0) + 1;
  return counts;
}
