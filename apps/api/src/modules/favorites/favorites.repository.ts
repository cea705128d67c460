import type { FavoriteToggleType, FavoriteType } from '@wasla/shared/contracts/discovery';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountShownSql, serviceShownSql } from '../../lib/policy/visibility';

/** A favourite still worth showing: its service not deleted nor back to draft, its account alive. */
const SHOWN: Record<FavoriteType, SQL> = {
  service: sql`exists (select 1 from services s where s.id = f.target_id and ${serviceShownSql('public')})`,
  provider: sql`exists (select 1 from users u where u.id = f.target_id and ${accountShownSql('alive')})`,
};

export function createFavoritesRepository(db: Database) {
  return {
    /** Adding twice keeps the first: the favourite stays where it was in "latest" order. */
    add: (userId: number, kind: FavoriteToggleType, targetId: number, at: Date) =>
      db.execute(sql`insert into favorites (user_id, kind, target_id, created_at)
        values (${userId}, ${kind}, ${targetId}, ${at.toISOString()}::timestamptz) on conflict do nothing`),

    remove: (userId: number, kind: FavoriteToggleType, targetId: number) =>
      db.execute(sql`delete from favorites
        where user_id = ${userId} and kind = ${kind} and target_id = ${targetId}`),

    ids: async (userId: number) => {
      const rows = await db.execute<{ kind: string; target_id: number }>(sql`
        select kind, target_id from favorites
        where user_id = ${userId} and kind in ('service', 'provider') order by created_at desc, target_id desc`);
      return rows.rows;
    },

    /** One page of an account's favourites of one kind, with how many there are in all. */
    page: async (
      userId: number,
      kind: FavoriteType,
      sort: 'latest' | 'oldest',
      page: { limit: number; offset: number },
    ) => {
      const where = sql`f.user_id = ${userId} and f.kind = ${kind} and ${SHOWN[kind]}`;
      const order = sort === 'latest' ? sql`desc` : sql`asc`;
      const [rows, counted] = await Promise.all([
        db.execute<{ target_id: number }>(sql`
          select f.target_id from favorites f where ${where}
          order by f.created_at ${order}, f.target_id ${order}
          limit ${page.limit} offset ${page.offset}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from favorites f where ${where}`),
      ]);
      return { ids: rows.rows.map((r) => r.target_id), total: Number(counted.rows[0]?.n ?? 0) };
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
