import { randomInt } from 'node:crypto';
import type { Language } from '@wasla/shared/languages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/accounts';
import { currencies } from '../db/schema/catalogue';
import { serviceBudgets, serviceMedia, servicePlaces, services } from '../db/schema/services';
import { refreshListingFacts } from '../modules/search/search-document.repository';
import { recountListings } from '../modules/services/listing-counts.repository';

/**
 * Listed services written straight to the database, for discovery tests that need many of them
 * with chosen names, prices and dates; the publishing flow itself is tested through the API.
 * Only the test app's `app` is read, so the journeys' control server can list services too.
 */
type TestApp = { app: FastifyInstance };

export async function insertProvider(
  t: TestApp,
  name: string,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const n = randomInt(10_000_000, 99_999_999);
  const [row] = await t.app.database.db
    .insert(users)
    .values({ name, code: `W${n}`, slug: `provider-${n}`, email: `p${n}@example.com`, ...extra })
    .returning();
  return row!;
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
  const code = `S${randomInt(10_000_000, 99_999_999)}`;
  const prices = (input.prices ?? [15_000]).map(BigInt);
  const [row] = await db
    .insert(services)
    .values({
      code,
      slug: `service-${code.toLowerCase()}`,
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
    })
    .returning();
  const id = row!.id;
  const tiers = prices.length > 1 ? (['basic', 'standard', 'premium'] as const) : (['individual'] as const);
  await db.insert(serviceBudgets).values(
    tiers.map((tier, i) => ({
      serviceId: id,
      tier,
      price: prices[i] ?? prices[0]!,
      deliveryDays: (input.deliveryDays ?? 3) + i,
    })),
  );
  await db.insert(serviceMedia).values({
    serviceId: id,
    kind: 'image',
    file: `${code.toLowerCase().padEnd(32, '0').slice(0, 32)}.webp`,
    thumb: null,
    mime: 'image/webp',
    isMain: true,
  });
  if (input.place) {
    await db.insert(servicePlaces).values({ serviceId: id, stateId: null, cityId: null, ...input.place });
  }
  await refreshListingFacts(db, id);
  await recountListings(db, [
    { userId: input.userId, categoryIds: [input.mainCategoryId, input.categoryId ?? null] },
  ]);
  t.app.catalogueCache.clear();
  t.app.listingCache.clear();
  return { ...row!, id };
}

/** A main category with children, and its first child, from the seeded tree. */
export async function categoryPair(t: TestApp, index = 0) {
  const rows = await t.app.database.db.execute<{ main: number; sub: number }>(sql`
    select m.id as main, min(c.id) as sub from categories m join categories c on c.parent_id = m.id
    where m.parent_id is null group by m.id order by m.id offset ${index} limit 1`);
  return { mainId: rows.rows[0]!.main, subId: rows.rows[0]!.sub };
}
