import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { Config } from '@wasla/config';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type DatabaseHandle, IN_MEMORY, openPglite, openPostgres } from './db/client';
import { applyMigrations } from './db/migrate';
import { memoryAttemptCounter, redisAttemptCounter } from './lib/attempt-counter';
import { errors } from './lib/http/app-error';
import { apiCacheControl } from './lib/http/cache-control';
import { registerErrorHandling } from './lib/http/error-handler';
import { createJsonCache, type JsonCache } from './lib/http/json-cache';
import { registerRequestContext } from './lib/http/request-context';
import { createSealedBox } from './lib/sealed-box';
import { createSweeper } from './lib/sweeper';
import { createAccountService } from './modules/auth/account.service';
import { registerAccountChangeRoutes } from './modules/auth/account-changes.routes';
import { createAccountChangesService } from './modules/auth/account-changes.service';
import { createAccountRecordsRepository } from './modules/auth/account-records.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthGuards } from './modules/auth/auth-guard';
import { createCodeLimits } from './modules/auth/code-limits';
import { createCodesRepository } from './modules/auth/codes.repository';
import { createCodesService } from './modules/auth/codes.service';
import { createIdentityProof } from './modules/auth/identity-proof';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { registerProfileRoutes } from './modules/auth/profile.routes';
import { createProfileService } from './modules/auth/profile.service';
import { registerRecoveryRoutes } from './modules/auth/recovery.routes';
import { createRecoveryService } from './modules/auth/recovery.service';
import { createSessionService } from './modules/auth/session.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createIdTokenVerifier, providerSettingsFrom } from './modules/auth/social/id-token-verifier';
import { registerSocialAuthRoutes } from './modules/auth/social/social-auth.routes';
import { createSocialAuthService } from './modules/auth/social/social-auth.service';
import { createSocialIdentitiesRepository } from './modules/auth/social/social-identities.repository';
import { registerTwoFactorRoutes } from './modules/auth/two-factor.routes';
import { createTwoFactorService } from './modules/auth/two-factor.service';
import { createUsersRepository } from './modules/auth/users.repository';
import { createCategoriesRepository } from './modules/catalogue/categories.repository';
import { registerCategoryRoutes } from './modules/catalogue/categories.routes';
import { createCategoriesService } from './modules/catalogue/categories.service';
import { createContentRepository } from './modules/catalogue/content.repository';
import { registerContentRoutes } from './modules/catalogue/content.routes';
import { createContentService } from './modules/catalogue/content.service';
import { createGeographyRepository } from './modules/catalogue/geography.repository';
import { registerGeographyRoutes } from './modules/catalogue/geography.routes';
import { createGeographyService } from './modules/catalogue/geography.service';
import { registerReferenceRoutes } from './modules/catalogue/reference.routes';
import { createFavoritesRepository } from './modules/favorites/favorites.repository';
import { registerFavoriteRoutes } from './modules/favorites/favorites.routes';
import { createFavorites } from './modules/favorites/favorites.service';
import { createTargetsRepository } from './modules/favorites/targets.repository';
import { createFeedbackRepository } from './modules/feedback/feedback.repository';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { registerAvatarRoutes } from './modules/media/avatar.routes';
import { createAvatarService } from './modules/media/avatar.service';
import { registerMediaRoutes } from './modules/media/media.routes';
import { createMediaStore } from './modules/media/media-store';
import { registerDevMailboxRoutes } from './modules/messaging/dev-mailbox.routes';
import { createMessenger } from './modules/messaging/messenger';
import { createOutboxRepository } from './modules/messaging/outbox.repository';
import { createNetworkRepository } from './modules/network/network.repository';
import { registerNetworkRoutes } from './modules/network/network.routes';
import { createNetwork } from './modules/network/network.service';
import { createPlansRepository } from './modules/plans/plans.repository';
import { createProviderCardsRepository } from './modules/providers/provider-cards.repository';
import { createProviderListingRepository } from './modules/providers/provider-listing.repository';
import { registerProviderListingRoutes } from './modules/providers/provider-listing.routes';
import { createProviderListing } from './modules/providers/provider-listing.service';
import { createProviderPageRepository } from './modules/providers/provider-page.repository';
import { registerProviderPageRoutes } from './modules/providers/provider-page.routes';
import { createProviderPage } from './modules/providers/provider-page.service';
import { createProviderSitemapRepository } from './modules/providers/provider-sitemap.repository';
import { createReportsRepository } from './modules/reports/reports.repository';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { createReports } from './modules/reports/reports.service';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { createSearchRepository } from './modules/search/search.repository';
import { registerSearchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { createListingFreshness } from './modules/services/listing-freshness';
import { createServiceAccess } from './modules/services/service-access';
import { createServiceCardsRepository } from './modules/services/service-cards.repository';
import { createServiceDrafts } from './modules/services/service-drafts.service';
import { createServiceEditor } from './modules/services/service-editor.service';
import { createServiceListingRepository } from './modules/services/service-listing.repository';
import { registerServiceListingRoutes } from './modules/services/service-listing.routes';
import { createServiceListing } from './modules/services/service-listing.service';
import { registerServiceMediaRoutes } from './modules/services/service-media.routes';
import { createServiceMedia } from './modules/services/service-media.service';
import { createServicePageRepository } from './modules/services/service-page.repository';
import { registerServicePageRoutes } from './modules/services/service-page.routes';
import { createServicePage } from './modules/services/service-page.service';
import { createServicePartsRepository } from './modules/services/service-parts.repository';
import { registerServicePartRoutes } from './modules/services/service-parts.routes';
import { createServiceParts } from './modules/services/service-parts.service';
import { createServiceSitemapRepository } from './modules/services/service-sitemap.repository';
import { createServiceStatus } from './modules/services/service-status.service';
import { createServiceSweeper } from './modules/services/service-sweeper';
import { registerServiceTranslationRoutes } from './modules/services/service-translation.routes';
import { createServicesRepository } from './modules/services/services.repository';
import { registerServiceRoutes } from './modules/services/services.routes';
import { registerSitemapRoutes } from './modules/services/sitemap.routes';
import { createTranslator } from './modules/translation/translator';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Serialised catalogue replies; cleared by whatever changes categories or their counts. */
    catalogueCache: JsonCache;
    /** Serialised search and listing replies; cleared whenever a listed service changes. */
    listingCache: JsonCache;
    /** Applies every due timed transition once; the server also runs it on an interval. */
    sweep: () => Promise<void>;
  }
}

export const API_PREFIX = '/api/v1';
const CATALOGUE_CACHE_TTL_MS = 60_000;
const LISTING_CACHE_TTL_MS = 30_000;

export type BuildOptions = {
  /** An already opened and migrated database (tests); otherwise the app opens and migrates its own. */
  database?: DatabaseHandle;
};

export async function openDatabaseFor(config: Config): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(config.DATA_DIR === IN_MEMORY ? IN_MEMORY : `${config.DATA_DIR}/db`);
  await applyMigrations(handle);
  return handle;
}

/** The whole API as a Fastify instance that is not listening yet, so tests can `inject` into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // A client that trickles its headers or body (slow-loris) is cut off instead of holding a socket.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks the two deadlines on this interval (30 s by default): often enough to hold them.
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabaseFor(config));
  app.decorate('database', database);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  app.addHook('onClose', async () => {
    redis?.disconnect();
    if (ownsDatabase) await database.close();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('cache-control', apiCacheControl(request, reply.getHeader('cache-control')));
  });

  // Quick brotli for dynamic replies; static assets are compressed once at build time at full strength.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Pages set their own Content-Security-Policy (with per-request nonces); the API serves only JSON.
  // The referrer policy is the browsers' own default rather than helmet's `no-referrer`: under
  // `no-referrer` a form sent before scripts run carries `Origin: null`, and the pages' cross-site
  // check then refuses it. Other sites still get only our origin.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  registerRequestContext(app, config.API_KEY);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wasla API',
        version: '1.0.0',
        description: 'Services marketplace API. Every call under /api/v1 needs the X-Api-Key header.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  const cache = createJsonCache(CATALOGUE_CACHE_TTL_MS);
  app.decorate('catalogueCache', cache);
  const db = database.db;
  const categories = createCategoriesService(createCategoriesRepository(db));
  const geography = createGeographyService(createGeographyRepository(db));
  const content = createContentService(createContentRepository(db));
  const feedback = createFeedbackService(createFeedbackRepository(db));
  const outbox = createOutboxRepository(db);
  const messenger = createMessenger(outbox, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const sessions = createSessionService(createSessionsRepository(db));
  const attempts = redis ? redisAttemptCounter(redis, config.REDIS_PREFIX) : memoryAttemptCounter();
  const codeLimits = createCodeLimits(attempts, {
    sendsPerHour: config.CODE_SENDS_PER_CLIENT_PER_HOUR,
    failuresPerHour: config.CODE_FAILURES_PER_CLIENT_PER_HOUR,
  });
  const codes = createCodesService(
    createCodesRepository(db),
    messenger,
    config.AUTH_SECRET,
    codeLimits,
    (error) => app.log.error({ err: error }, 'a one-time code could not be delivered'),
  );
  const users = createUsersRepository(db);
  const throttle = createLoginThrottle(attempts);
  const accounts = createAccountService(users, sessions, codes, throttle);
  const confirmIdentity = createIdentityProof(codes, throttle);
  const twoFactor = createTwoFactorService({
    users,
    sessions,
    codes,
    attempts,
    confirmIdentity,
    box: createSealedBox(config.AUTH_SECRET, 'totp-key'),
  });
  const recovery = createRecoveryService(users, codes, sessions, throttle);
  const accountChanges = createAccountChangesService({
    users,
    records: createAccountRecordsRepository(db),
    sessions,
    codes,
    messenger,
    throttle,
    confirmIdentity,
  });
  const social = createSocialAuthService({
    verifier: createIdTokenVerifier(providerSettingsFrom(config)),
    identities: createSocialIdentitiesRepository(db),
    users: createUsersRepository(db),
    sessions,
    codes,
  });
  const guards = createAuthGuards(sessions);
  const media = await createMediaStore(config.DATA_DIR);
  app.addHook('onClose', () => media.close());
  registerMediaRoutes(app, media);

  // Listings and search change with every publish; their cached replies live shorter and are dropped
  // on each change to a listed service (the catalogue cache too, for the category counts).
  const listingCache = createJsonCache(LISTING_CACHE_TTL_MS);
  app.decorate('listingCache', listingCache);
  const listings = createListingFreshness(db, () => {
    cache.clear();
    listingCache.clear();
  });
  // Cards show the provider's name, photo and place: a profile change drops the cached listings too.
  const profile = createProfileService(createUsersRepository(db), () => listingCache.clear());
  const avatars = createAvatarService(createUsersRepository(db), media, () => listingCache.clear());
  const servicesRepo = createServicesRepository(db);
  const serviceParts = createServicePartsRepository(db);
  const plans = createPlansRepository(db);
  const serviceAccess = createServiceAccess(servicesRepo, serviceParts);
  const serviceDrafts = createServiceDrafts(servicesRepo, plans, serviceAccess, listings);
  const serviceEditor = createServiceEditor(servicesRepo, serviceParts, serviceAccess, listings);
  const serviceStatus = createServiceStatus(servicesRepo, serviceAccess, listings);
  const servicePartsService = createServiceParts(servicesRepo, serviceParts, serviceAccess);
  const serviceMedia = createServiceMedia({
    repo: servicesRepo,
    parts: serviceParts,
    plans,
    access: serviceAccess,
    store: media,
  });
  const search = createSearchService(createSearchRepository(db));
  const serviceCards = createServiceCardsRepository(db);
  const serviceListing = createServiceListing(createServiceListingRepository(db, serviceCards));
  const reviews = createReviewsRepository(db);
  const servicePage = createServicePage({
    page: createServicePageRepository(db),
    cards: serviceCards,
    parts: serviceParts,
    reviews,
  });
  const providerCards = createProviderCardsRepository(db);
  const providerPageRepo = createProviderPageRepository(db, serviceCards);
  const providerListing = createProviderListing(
    createProviderListingRepository(db, providerCards),
    providerPageRepo,
  );
  const providerPage = createProviderPage({ page: providerPageRepo, cards: providerCards, reviews });
  const targets = createTargetsRepository(db);
  const favorites = createFavorites({
    repo: createFavoritesRepository(db),
    targets,
    serviceCards,
    providerCards,
  });
  const reports = createReports(createReportsRepository(db), targets);
  const network = createNetwork(createNetworkRepository(db), targets);
  const translator = createTranslator({ url: config.TRANSLATE_URL, apiKey: config.TRANSLATE_API_KEY });

  const sweeper = createSweeper([createServiceSweeper(db, listings)], app.log);
  app.decorate('sweep', sweeper.runOnce);
  app.addHook('onReady', async () => sweeper.start(config.SWEEP_INTERVAL_MS));
  app.addHook('onClose', () => sweeper.stop());

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.RATE_LIMIT_MAX,
        timeWindow: config.RATE_LIMIT_WINDOW_MS,
        ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rate:`, skipOnError: true } : {}),
        errorResponseBuilder: () => errors.rateLimited(),
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      registerCategoryRoutes(api, categories, cache);
      registerGeographyRoutes(api, geography, cache);
      registerReferenceRoutes(api, cache);
      registerContentRoutes(api, content);
      registerFeedbackRoutes(api, feedback);
      registerAuthRoutes(api, { accounts, sessions, guards });
      registerSocialAuthRoutes(api, social);
      registerProfileRoutes(api, profile, guards);
      registerTwoFactorRoutes(api, twoFactor, guards);
      registerRecoveryRoutes(api, recovery);
      registerAccountChangeRoutes(api, accountChanges, guards, {
        accountClosed: async (formerAvatar) => {
          if (formerAvatar) await media.remove('avatars', formerAvatar);
        },
      });
      await registerAvatarRoutes(api, avatars, guards);
      registerServiceRoutes(api, {
        drafts: serviceDrafts,
        editor: serviceEditor,
        status: serviceStatus,
        guards,
      });
      registerServicePartRoutes(api, { parts: servicePartsService, repo: servicesRepo, guards });
      await registerServiceMediaRoutes(api, serviceMedia, guards);
      registerServiceTranslationRoutes(api, { translator, access: serviceAccess, guards });
      registerSearchRoutes(api, search, listingCache);
      registerServiceListingRoutes(api, serviceListing, listingCache);
      registerServicePageRoutes(api, { page: servicePage, guards, cache: listingCache });
      registerProviderListingRoutes(api, { listing: providerListing, guards, cache: listingCache });
      registerProviderPageRoutes(api, { page: providerPage, guards });
      registerFavoriteRoutes(api, { favorites, guards });
      registerReportRoutes(api, { reports, guards });
      registerNetworkRoutes(api, { network, guards });
      registerSitemapRoutes(api, {
        services: createServiceSitemapRepository(db),
        providers: createProviderSitemapRepository(db),
      });
      if (config.DEV_MAILBOX) registerDevMailboxRoutes(api, outbox);
    },
    { prefix: API_PREFIX },
  );

  return app;
}
