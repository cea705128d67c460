import type { Language } from '@wasla/shared/languages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountFactory, serviceFactory } from '../db/factories';
import type { users } from '../db/schema/accounts';
import { currencies } from '../db/schema/catalogue';
import { refreshListingFacts } from '../modules/search/search-document.repository';
import { recountListings } from '../modules/services/listing-counts.repository';

/**
 * Listed services written straight to the database through the factories, for discovery tests
 * that need many of them with chosen names, prices and dates; the publishing flow itself is tested
 * through the API. They are left as publishing leaves them: search document, lowest price and
 * counts refreshed, cached listings cleared. Only the test app's `app` is read, so the journeys'
 * control server can list services too.
 */
type TestApp = { app: FastifyInstance };

/** An account with a name, to own services or write reviews; `extra` sets any other column. */
export function insertProvider(t: TestApp, name: string, extra: Partial<typeof users.$inferInsert> = {}) {
  return accountFactory.one(t.app.database.db, { name, ...extra });
}

export type ListedServiceInput = {
  userId: number;
  names: Partial<Record<Language, string>>;
  descriptions?: Partial<Record<Language, string>>;
  mainCategoryId: number;
  categoryId?: number | null;
  type?: 'provided' | 'requested';
  status?: 'open' | 'holiday' | 'closed';
  currency?: string;
  /** Minor units of the currency; several make basic, standard and premium plans. */
  prices?: (number | bigint)[];
  deliveryDays?: number;
  rating?: string;
  publishedAt?: Date;
  place?: { countryId: number | null; stateId?: number | null; cityId?: number | null };
};

export async function insertListedService(t: TestApp, input: ListedServiceInput) {
  const db = t.app.database.db;
  const [currency] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, input.currency ?? 'AED'));
  const prices = (input.prices ?? [15_000]).map(BigInt);
  const tiers = prices.length > 1 ? (['basic', 'standard', 'premium'] as const) : (['individual'] as const);
  const row = await serviceFactory.one(db, {
    userId: input.userId,
    type: input.type ?? 'provided',
    status: input.status ?? 'open',
    name: input.names,
    description: input.descriptions ?? {},
    mainCategoryId: input.mainCategoryId,
    categoryId: input.categoryId ?? null,
    currencyId: currency!.id,
    pricing: prices.length > 1 ? 'plans' : 'individual',
    rating: input.rating ?? '0',
    publishedAt: input.publishedAt ?? new Date(),
    budgets: tiers.map((tier, i) => ({
      tier,
      price: prices[i] ?? prices[0]!,
      deliveryDays: (input.deliveryDays ?? 3) + i,
    })),
    media: [{ kind: 'image', isMain: true }],
    places: input.place ? [{ stateId: null, cityId: null, ...input.place }] : [],
  });
  await refreshListingFacts(db, row.id);
  await recountListings(db, [
    { userId: input.userId, categoryIds: [input.mainCategoryId, input.categoryId ?? null] },
  ]);
  t.app.catalogueCache.clear();
  t.app.listingCache.clear();
  return row;
}

/** A main category with children, and its first child, from the seeded tree. */
export async function categoryPair(t: TestApp, index = 0) {
  const rows = await t.app.database.db.execute<{ main: number; sub: number }>(sql`
    select m.id as main, min(c.id) as sub from categories m join categories c on c.parent_id = m.id
    where m.parent_id is null group by m.id order by m.id offset ${index} limit 1`);
  return { mainId: rows.rows[0]!.main, subId: rows.rows[0]!.sub };
}
