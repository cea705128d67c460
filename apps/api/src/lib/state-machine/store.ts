import {
  type AnyMachine,
  cleared,
  type DeadlineKind,
  type DeadlineOf,
  type StateOf,
} from '@wasla/shared/state-machine/machine';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Where a machine's subjects live: the table, its id and status columns, the column of each deadline,
 * which rows take part (not deleted), and what every change also sets (a last-changed time).
 */
export type MachineStore<M extends AnyMachine, T extends PgTable = PgTable> = {
  machine: M;
  table: T;
  id: AnyPgColumn;
  status: AnyPgColumn;
  deadlines: Record<DeadlineOf<M>, AnyPgColumn>;
  live?: SQL;
  touch?: () => Record<string, unknown>;
};

/** Checks at start-up that every column named belongs to the table, so a typo fails loudly. */
export function defineStore<M extends AnyMachine, T extends PgTable>(store: MachineStore<M, T>) {
  const columns = Object.values(getTableColumns(store.table));
  const named = [store.id, store.status, ...Object.values<AnyPgColumn>(store.deadlines)];
  for (const column of named) {
    if (!columns.includes(column)) throw new Error(`column ${column.name} is not in the machine's table`);
  }
  return store;
}

/** The property name Drizzle gives a column, as `update().set()` and selected rows use it. */
export function fieldOf(store: MachineStore<AnyMachine>, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(store.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in the machine's table`);
  return entry[0];
}

/** The values that move a subject to `to` and empty the deadlines the row clears. */
export function movedValues<M extends AnyMachine>(
  store: MachineStore<M>,
  to: StateOf<M>,
  clears: readonly DeadlineOf<M>[] | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = { [fieldOf(store, store.status)]: to, ...store.touch?.() };
  for (const name of clears ?? []) values[fieldOf(store, store.deadlines[name])] = null;
  return values;
}

/** A subject's state and deadlines as the pure helpers read them (see `dueSteps`). */
export function timedSubjectOf<M extends AnyMachine>(store: MachineStore<M>, row: Record<string, unknown>) {
  const deadlines = {} as Record<DeadlineOf<M>, Date | string | null>;
  for (const [name, column] of Object.entries<AnyPgColumn>(store.deadlines)) {
    deadlines[name as DeadlineOf<M>] = (row[fieldOf(store, column)] as Date | string | null) ?? null;
  }
  return { status: row[fieldOf(store, store.status)] as StateOf<M>, deadlines: cleared(deadlines, []) };
}

/**
 * The SQL twin of `isDue`: a timestamp is due once reached, a date from its first moment or once its
 * day is over, in UTC. Written with casts so that either Drizzle mode of the column works.
 */
export function dueCondition(kind: DeadlineKind, column: AnyPgColumn, now: Date): SQL {
  if (kind === 'instant') return sql`${column} <= ${now.toISOString()}::timestamptz`;
  const today = now.toISOString().slice(0, 10);
  return kind === 'first_day' ? sql`${column} <= ${today}::date` : sql`${column} < ${today}::date`;
}
