import { serviceCardSchema, serviceListingQuery } from '@wasla/shared/contracts/discovery';
import { pagedEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paged } from '../../lib/http/envelope';
import type { JsonCache } from '../../lib/http/json-cache';
import { listingScopeOf } from './listing-scopes';
import type { ServiceListing } from './service-listing.service';

/** The request as it arrived: same address, language and currency, same reply. */
const rawKey = (request: FastifyRequest) => `services:${request.lang}:${request.currencyCode}:${request.url}`;

/** Past this many remembered pages, the oldest is forgotten (as the cache forgets its entries). */
const REMEMBERED_PAGES = 10_000;

/**
 * Lists services; `onListed` hears the promoted services of every page served, cached or not (their
 * impressions), after the reply is on its way.
 */
export function registerServiceListingRoutes(
  app: FastifyInstance,
  listing: ServiceListing,
  cache: JsonCache,
  onListed: (promotedIds: number[]) => void = () => {},
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The promoted services of each page built, by the keys a cached reply is found under.
  const promotedOn = new Map<string, number[]>();
  const remember = (keys: string[], ids: number[]) => {
    for (const key of keys) {
      promotedOn.delete(key);
      promotedOn.set(key, ids);
    }
    while (promotedOn.size > REMEMBERED_PAGES) promotedOn.delete(promotedOn.keys().next().value as string);
  };
  const served = (key: string) => {
    const ids = promotedOn.get(key);
    if (ids?.length) onListed(ids);
  };

  api.get(
    '/services',
    {
      schema: {
        tags: ['services'],
        summary: 'Listed services with filters, sorted by latest or rating, in pages of 10, 20 or 30',
        querystring: serviceListingQuery,
        response: { 200: pagedEnvelope(serviceCardSchema) },
      },
      // A listing link asked for again is answered before its query is parsed and checked again:
      // on a warm cache that check is most of what the request would cost.
      preValidation: (request, reply, done) => {
        if (!cache.sendKnown(request, reply, rawKey(request))) return done();
        served(rawKey(request));
      },
    },
    async (request, reply) => {
      const query = request.query;
      // The parsed query, not the raw string, names the entry: equivalent links share one reply.
      const key = `services:${request.lang}:${request.currencyCode}:${JSON.stringify(query)}`;
      const sent = await cache.send(
        request,
        reply,
        key,
        async () => {
          const { items, total, atLeast } = await listing.list(query, request.currencyCode, request.lang);
          remember(
            [key, rawKey(request)],
            items.filter((item) => item.promoted).map((item) => item.id),
          );
          return paged(items, query.page, query.per_page, total, atLeast);
        },
        rawKey(request),
        listingScopeOf({ mainCategoryId: query.main_category_id, categoryId: query.category_id }),
      );
      // An identical request later answered before validation finds its page under its raw key too.
      const ids = promotedOn.get(key);
      if (ids && !promotedOn.has(rawKey(request))) remember([rawKey(request)], ids);
      served(key);
      return sent;
    },
  );
}
