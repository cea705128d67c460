import type { InferInsertModel, InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type InsertOptions, insertRows, type Writer } from './insert-rows';
import { uniqueNumber } from './unique-number';

type Row<T extends PgTable> = InferInsertModel<T>;

/**
 * What a caller gives a factory: plain column values (or SQL computing one, such as a search vector),
 * of which `Needed` (the references a row cannot do without, such as a service's owner) must be
 * given; every other column has a default.
 */
export type Overrides<T extends PgTable, Needed extends keyof Row<T> = never> = {
  [K in keyof Row<T>]?: Row<T>[K] | SQL;
} & Pick<Row<T>, Needed>;

export type Factory<T extends PgTable, Needed extends keyof Row<T> = never> = {
  /** The row that would be written, defaults filled in, without writing it. */
  build(overrides: Overrides<T, Needed>): Row<T>;
  /** Writes one row and answers it as stored. */
  one(db: Writer, overrides: Overrides<T, Needed>): Promise<InferSelectModel<T>>;
  /** Writes many rows in a few statements and answers them as stored, in the order given. */
  many(db: Writer, list: Overrides<T, Needed>[], options?: InsertOptions): Promise<InferSelectModel<T>[]>;
};

/**
 * A factory of rows of `table`: `defaults(n)` gives the columns a caller may leave out, `n` being a
 * number unique in the process for codes, slugs and addresses. `key` names a unique column, by
 * which stored rows are answered in the order they were given; `complete` fills in columns derived
 * from others (a review's rating from its stars).
 */
export function defineFactory<T extends PgTable, Needed extends keyof Row<T> = never>(
  table: T,
  defaults: (n: number) => Partial<Row<T>>,
  options: {
    key?: (row: Row<T> | InferSelectModel<T>) => unknown;
    complete?: (row: Row<T>) => Row<T>;
  } = {},
): Factory<T, Needed> {
  const { key: keyOf, complete = (row) => row } = options;
  const build = (overrides: Overrides<T, Needed>) =>
    complete({ ...defaults(uniqueNumber()), ...overrides } as Row<T>);
  const many = async (
    db: Writer,
    list: Overrides<T, Needed>[],
    options?: InsertOptions,
  ): Promise<InferSelectModel<T>[]> => {
    const rows = list.map(build);
    const stored = await insertRows(db, table, rows, options);
    if (!keyOf) return stored;
    const byKey = new Map<unknown, InferSelectModel<T>>(stored.map((row) => [keyOf(row), row]));
    return rows.flatMap((row) => {
      const found = byKey.get(keyOf(row));
      return found ? [found] : [];
    });
  };
  return {
    build,
    many,
    one: async (db, overrides) => {
      const [row] = await many(db, [overrides]);
      if (!row) throw new Error('the row was not written');
      return row;
    },
  };
}
