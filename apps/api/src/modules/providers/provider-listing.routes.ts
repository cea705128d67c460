import { providerCardSchema, providerListingQuery } from '@wasla/shared/contracts/discovery';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { providerCardList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import type { JsonCache } from '../../lib/http/json-cache';
import type { AuthGuards } from '../auth/auth-guard';
import type { ProviderListing } from './provider-listing.service';

const tags = ['providers'];

/**
 * `/providers/similar` and `/providers/suggestion` are static paths: the router always prefers them
 * to `/providers/:key`, so no account slug can shadow them.
 */
export function registerProviderListingRoutes(
  app: FastifyInstance,
  deps: { listing: ProviderListing; guards: AuthGuards; cache: JsonCache },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { listing, guards, cache } = deps;

  api.get(
    '/providers',
    {
      schema: {
        tags,
        summary: 'Listed providers with filters, best rated or latest first, in pages of 10, 20 or 30',
        querystring: providerListingQuery,
        response: { 200: pagedEnvelope(providerCardSchema) },
      },
    },
    (request, reply) => {
      const query = request.query;
      // The parsed query names the entry: equivalent links share one reply.
      const key = `providers:${request.lang}:${JSON.stringify(query)}`;
      return cache.send(request, reply, key, async () => {
        const { items, total } = await listing.list(query, request.lang);
        return paged(items, query.page, query.per_page, total);
      });
    },
  );

  api.get(
    '/providers/similar',
    {
      schema: {
        tags,
        summary: 'Listed providers of the same main categories as this one, best rated first',
        querystring: z.object({ provider_id: idField }),
        response: { 200: successEnvelope(providerCardList) },
      },
    },
    (request, reply) =>
      cache.send(request, reply, `similar-providers:${request.query.provider_id}:${request.lang}`, async () =>
        ok(await listing.similar(request.query.provider_id, request.lang)),
      ),
  );

  // Not cached: a signed-in viewer's suggestions leave out the viewer and whom they follow.
  api.get(
    '/providers/suggestion',
    {
      preHandler: guards.viewer,
      schema: {
        tags,
        summary: 'Best rated listed providers to follow (without oneself and those already followed)',
        response: { 200: successEnvelope(providerCardList) },
      },
    },
    async (request) => ok(await listing.suggestion(request.auth?.actor ?? null, request.lang)),
  );
}
