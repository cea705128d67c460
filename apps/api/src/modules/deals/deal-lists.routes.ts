import { dealCardSchema, dealListQuery } from '@wasla/shared/contracts/deals';
import { pagedEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { DealLists } from './deal-lists.service';
import { tags } from './deal-offers.routes';

/** `GET /deals` and `GET /my-deals` (the same list): my sent, received and favourite deals. */
export function registerDealListRoutes(app: FastifyInstance, deps: { guards: AuthGuards; lists: DealLists }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, lists } = deps;
  for (const url of ['/deals', '/my-deals']) {
    api.get(
      url,
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          summary:
            'My deals, newest first: sent (drafts too), received or favoured; by status, creation days (from not after to) and code',
          querystring: dealListQuery,
          response: { 200: pagedEnvelope(dealCardSchema) },
        },
      },
      async (request) => {
        const { items, total, page, perPage } = await lists.list(
          accountOf(request).actor,
          request.query,
          request.lang,
        );
        return paged(items, page, perPage, total);
      },
    );
  }
}
