import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { createServiceCardsRepository } from '../services/service-cards.repository';
import type { VisitRecorder } from '../visits/visit-recorder';
import { createProviderCardsRepository } from './provider-cards.repository';
import { createProviderListingRepository } from './provider-listing.repository';
import { registerProviderListingRoutes } from './provider-listing.routes';
import { createProviderListing } from './provider-listing.service';
import { createProviderPageRepository } from './provider-page.repository';
import { registerProviderPageRoutes } from './provider-page.routes';
import { createProviderPage } from './provider-page.service';

/** The providers' listing and their public pages. */
export function registerProviders(
  api: FastifyInstance,
  { db, caches }: Infrastructure,
  { guards }: Auth,
  visits: VisitRecorder,
) {
  const cards = createProviderCardsRepository(db);
  const pageRepo = createProviderPageRepository(db, createServiceCardsRepository(db));
  const listing = createProviderListing(createProviderListingRepository(db, cards), pageRepo);
  registerProviderListingRoutes(api, { listing, guards, cache: caches.listing });
  const page = createProviderPage({ page: pageRepo, cards, reviews: createReviewsRepository(db), visits });
  registerProviderPageRoutes(api, { page, guards });
}
