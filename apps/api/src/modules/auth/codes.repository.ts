import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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
    /**
     * Reserves one try of a live code before it is compared, in one statement: of any number of
     * racing checks at most `maxTries` get a row back. Answers the tries used, this one included.
     */
    reserveTry: async (id: number, now: Date, maxTries: number) =>
      (
        await db
          .update(oneTimeCodes)
          .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
          .where(
            and(
              eq(oneTimeCodes.id, id),
              lt(oneTimeCodes.attempts, maxTries),
              isNull(oneTimeCodes.consumedAt),
              gt(oneTimeCodes.expiresAt, now),
            ),
          )
          .returning({ attempts: oneTimeCodes.attempts })
      )[0],
    /**
     * Single use: only the first of two racing checks consumes the code. The try it reserved is given
     * back, since a right code is not a wrong try.
     */
    consume: async (id: number, now: Date) =>
      (
        await db
          .update(oneTimeCodes)
          .set({ consumedAt: now, attempts: sql`${oneTimeCodes.attempts} - 1` })
          .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
          .returning({ id: oneTimeCodes.id })
      ).length === 1,
  };
}

export type CodesRepository = ReturnType<typeof createCodesRepository>;
