import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AuthGuards } from '../auth/auth-guard';
import { registerCatalogueAdminRoutes } from './catalogue-admin.routes';
import { createFaqsAdmin } from './faqs.admin';
import { createFeesAndRatesAdmin } from './fees-and-rates.admin';

/** The admins' editing of the catalogue's settings: fees and tax, currency rates, the FAQ. */
export function registerCatalogueAdmin(
  api: FastifyInstance,
  { db, caches }: Infrastructure,
  guards: AuthGuards,
) {
  // Rates are in the cached currency list and in every converted price of a listing.
  const rates = createFeesAndRatesAdmin(db, () => {
    caches.catalogue.clear();
    caches.listing.clear();
  });
  registerCatalogueAdminRoutes(api, { rates, faqs: createFaqsAdmin(db), guards });
}
