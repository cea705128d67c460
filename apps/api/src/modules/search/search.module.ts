import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import { createSearchRepository } from './search.repository';
import { registerSearchRoutes } from './search.routes';
import { createSearchService } from './search.service';

/** Full-text search over services, providers and categories, in four languages. */
export function registerSearch(api: FastifyInstance, { db, caches }: Infrastructure) {
  registerSearchRoutes(
    api,
    createSearchService(createSearchRepository(db), caches.searchHits),
    caches.listing,
  );
}
