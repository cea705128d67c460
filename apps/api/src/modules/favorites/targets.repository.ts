import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What favourites, reports and follows point at, looked up by id, deleted or not: the callers decide
 * with lib/policy/visibility.ts whether the target is shown to them.
 */
export function createTargetsRepository(db: Database) {
  return {
    service: async (id: number) => {
      const rows = await db.execute<{ id: number; user_id: number; status: string; deleted_at: Date | null }>(
        sql`select id, user_id, status, deleted_at from services where id = ${id}`,
      );
      return rows.rows[0];
    },

    account: async (id: number) => {
      const rows = await db.execute<{ id: number; deleted_at: Date | null }>(
        sql`select id, deleted_at from users where id = ${id}`,
      );
      return rows.rows[0];
    },
  };
}

export type TargetsRepository = ReturnType<typeof createTargetsRepository>;
