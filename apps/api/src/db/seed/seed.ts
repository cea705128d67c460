import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedCategories, seedFaqs, seedGeography, seedPaidFeatures } from './catalogue-seed';

/** The demo data of the product. Safe to run again: it upserts and never duplicates. */
export async function seedDemoData(db: Database) {
  await db.transaction(async (tx) => {
    await seedGeography(tx as unknown as Database);
    await seedCategories(tx as unknown as Database);
    await seedFaqs(tx as unknown as Database);
    await seedPaidFeatures(tx as unknown as Database);
  });
}

/** `npm start` seeds once: only a database without any category is considered empty. */
export async function isCatalogueEmpty(db: Database) {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from categories) as empty`,
  );
  return result.rows[0]?.empty === true;
}
