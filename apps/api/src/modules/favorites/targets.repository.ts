import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What favourites, reports and follows point at (a favourite may also be a deal), looked up by id, deleted or not: the callers decide
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

    /** A deal's parties and stage, for the deal policy: who may keep it among their favourites. */
    deal: async (id: number) => {
      const rows = await db.execute<{
        client_id: number;
        provider_id: number;
        sender_id: number;
        stage: string;
        deleted_at: Date | null;
      }>(sql`select client_id, provider_id, sender_id, stage, deleted_at from deals where id = ${id}`);
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
