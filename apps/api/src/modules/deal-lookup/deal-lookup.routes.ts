import { dealSearchQuery, teamDealHitSchema } from '@wasla/shared/contracts/deal-lookup';
import { pagedEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { paged } from '../../lib/http/envelope';
import type { AuthGuards } from '../auth/auth-guard';
import { createDealLookup } from './deal-lookup.service';

/** The team's search of deals (every team role: each desk needs to find the deal it is asked about). */
export function registerDealLookup(app: FastifyInstance, db: Database, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lookup = createDealLookup(db);
  api.get(
    '/admin/deals',
    {
      onRequest: guards.teamMay('deals.look-up'),
      schema: {
        tags: ['back office'],
        summary: 'Find deals by code, title or party, stage, total in AED and day (team)',
        querystring: dealSearchQuery,
        response: { 200: pagedEnvelope(teamDealHitSchema) },
      },
    },
    async (request) => {
      const { items, total } = await lookup.search(request.query);
      return paged(items, request.query.page, lookup.perPage, total);
    },
  );
}
