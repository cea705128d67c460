import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AuthGuards } from '../auth/auth-guard';
import { registerCatalogueAdminRoutes } from './catalogue-admin.routes';
import { createCategoriesAdmin } from './categories.admin';
import { createFaqsAdmin } from './faqs.admin';
import { createFeesAndRatesAdmin } from './fees-and-rates.admin';
import { createPropertiesAdmin } from './properties.admin';
import { createStaticPagesAdmin } from './static-pages.admin';

/** The admins' editing of the catalogue's settings: fees and tax, currency rates, the FAQ, the categories and their properties, the legal pages. */
export function registerCatalogueAdmin(
  api: FastifyInstance,
  { db, caches }: Infrastructure,
  guards: AuthGuards,
) {
  // Rates and categories are in the cached catalogue (currencies, the category tree) and in listings
  // (converted prices, category names).
  const clearCaches = () => {
    caches.catalogue.clear();
    caches.listing.clear();
  };
  registerCatalogueAdminRoutes(api, {
    rates: createFeesAndRatesAdmin(db, clearCaches),
    faqs: createFaqsAdmin(db),
    categories: createCategoriesAdmin(db, clearCaches),
    properties: createPropertiesAdmin(db, clearCaches),
    pages: createStaticPagesAdmin(db),
    guards,
  });
}
