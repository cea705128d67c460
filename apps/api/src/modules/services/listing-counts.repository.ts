import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceShownSql } from '../../lib/policy/visibility';

type Executor = Pick<Database, 'execute'>;

/** Who a listed service counts for: its account and its categories (before and after a change). */
export type ListingRefs = { userId: number; categoryIds: (number | null)[] };

/**
 * A service is listed (found by search, shown in listings and counted) as lib/policy/visibility.ts says.
 * Recounts the listed services of the categories and accounts a change touched. The counts are read
 * on every home page and category tree, so they are stored; recounting only what a change touched
 * keeps a write cheap however large the catalogue grows.
 */
export async function recountListings(executor: Executor, refs: ListingRefs[]) {
  const categoryIds = [...new Set(refs.flatMap((r) => r.categoryIds).filter((id): id is number => !!id))];
  const userIds = [...new Set(refs.map((r) => r.userId))];
  if (categoryIds.length) {
    await executor.execute(sql`
      update categories c set services_count = (
        select count(*) from services s
        where ${serviceShownSql('listed')}
          and (s.category_id = c.id or (s.category_id is null and s.main_category_id = c.id)))
      where c.id in (${sql.join(
        categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
  if (userIds.length) {
    await executor.execute(sql`
      update users u set open_services_count = (
        select count(*) from services s
        where s.user_id = u.id and ${serviceShownSql('listed')})
      where u.id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
}

export const refsOf = (row: {
  userId: number;
  mainCategoryId: number | null;
  categoryId: number | null;
}) => ({
  userId: row.userId,
  categoryIds: [row.mainCategoryId, row.categoryId],
});
