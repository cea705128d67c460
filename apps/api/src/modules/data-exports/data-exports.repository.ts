import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { dataExports } from '../../db/schema/data-exports';
import type { Executor } from '../../lib/events/record-event';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The SQL of the export rows; the sections' reads are in export-sections.repository.ts. */
export const dataExportsRepository = {
  /**
   * A new export being prepared, or nothing when the account has one already: the partial unique
   * index decides between two requests at the same instant, the second waiting for the first.
   */
  insertPending: async (executor: Executor, userId: number, language: string, now: Date) => {
    const [row] = await executor
      .insert(dataExports)
      .values({ userId, language, requestedAt: now })
      .onConflictDoNothing({ target: dataExports.userId, where: sql`${dataExports.state} = 'requested'` })
      .returning();
    return row;
  },

  pendingOf: async (executor: Executor, userId: number) => {
    const [row] = await executor
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.state, 'requested')));
    return row;
  },

  /** The newest export of the account that did not fail: what the hourly limit counts. */
  lastKept: async (executor: Executor, userId: number) => {
    const [row] = await executor
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), sql`${dataExports.state} <> 'failed'`))
      .orderBy(desc(dataExports.id))
      .limit(1);
    return row;
  },

  latest: async (executor: Executor, userId: number) => {
    const [row] = await executor
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.id))
      .limit(1);
    return row;
  },

  find: async (executor: Executor, id: number) => {
    const [row] = await executor.select().from(dataExports).where(eq(dataExports.id, id));
    return row;
  },

  /** Ready with its file, only if still being prepared: a second worker's late finish changes nothing. */
  markReady: async (
    executor: Executor,
    id: number,
    done: { file: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
  ) => {
    const [row] = await executor
      .update(dataExports)
      .set({ state: 'ready', ...done })
      .where(and(eq(dataExports.id, id), eq(dataExports.state, 'requested')))
      .returning();
    return row;
  },

  markFailed: async (executor: Executor, id: number, at: Date) => {
    const [row] = await executor
      .update(dataExports)
      .set({ state: 'failed', failedAt: at })
      .where(and(eq(dataExports.id, id), eq(dataExports.state, 'requested')))
      .returning();
    return row;
  },

  /** Exports still being prepared that were asked for before `before`: their job never finished. */
  giveUp: (executor: Executor, before: Date, at: Date) =>
    executor
      .update(dataExports)
      .set({ state: 'failed', failedAt: at })
      .where(and(eq(dataExports.state, 'requested'), lt(dataExports.requestedAt, before)))
      .returning({ id: dataExports.id }),

  /** The files past their time, forgotten by their rows; the caller removes them from the disk. */
  releaseExpired: async (executor: Executor, now: Date, limit: number) => {
    const { rows } = await executor.execute<{ id: number; file: string }>(sql`
      with due as (
        select id, file from data_exports
        where file is not null and expires_at <= ${now.toISOString()}::timestamptz
        order by expires_at limit ${limit} for update skip locked)
      update data_exports d set file = null, size_bytes = null from due
      where d.id = due.id
      returning d.id, due.file`);
    return rows;
  },
};

export type DataExportsRepository = typeof dataExportsRepository;
