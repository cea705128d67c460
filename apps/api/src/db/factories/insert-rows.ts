import { getTableColumns, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/** A database or a transaction: factories write inside whatever the caller is already in. */
export type Writer = Pick<Database, 'insert'>;

// PostgreSQL takes at most 65,535 bind parameters in one statement. A row takes one per column it
// sets, and more for a value written as SQL (a search vector takes about twenty), so slices are cut
// at half the limit by column count, which leaves room for those.
const PARAMETERS_PER_STATEMENT = 32_000;

export type InsertOptions = {
  /** Leave out rows that would break a unique index, as `on conflict do nothing`; they are not answered. */
  skipExisting?: boolean;
  /** Rows per statement, when the default (by column count) does not fit a table's SQL values. */
  perStatement?: number;
  /**
   * `false` for a bulk load that does not read the rows back: nothing is answered, and the server
   * does not send them (a tenth of a 100,000-service load).
   */
  returning?: boolean;
};

/**
 * Inserts any number of rows in a few multi-row statements and answers the stored rows, defaults
 * and ids included. PostgreSQL answers them in the order of the values, though it does not promise
 * to: a factory whose table has a unique key puts them back in order by it (`defineFactory`).
 */
export async function insertRows<T extends PgTable>(
  db: Writer,
  table: T,
  rows: InferInsertModel<T>[],
  options: InsertOptions = {},
): Promise<InferSelectModel<T>[]> {
  const columns = Object.keys(getTableColumns(table)).length;
  const perStatement = options.perStatement ?? Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns));
  const stored: InferSelectModel<T>[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const values = db.insert(table).values(rows.slice(start, start + perStatement) as never);
    const insert = options.skipExisting ? values.onConflictDoNothing() : values;
    if (options.returning === false) await insert;
    else stored.push(...((await insert.returning()) as InferSelectModel<T>[]));
  }
  return stored;
}
