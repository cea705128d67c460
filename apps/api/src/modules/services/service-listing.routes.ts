import { serviceCardSchema, serviceListingQuery } from '@wasla/shared/contracts/discovery';
import { pagedEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paged } from '../../lib/http/envelope';
import type { JsonCache } from '../../lib/http/json-cache';
import type { ServiceListing } from './service-listing.service';

/** The request as it arrived: same address, language and currency, same reply. */
const rawKey = (request: FastifyRequest) => `services:${request.lang}:${request.currencyCode}:${request.url}`;

export function registerServiceListingRoutes(
  app: FastifyInstance,
  listing: ServiceListing,
  cache: JsonCache,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
        if (!cache.sendKnown(request, reply, rawKey(request))) done();
      },
    },
    (request, reply) => {
      const query = request.query;
      // The parsed query, not the raw string, names the entry: equivalent links share one reply.
      const key = `services:${request.lang}:${request.currencyCode}:${JSON.stringify(query)}`;
      return cache.send(
        request,
        reply,
        key,
        async () => {
          const { items, total } = await listing.list(query, request.currencyCode, request.lang);
          return paged(items, query.page, query.per_page, total);
        },
        rawKey(request),
      );
    },
  );
}
