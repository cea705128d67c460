import { searchQuery, searchSuggestionSchema } from '@wasla/shared/contracts/discovery';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { searchResultList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import type { JsonCache } from '../../lib/http/json-cache';
import type { SearchService } from './search.service';

export function registerSearchRoutes(app: FastifyInstance, search: SearchService, cache: JsonCache) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The same few texts are typed by many visitors; a reply is cached until the next listing change.
  api.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Services or providers matching a text of at least 4 characters, best first',
        querystring: searchQuery,
        response: { 200: successEnvelope(searchResultList) },
      },
    },
    (request, reply) => {
      const { name, type } = request.query;
      return cache.send(request, reply, `search:${type}:${request.lang}:${name.toLowerCase()}`, async () =>
        ok(await search.search(name, type, request.lang)),
      );
    },
  );

  api.get(
    '/search-suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Categories and tags whose name contains the text',
        querystring: searchQuery.pick({ name: true }),
        response: { 200: successEnvelope(z.array(searchSuggestionSchema)) },
      },
    },
    (request, reply) =>
      cache.send(request, reply, `suggest:${request.lang}:${request.query.name.toLowerCase()}`, async () =>
        ok(await search.suggestions(request.query.name, request.lang)),
      ),
  );
}
