import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What favourites, reports and follows point at, looked up by id. Deleted services and accounts are
 * gone for all three; the callers decide which statuses of a service they accept.
 */
export function createTargetsRepository(db: Database) {
  return {
    service: async (id: number) => {
      const rows = await db.execute<{ id: number; user_id: number; status: string }>(
        sql`select id, user_id, status from services where id = ${id} and deleted_at is null`,
      );
      return rows.rows[0];
    },

    account: async (id: number) => {
      const rows = await db.execute<{ id: number }>(
        sql`select id from users where id = ${id} and deleted_at is null`,
      );
      return rows.rows[0];
    },
  };
}

export type TargetsRepository = ReturnType<typeof createTargetsRepository>;
