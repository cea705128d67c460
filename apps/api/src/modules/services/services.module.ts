import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createArticleSitemapRepository } from '../blog/article-sitemap.repository';
import { createPlansRepository } from '../plans/plans.repository';
import { createProviderSitemapRepository } from '../providers/provider-sitemap.repository';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { createTranslator } from '../translation/translator';
import type { VisitRecorder } from '../visits/visit-recorder';
import { createListingFreshness } from './listing-freshness';
import { changedScopesOf } from './listing-scopes';
import { createServiceAccess } from './service-access';
import { createServiceCardsRepository } from './service-cards.repository';
import { createServiceDrafts } from './service-drafts.service';
import { createServiceEditor } from './service-editor.service';
import { createServiceListingRepository } from './service-listing.repository';
import { registerServiceListingRoutes } from './service-listing.routes';
import { createServiceListing } from './service-listing.service';
import { registerServiceMediaRoutes } from './service-media.routes';
import { createServiceMedia } from './service-media.service';
import { createServicePageRepository } from './service-page.repository';
import { registerServicePageRoutes } from './service-page.routes';
import { createServicePage } from './service-page.service';
import { createServicePartsRepository } from './service-parts.repository';
import { registerServicePartRoutes } from './service-parts.routes';
import { createServiceParts } from './service-parts.service';
import { createServiceSitemapRepository } from './service-sitemap.repository';
import { createServiceStatus } from './service-status.service';
import { createServiceSweeper } from './service-sweeper';
import { registerServiceTranslationRoutes } from './service-translation.routes';
import { createServicesRepository } from './services.repository';
import { registerServiceRoutes } from './services.routes';
import { registerSitemapRoutes } from './sitemap.routes';

/**
 * Services: drafts, the publishing wizard's parts and media, status changes and their timers, the
 * public listings and service pages, and the sitemap. Returns its timed transitions for the worker.
 */
export async function registerServices(
  api: FastifyInstance,
  infra: Infrastructure,
  { guards }: Auth,
  // Hears the promoted services of every listing page served (the marks count their impressions).
  options: { onListed?: (promotedIds: number[]) => void; visits: VisitRecorder },
) {
  const { db, caches, config, media } = infra;
  // A change to a listed service drops the catalogue's category counts, the cached listings of its
  // categories and every cached reply not kept by category (search, service pages, other listings).
  const listings = createListingFreshness(db, (refs) => {
    caches.catalogue.clear();
    caches.listing.clearScoped(changedScopesOf(refs));
  });
  const repo = createServicesRepository(db);
  const partsRepo = createServicePartsRepository(db);
  const plans = createPlansRepository(db);
  const access = createServiceAccess(repo, partsRepo);
  registerServiceRoutes(api, {
    drafts: createServiceDrafts(repo, plans, access, listings),
    editor: createServiceEditor(repo, partsRepo, access, listings, plans),
    status: createServiceStatus(repo, access, listings),
    guards,
  });
  registerServicePartRoutes(api, { parts: createServiceParts(repo, partsRepo, access), repo, guards });
  const serviceMedia = createServiceMedia({ repo, parts: partsRepo, plans, access, store: media });
  await registerServiceMediaRoutes(api, serviceMedia, guards);
  const translator = createTranslator({ url: config.TRANSLATE_URL, apiKey: config.TRANSLATE_API_KEY });
  registerServiceTranslationRoutes(api, { translator, access, guards });

  const cards = createServiceCardsRepository(db);
  registerServiceListingRoutes(
    api,
    createServiceListing(createServiceListingRepository(db, cards, { countCap: config.LISTING_COUNT_CAP }), {
      totals: caches.listingTotals,
      pages: caches.listingPages,
      currencies: caches.currencyUnits,
    }),
    caches.listing,
    options.onListed,
  );
  const page = createServicePage({
    page: createServicePageRepository(db),
    cards,
    parts: partsRepo,
    reviews: createReviewsRepository(db),
    visits: options.visits,
  });
  registerServicePageRoutes(api, { page, guards, cache: caches.listing });
  registerSitemapRoutes(api, {
    services: createServiceSitemapRepository(db),
    providers: createProviderSitemapRepository(db),
    articles: createArticleSitemapRepository(db),
  });
  return { sweeps: [createServiceSweeper(db, listings)], listings };
}
