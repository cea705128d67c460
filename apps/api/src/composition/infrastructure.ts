import type { Config } from '@wasla/config';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, DatabaseHandle } from '../db/client';
import { openDatabaseFor } from '../db/open-database';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from '../lib/attempt-counter';
import { createCacheBus } from '../lib/cache-bus';
import { createJsonCache, type JsonCache } from '../lib/http/json-cache';
import { createMemoCache, type MemoCache } from '../lib/memo-cache';
import type { MediaStore } from '../modules/media/media-store';
import { openMediaStore } from '../modules/media/open-media-store';
import type { SearchHits } from '../modules/search/search.service';
import type { ListingPage } from '../modules/services/service-listing.service';

const CATALOGUE_CACHE_TTL_MS = 60_000;
const LISTING_CACHE_TTL_MS = 30_000;
/** Totals only go stale through a change, which clears them: kept longer than the replies. */
const LISTING_TOTALS_TTL_MS = 300_000;
const LISTING_PAGES_KEPT = 2_000;

/** What every module may be handed: the real components, opened once per app. */
export type Infrastructure = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  redis?: Redis;
  attempts: AttemptCounter;
  media: MediaStore;
  log: FastifyBaseLogger;
  caches: {
    /** Serialised catalogue replies; cleared by whatever changes categories or their counts. */
    catalogue: JsonCache;
    /**
     * Serialised search and listing replies. Listings change with every publish, so they live shorter
     * and are dropped on each change to a listed service (the catalogue's too, for category counts).
     */
    listing: JsonCache;
    /** Minor units of each currency by code, as the listings convert typed prices. */
    currencyUnits: MemoCache<Map<string, number>>;
    /** How many services each listing's filters match (service-listing.service.ts). */
    listingTotals: MemoCache<number>;
    /** What each search text found, for every language at once (search.service.ts). */
    searchHits: MemoCache<SearchHits>;
    /** Each listing page's cards, for every language at once (service-listing.service.ts). */
    listingPages: MemoCache<ListingPage>;
  };
};

/**
 * Opens the database (unless one is handed in, as tests do), Redis, the media store and the caches
 * (kept true across instances by the cache bus), and closes what it opened when the app closes.
 */
export async function openInfrastructure(
  app: FastifyInstance,
  config: Config,
  given?: DatabaseHandle,
): Promise<Infrastructure> {
  const database = given ?? (await openDatabaseFor(config));
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  const media = await openMediaStore(config);
  // With Redis, clearing a cache clears it in every instance (decision 0020).
  const bus = await createCacheBus({ redis, prefix: config.REDIS_PREFIX, log: app.log });
  app.addHook('onClose', async () => {
    await media.close();
    await bus.close();
    redis?.disconnect();
    if (!given) await database.close();
  });
  return {
    config,
    database,
    db: database.db,
    redis,
    attempts: redis ? redisAttemptCounter(redis, config.REDIS_PREFIX) : memoryAttemptCounter(),
    media,
    log: app.log,
    caches: {
      catalogue: bus.shared('catalogue', createJsonCache(CATALOGUE_CACHE_TTL_MS)),
      // The currencies' minor units, read by every listing; cleared with the catalogue (same name).
      currencyUnits: bus.shared('catalogue', createMemoCache<Map<string, number>>(CATALOGUE_CACHE_TTL_MS)),
      // Many replies, each asked by few (every filter, page, language and currency): compressed faster.
      listing: bus.shared('listing', createJsonCache(LISTING_CACHE_TTL_MS, { brotliQuality: 5 })),
      // How many services each set of filters matches; cleared with the listing replies (same name).
      listingTotals: bus.shared('listing', createMemoCache<number>(LISTING_TOTALS_TTL_MS)),
      // What a text found, in every language; cleared with the search replies (same name).
      searchHits: bus.shared('listing', createMemoCache<SearchHits>(LISTING_CACHE_TTL_MS)),
      // A page's cards in every language; cleared with the listing replies (same name, same scopes).
      // Fewer than the replies (a page of rows weighs some tens of kilobytes): the languages of one
      // page are asked within moments of each other, or not at all.
      listingPages: bus.shared(
        'listing',
        createMemoCache<ListingPage>(LISTING_CACHE_TTL_MS, LISTING_PAGES_KEPT),
      ),
    },
  };
}
