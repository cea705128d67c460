import { openDatabaseFor } from '@wasla/api/db/open-database';
import { users } from '@wasla/api/db/schema/accounts';
import { createRandom } from '@wasla/api/db/seed/marketplace/random';
import { refreshRatings } from '@wasla/api/db/seed/marketplace/reviews';
import { seedDemoMarketplaceIn } from '@wasla/api/db/seed/marketplace/seed-marketplace';
import { seedDemoData } from '@wasla/api/db/seed/seed';
import { recountListings } from '@wasla/api/modules/services/listing-counts.repository';
import { loadConfig } from '@wasla/config';
import { like, sql } from 'drizzle-orm';
import { benchTarget, createDatabaseIfMissing } from './bench-database';
import { readCatalogueSource } from './catalogue-source';
import { insertProviders } from './insert-providers';
import { insertServiceBatch } from './insert-services';
import { GENERATED_EMAIL_DOMAIN, planProviders } from './plan-providers';
import { planReviewsOf } from './plan-reviews';
import { createServicePlanner, type GeneratedService } from './plan-services';
import { verifyListingFacts } from './verify-listing-facts';

/**
 * `npm run bench:catalogue`: fills the benchmark database (see bench-database.ts) up to
 * BENCH_SERVICES listed services (100,000 by default) from BENCH_PROVIDERS providers (one for every
 * twenty services), with reviews, on top of the seeded catalogue and demo marketplace. Deterministic:
 * the same seeds draw the same catalogue. Does nothing when the database already lists enough.
 */
const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? Math.ceil(SERVICES / 20));
const SEEDS = { providers: 100_001, services: 100_002, reviews: 100_003, sample: 100_004 };
const BATCH = 1_000;

const target = benchTarget();
if (target.env.DATABASE_URL) await createDatabaseIfMissing(target.env.DATABASE_URL);
const config = loadConfig(process.env, { ...target.env, LOG_LEVEL: 'silent' });
const handle = await openDatabaseFor(config);
const db = handle.db;
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const log = (message: string) => console.error(`[catalogue ${elapsed()}] ${message}`);

const listedCount = async () =>
  Number(
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from services where status in ('open', 'holiday') and deleted_at is null`,
      )
    ).rows[0]!.n,
  );

await seedDemoData(db);
await seedDemoMarketplaceIn(db, config);
const listedBefore = await listedCount();
if (listedBefore >= SERVICES) {
  log(`${target.label} already lists ${listedBefore} services`);
  await handle.close();
  process.exit(0);
}
const partial = await db
  .select({ id: users.id })
  .from(users)
  .where(like(users.email, `%@${GENERATED_EMAIL_DOMAIN}`))
  .limit(1);
if (partial.length) {
  throw new Error(
    `${target.label} holds a partly generated catalogue (${listedBefore} listed): drop it and run again`,
  );
}

const now = new Date();
const source = await readCatalogueSource(db);
const providers = planProviders(createRandom(SEEDS.providers), PROVIDERS, source, now);
const providerIds = await insertProviders(db, providers);
log(`${providers.length} providers`);

const nextService = createServicePlanner(createRandom(SEEDS.services), source, providers, now);
const reviewRandom = createRandom(SEEDS.reviews);
const serviceIds: number[] = [];
let listed = listedBefore;
let reviewCount = 0;
while (listed < SERVICES) {
  const batch: GeneratedService[] = [];
  while (batch.length < BATCH && listed < SERVICES) {
    const service = nextService();
    batch.push(service);
    if (service.status !== 'closed') listed++;
  }
  const reviews = batch.map((s) => planReviewsOf(reviewRandom, s, providers, source.content.texts, now));
  reviewCount += reviews.reduce((sum, list) => sum + list.length, 0);
  serviceIds.push(...(await insertServiceBatch(db, batch, reviews, providerIds, source.tagNames)));
  if (serviceIds.length % 10_000 < BATCH) log(`${serviceIds.length} services, ${reviewCount} reviews`);
}

// Planner statistics of the loaded tables first: the recounts below pick their indexes from them.
await db.execute(sql`analyze`);
// Ratings and counts as the app keeps them: the seed's rating refresh, the listing recount.
for (let start = 0; start < serviceIds.length; start += 10_000) {
  await refreshRatings(db, serviceIds.slice(start, start + 10_000), start === 0 ? providerIds : []);
}
await recountListings(db, [
  ...providerIds.map((userId) => ({ userId, categoryIds: [] })),
  { userId: providerIds[0]!, categoryIds: source.catalogue.allCategoryIds },
]);
log('ratings and counts');
const sample = createRandom(SEEDS.sample).sample(serviceIds, 200);
await verifyListingFacts(db, sample);
log(`${sample.length} sampled services equal what refreshListingFacts writes`);
// As autovacuum would do soon after such a load: planner statistics and the visibility map.
await db.execute(sql`vacuum analyze`);
log(
  `${target.label}: ${await listedCount()} listed services, ${serviceIds.length} generated, ` +
    `${providers.length} providers, ${reviewCount} reviews`,
);
await handle.close();
