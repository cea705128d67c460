import { randomBytes, timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { Config } from '@wasla/config';
import { CHAT_FRAME_MAX_BYTES } from '@wasla/shared/business-constants';
import type { FastifyInstance } from 'fastify';
import { createHttpServer, registerHealthRoutes, registerHttpBasics } from './composition/http-server';
import { registerHttpTracing } from './composition/http-tracing';
import { openInfrastructure } from './composition/infrastructure';
import { registerMetrics } from './composition/metrics';
import { flushTracing, isTracing, startTracing } from './composition/tracing';
import type { DatabaseHandle } from './db/client';
import type { Worker } from './lib/events/worker';
import { errors } from './lib/http/app-error';
import { registerIdempotency } from './lib/http/idempotency/idempotency';
import { createIdempotencyStore, IDEMPOTENCY_TIMES } from './lib/http/idempotency/idempotency-store';
import type { JsonCache } from './lib/http/json-cache';
import type { SweepJob } from './lib/sweeper';
import { registerAccountLookup } from './modules/account-lookup/account-lookup.module';
import { registerAccountTypes } from './modules/account-types/account-types.module';
import { registerAuth } from './modules/auth/auth.module';
import { callerScope } from './modules/auth/caller-scope';
import { registerBlog } from './modules/blog/blog.module';
import { registerCatalogue } from './modules/catalogue/catalogue.module';
import { registerCatalogueAdmin } from './modules/catalogue-admin/catalogue-admin.module';
import { registerChat } from './modules/chat/chat.module';
import { registerDashboard } from './modules/dashboard/dashboard.module';
import { registerDataExports } from './modules/data-exports/data-exports.module';
import { registerDealLookup } from './modules/deal-lookup/deal-lookup.routes';
import { registerDeals } from './modules/deals/deals.module';
import { registerFavorites } from './modules/favorites/favorites.module';
import { registerInvoices } from './modules/invoices/invoices.module';
import { createLedger } from './modules/ledger/ledger';
import { registerLedgerDeskRoutes } from './modules/ledger/ledger-desk.routes';
import { createLedgerDesk } from './modules/ledger/ledger-desk.service';
import { createMarkCounter } from './modules/marks/mark-counter';
import { registerMarks } from './modules/marks/marks.module';
import { registerMedia } from './modules/media/media.module';
import { registerMessaging } from './modules/messaging/messaging.module';
import { registerNetwork } from './modules/network/network.module';
import { registerNotificationMail } from './modules/notification-mail/notification-mail.module';
import { registerNotificationPreferences } from './modules/notification-preferences/preferences.module';
import { registerNotifications } from './modules/notifications/notifications.module';
import { registerOutbox } from './modules/outbox/outbox.module';
import { registerPayments } from './modules/payments/payments.module';
import { registerPayouts } from './modules/payouts/payouts.module';
import { registerPlans } from './modules/plans/plans.module';
import { registerProviders } from './modules/providers/providers.module';
import { registerPush } from './modules/push/push.module';
import { registerReports } from './modules/reports/reports.module';
import { registerSearch } from './modules/search/search.module';
import { registerServices } from './modules/services/services.module';
import { registerTeam } from './modules/team/team.module';
import { registerTeamNumbers } from './modules/team-numbers/team-numbers.routes';
import type { VisitRecorder } from './modules/visits/visit-recorder';
import { registerVisits } from './modules/visits/visits.module';
import { registerWallet } from './modules/wallet/wallet.module';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Serialised catalogue replies; cleared by whatever changes categories or their counts. */
    catalogueCache: JsonCache;
    /** Serialised search and listing replies; cleared whenever a listed service changes. */
    listingCache: JsonCache;
    /** Applies every due timed transition once and delivers what it recorded (tests). */
    sweep: () => Promise<void>;
    /** Outbox delivery, e-mail and timed transitions; running here unless WORKER=off. */
    worker: Worker;
    /** Visits counted by this process, written every couple of seconds (tests flush them at once). */
    visits: VisitRecorder;
    /**
     * This process's key for the page renderer's in-process API calls after a page's first: the
     * rate limit lets them pass, so a page counts once whatever number of calls it makes. Random at
     * each start, never sent over the network.
     */
    pageCallKey: string;
  }
}

/** The header carrying `pageCallKey` on a page's in-process API calls. */
export const PAGE_CALL_HEADER = 'x-page-call';

export const API_PREFIX = '/api/v1';

function isPageCall(header: string | string[] | undefined, key: string) {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type BuildOptions = {
  /** An already opened and migrated database (tests); otherwise the app opens and migrates its own. */
  database?: DatabaseHandle;
};

/**
 * The whole API as a Fastify instance that is not listening yet, so tests can `inject` into it: the
 * real components are opened once (composition/infrastructure.ts) and each module registers its routes
 * from them, handing on only what another module needs (the guards, the messenger, its timers).
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Before anything opens a connection, so that every query of a traced request is in its trace.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    startTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: config.OTEL_SERVICE_NAME });
  }
  const app = createHttpServer(config);
  if (isTracing()) {
    registerHttpTracing(app);
    // The last spans of a stopping instance are sent before it goes.
    app.addHook('onClose', async () => flushTracing());
  }
  const infra = await openInfrastructure(app, config, options.database);
  app.decorate('database', infra.database);
  const pageCallKey = randomBytes(24).toString('base64url');
  app.decorate('pageCallKey', pageCallKey);
  app.decorate('catalogueCache', infra.caches.catalogue);
  app.decorate('listingCache', infra.caches.listing);
  await registerHttpBasics(app, config);
  registerHealthRoutes(app, { database: infra.database, redis: infra.redis, media: infra.media });
  // Before the routes, so that every one of them is counted; the chat hub counts its sockets once made.
  let openSockets = () => 0;
  registerMetrics(app, {
    db: infra.db,
    sockets: () => openSockets(),
    token: config.METRICS_TOKEN,
    publicSite: config.PUBLIC_SITE,
  });

  // Before any route: a route whose config says `idempotent` takes an Idempotency-Key (decision 0020).
  const idempotencyKeys = createIdempotencyStore(infra.db, IDEMPOTENCY_TIMES);
  registerIdempotency(app, { store: idempotencyKeys, scopeOf: callerScope });

  // The chat socket (`/ws`, decision 0027); a frame larger than the limit closes the socket (1009).
  // Stopping, the chat module's hub tells each socket the server is going away (1001); the plugin's
  // own stop would close them first with no code at all, so it only stops taking new ones here.
  await app.register(websocket, {
    options: { maxPayload: CHAT_FRAME_MAX_BYTES },
    preClose(done) {
      this.websocketServer.close();
      done();
    },
  });

  const sweeps: SweepJob[] = [idempotencyKeys.sweep];
  let worker: Worker | undefined;
  let visitRecorder: VisitRecorder | undefined;
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.RATE_LIMIT_MAX,
        timeWindow: config.RATE_LIMIT_WINDOW_MS,
        ...(infra.redis
          ? { redis: infra.redis, nameSpace: `${config.REDIS_PREFIX}rate:`, skipOnError: true }
          : {}),
        errorResponseBuilder: () => errors.rateLimited(),
        // A page's own calls after its first (web host): the page was counted by its first.
        allowList: (request) => isPageCall(request.headers[PAGE_CALL_HEADER], pageCallKey),
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      registerCatalogue(api, infra);
      const messaging = registerMessaging(api, infra);
      const auth = registerAuth(api, infra, messaging);
      await registerMedia(api, app, infra, auth);
      // Impressions and clicks of promoted services, counted by the listings and written by the marks' sweep.
      const markCounter = createMarkCounter(infra.db);
      const visits = registerVisits(api, infra);
      visitRecorder = visits.recorder;
      sweeps.push(...visits.sweeps);
      const services = await registerServices(api, infra, auth, {
        onListed: markCounter.shown,
        visits: visits.recorder,
      });
      sweeps.push(...services.sweeps);
      registerSearch(api, infra);
      registerProviders(api, infra, auth, visits.recorder);
      registerFavorites(api, infra, auth);
      registerReports(api, infra, auth, services.listings);
      await registerAccountTypes(api, infra, auth);
      registerNetwork(api, infra, auth);
      registerDashboard(api, infra, auth);
      const blog = await registerBlog(api, infra, auth);
      sweeps.push(...blog.sweeps);
      registerTeam(api, infra, auth);
      registerTeamNumbers(api, infra, auth.guards);
      registerCatalogueAdmin(api, infra, auth.guards);
      registerDealLookup(api, infra.db, auth.guards);
      // The buyer's invoices; plans and marks issue them in their purchase transactions.
      registerInvoices(api, infra, { guards: auth.guards });
      // The card gateway and its webhook receiver; what it returns is the gateway other modules charge through.
      const payments = await registerPayments(api, infra);
      const ledger = createLedger();
      const wallet = registerWallet(api, infra, { guards: auth.guards, ledger, gateway: payments.gateway });
      // The ledger on the finance desk: its hourly verification runs with the other sweeps.
      const ledgerDesk = createLedgerDesk(infra.db);
      registerLedgerDeskRoutes(api, { desk: ledgerDesk, guards: auth.guards });
      sweeps.push(ledgerDesk.hourly);
      const lookup = registerAccountLookup(api, infra, {
        guards: auth.guards,
        ledger,
        messenger: messaging.messenger,
      });
      sweeps.push(...wallet.sweeps);
      const deals = registerDeals(api, infra, {
        guards: auth.guards,
        ledger,
        gateway: payments.gateway,
        cardPayments: wallet.cardPayments,
        messenger: messaging.messenger,
      });
      sweeps.push(...deals.sweeps);
      // Plans and subscriptions, paid through the wallet's generic purchases; renewals are its sweep.
      const plans = registerPlans(api, infra, {
        guards: auth.guards,
        ledger,
        cardPayments: wallet.cardPayments,
      });
      sweeps.push(...plans.sweeps);
      const marks = registerMarks(api, infra, {
        guards: auth.guards,
        counter: markCounter,
        purchases: plans.purchases,
      });
      sweeps.push(...marks.sweeps);
      const payouts = await registerPayouts(api, infra, auth, messaging);
      // "Your data": copies of an account's data, prepared by the worker and mailed as a link.
      const dataExports = registerDataExports(api, infra, {
        guards: auth.guards,
        messenger: messaging.messenger,
      });
      sweeps.push(...dataExports.sweeps);
      const chat = await registerChat(api, app, infra, { guards: auth.guards, deals });
      openSockets = chat.hub.count;
      // A new notification reaches its recipient's open tabs and devices as a `notification` frame;
      // they read it (rendered in their language) from /notifications/latest.
      const preferences = registerNotificationPreferences(api, infra, { guards: auth.guards });
      const push = registerPush(api, infra, { guards: auth.guards, preferences: preferences.preferences });
      // E-mail for what is still unread a while later, planned with the notification it follows.
      const mail = registerNotificationMail(infra, {
        messenger: messaging.messenger,
        preferences: preferences.preferences,
        tokens: preferences.tokens,
      });
      sweeps.push(...mail.sweeps);
      const notifications = registerNotifications(api, infra, {
        guards: auth.guards,
        withStored: mail.withStored,
        onStored: async (notification) => {
          chat.bus.publish([notification.recipientId], { type: 'notification', id: notification.id });
          await push.notificationStored(notification.id);
        },
      });
      ({ worker } = registerOutbox(api, infra, {
        guards: auth.guards,
        handlers: [
          ...messaging.handlers,
          ...payouts.handlers,
          ...lookup.handlers,
          ...wallet.handlers,
          ...deals.handlers,
          ...notifications.handlers,
          ...chat.handlers,
          ...push.handlers,
          ...mail.handlers,
          ...dataExports.handlers,
        ],
        sweeps,
      }));
    },
    { prefix: API_PREFIX },
  );

  const running = worker!;
  app.decorate('worker', running);
  app.decorate('sweep', running.sweep);
  app.decorate('visits', visitRecorder!);
  if (config.WORKER === 'inline') app.addHook('onReady', async () => running.start());
  // Before anything closes, so the batch under way finishes on an open database.
  app.addHook('preClose', () => running.stop());
  return app;
}
