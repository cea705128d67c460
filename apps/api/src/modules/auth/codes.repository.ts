import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema/accounts';

export type CodeRow = typeof oneTimeCodes.$inferSelect;

export function createCodesRepository(db: Database) {
  return {
    add: (row: typeof oneTimeCodes.$inferInsert) => db.insert(oneTimeCodes).values(row),
    latest: async (purpose: string, target: string) =>
      (
        await db
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target)))
          .orderBy(desc(oneTimeCodes.id))
          .limit(1)
      )[0],
    countWrongTry: (id: number) =>
      db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id)),
    /** Single use: only the first of two racing checks consumes the code. */
    consume: async (id: number, now: Date) =>
      (
        await db
          .update(oneTimeCodes)
          .set({ consumedAt: now })
          .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
          .returning({ id: oneTimeCodes.id })
      ).length === 1,
  };
}

export type CodesRepository = ReturnType<typeof createCodesRepository>;
