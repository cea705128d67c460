import {
  type FavoriteType,
  favoriteIdsSchema,
  favoriteStateSchema,
  favoritesQuery,
  favoriteToggleRequest,
  providerCardSchema,
  serviceCardSchema,
} from '@wasla/shared/contracts/discovery';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { Favorites } from './favorites.service';

const tags = ['favorites'];
const me = (request: FastifyRequest) => accountOf(request).actor;

/** Favourites need a verified account (SPEC.md section 6: actions need login); guests get 401. */
export function registerFavoriteRoutes(
  app: FastifyInstance,
  deps: { favorites: Favorites; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { favorites, guards } = deps;

  api.post(
    '/favorites',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary:
          'Add a service, a provider or one of my deals to my favourites (adding twice changes nothing)',
        body: favoriteToggleRequest,
        response: { 200: successEnvelope(favoriteStateSchema) },
      },
    },
    async (request) =>
      ok(await favorites.add(me(request), request.body), [
        request.t('social_actions.favorite_added', { ns: 'common' }),
      ]),
  );

  api.delete(
    '/favorites',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Remove a service, a provider or a deal from my favourites',
        body: favoriteToggleRequest,
        response: { 200: successEnvelope(favoriteStateSchema) },
      },
    },
    async (request) =>
      ok(await favorites.remove(me(request), request.body), [
        request.t('social_actions.favorite_removed', { ns: 'common' }),
      ]),
  );

  // Public listings are cached for everyone; the client marks the hearts from this list.
  api.get(
    '/favorites/ids',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Ids of my favourite services and providers',
        response: { 200: successEnvelope(favoriteIdsSchema) },
      },
    },
    async (request) => ok(await favorites.ids(me(request))),
  );

  const listQuery = favoritesQuery.omit({ type: true });
  const list = async (request: FastifyRequest, type: FavoriteType, query: z.infer<typeof listQuery>) => {
    const { items, total } = await favorites.list(
      me(request),
      { ...query, type },
      request.currencyCode,
      request.lang,
    );
    return paged(items, query.page, query.perPage, total);
  };

  api.get(
    '/favorites',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'My favourite services or providers, latest or oldest first',
        querystring: favoritesQuery,
        response: { 200: pagedEnvelope(z.union([serviceCardSchema, providerCardSchema])) },
      },
    },
    (request) => list(request, request.query.type, request.query),
  );

  for (const [type, card] of [
    ['service', serviceCardSchema],
    ['provider', providerCardSchema],
  ] as const) {
    api.get(
      `/favorites/${type}`,
      {
        preHandler: guards.verified,
        schema: {
          tags,
          summary: `My favourite ${type === 'service' ? 'services' : 'providers'}, latest or oldest first`,
          querystring: listQuery,
          response: { 200: pagedEnvelope(card) },
        },
      },
      (request) => list(request, type, request.query),
    );
  }
}
