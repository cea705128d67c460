import { like, sql } from 'drizzle-orm';
import { clock } from '../../../lib/clock';
import { hashPassword } from '../../../modules/auth/password-hasher';
import type { MediaStore } from '../../../modules/media/media-store';
import { type MediaSettings, openMediaStore } from '../../../modules/media/open-media-store';
import { createPlansRepository } from '../../../modules/plans/plans.repository';
import { refreshListingFacts } from '../../../modules/search/search-document.repository';
import { recountListings } from '../../../modules/services/listing-counts.repository';
import type { Database } from '../../client';
import { users } from '../../schema/accounts';
import {
  avoidTakenIdentifiers,
  DEMO_EMAIL_DOMAIN,
  insertAccounts,
  planAccounts,
  setAvatars,
} from './accounts';
import { insertArticles } from './articles';
import { readCatalogue } from './catalogue';
import { loadDemoContent } from './demo-content';
import { demoPasswordIn } from './demo-password';
import {
  createSavedFiles,
  EMBLEM_AVATARS,
  GENERIC_PICTURES,
  PERSON_AVATARS,
  PICTURES_PER_CATEGORY,
  renderAvatars,
  renderServicePictures,
} from './media';
import { createRandom } from './random';
import { insertReviews, planReviews, refreshRatings } from './reviews';
import { planServices } from './service-plan';
import { assignServiceCodes, insertServicePictures, insertServices } from './services';
import { insertVisitDays } from './visit-days';

export type MarketplaceSeedResult =
  | { created: false }
  | { created: true; accounts: number; services: number; reviews: number; milliseconds: number };

// Any fixed number will do: it only has to stay the same so that every run draws the same marketplace.
export const DEMO_SEEDS = { accounts: 20_250_101, services: 20_250_202, reviews: 20_250_303 };
// One key for "the demo marketplace is being written": two processes starting on one empty database
// wait for each other instead of both inserting.
const SEED_LOCK = 7_301_942;

const hasDemoAccounts = async (db: Database) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
      .limit(1)
  ).length > 0;

/**
 * Fills an empty marketplace with demo providers, services, pictures and reviews, so that every
 * discovery screen has something true to show. Does nothing once demo accounts exist. The catalogue
 * (categories, tags, geography, currencies) must be seeded first.
 *
 * The rows go in one transaction, in which every service also gets its search document and listing
 * facts and the stored counts are recounted, exactly as publishing through the API leaves them.
 * Pictures are stored in `store` meanwhile; if the transaction fails, they are removed again.
 */
export async function seedDemoMarketplace(
  db: Database,
  store: MediaStore,
  /** The one password of every demo account; never one written in the source (demo-password.ts). */
  password: string,
): Promise<MarketplaceSeedResult> {
  if (await hasDemoAccounts(db)) return { created: false };
  const started = performance.now();
  const now = clock.now();
  const content = loadDemoContent();
  const categoryCount = Object.keys(content.categories).length;
  // Encoding pictures is the slowest part and runs on sharp's threads, so it starts first and goes
  // on while the marketplace is planned and its rows are written; the transaction waits for the
  // stored files only at the end, to point the rows at them.
  const palette = Promise.all([renderServicePictures(categoryCount), renderAvatars()]);
  // Handled at once as well: a failure while other work is awaited must not count as unhandled.
  palette.catch(() => undefined);
  const catalogue = await readCatalogue(db);
  const { servicesLimit } = await createPlansRepository(db).currentPlanOf(0);

  const accountRandom = createRandom(DEMO_SEEDS.accounts);
  const accounts = planAccounts(accountRandom, content.accounts, catalogue, now, {
    people: PERSON_AVATARS,
    emblems: EMBLEM_AVATARS,
  });
  await avoidTakenIdentifiers(db, accountRandom, accounts);

  const serviceRandom = createRandom(DEMO_SEEDS.services);
  const planned = planServices(serviceRandom, content, catalogue, accounts, {
    now,
    servicesLimit,
    picturesOf: (mainIndex) =>
      Array.from({ length: PICTURES_PER_CATEGORY }, (_, i) => mainIndex * PICTURES_PER_CATEGORY + i),
    genericPictures: Array.from(
      { length: GENERIC_PICTURES },
      (_, i) => categoryCount * PICTURES_PER_CATEGORY + i,
    ),
  });
  await assignServiceCodes(db, serviceRandom, planned);
  const reviews = planReviews(createRandom(DEMO_SEEDS.reviews), planned, accounts, content.texts, now);

  // One hash for all: argon2 is slow on purpose, and every demo account shares the password.
  const passwordHash = await hashPassword(password);
  const files = createSavedFiles(store);
  const picturesReady = palette.then(async ([pictures, avatarImages]) => ({
    pictures: await files.servicePictures(
      pictures,
      planned.map((s) => s.pictures),
    ),
    avatarFiles: await files.avatars(
      avatarImages,
      accounts.map((a) => a.avatar),
    ),
  }));
  picturesReady.catch(() => undefined);
  let written: boolean;
  try {
    written = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasDemoAccounts(tx)) return false;
      const accountIds = await insertAccounts(tx, accounts, passwordHash);
      const ownerIds = planned.map((s) => accountIds[s.owner]!);
      const serviceIds = await insertServices(tx, planned, ownerIds, catalogue);
      await insertReviews(tx, reviews, serviceIds, ownerIds, accountIds);
      await refreshRatings(tx, serviceIds, accountIds);
      for (const id of serviceIds) await refreshListingFacts(tx, id);
      await recountListings(tx, [
        ...accountIds.map((userId) => ({ userId, categoryIds: [] })),
        { userId: accountIds[0]!, categoryIds: catalogue.allCategoryIds },
      ]);
      const { pictures, avatarFiles } = await picturesReady;
      await insertServicePictures(tx, serviceIds, pictures);
      await setAvatars(tx, accountIds, avatarFiles);
      await insertArticles(tx, accountIds, now);
      await insertVisitDays(tx, accountIds, now);
      return true;
    });
  } catch (error) {
    await picturesReady.catch(() => undefined);
    await files.removeAll().catch(() => undefined);
    throw error;
  }
  if (!written) {
    await picturesReady.catch(() => undefined);
    await files.removeAll();
    return { created: false };
  }
  return {
    created: true,
    accounts: accounts.length,
    services: planned.length,
    reviews: reviews.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * The same, with a media store of its own: the one the configuration names (the S3 bucket when set,
 * else DATA_DIR's folder), so that the pictures are where the app serves media from. For start-up
 * and the seed command, which run before or beside the app's own store.
 */
export async function seedDemoMarketplaceIn(db: Database, config: MediaSettings) {
  const store = await openMediaStore(config);
  try {
    return await seedDemoMarketplace(db, store, demoPasswordIn(config.DATA_DIR));
  } finally {
    await store.close();
  }
}
