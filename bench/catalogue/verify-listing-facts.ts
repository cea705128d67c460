import type { Database } from '@wasla/api/db/client';
import { refreshListingFacts } from '@wasla/api/modules/search/search-document.repository';
import { sql } from 'drizzle-orm';

type Facts = {
  id: number;
  vector: string;
  search_text: string;
  /** Minor units as decimal text: a bigint, compared exactly. */
  min_price: string | null;
  min_delivery_days: number | null;
};

const factsOf = async (db: Pick<Database, 'execute'>, ids: number[]) =>
  (
    await db.execute<Facts>(sql`
      select id, search_vector::text as vector, search_text, min_price::text as min_price, min_delivery_days
      from services where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`)
  ).rows;

class RolledBack extends Error {}

/**
 * The bulk insert must leave every service exactly as the app would: for a sample, runs the app's
 * own `refreshListingFacts` inside a transaction that is rolled back, and fails if any search
 * vector, search text, lowest price or delivery would change.
 */
export async function verifyListingFacts(db: Database, ids: number[]) {
  const before = await factsOf(db, ids);
  let after: Facts[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const id of ids) await refreshListingFacts(tx, id);
      after = await factsOf(tx, ids);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  const differing = before.filter((row, i) => JSON.stringify(row) !== JSON.stringify(after[i]));
  if (differing.length || after.length !== ids.length) {
    throw new Error(
      `${differing.length} of ${ids.length} sampled services differ from refreshListingFacts, e.g. ${differing[0]?.id}`,
    );
  }
  return ids.length;
}
