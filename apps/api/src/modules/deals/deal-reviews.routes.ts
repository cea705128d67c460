import { dealReviewRequest, dealReviewsSchema } from '@wasla/shared/contracts/deals';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { DealReviewsService } from './deal-reviews.service';

const params = z.object({ id: idField });

/** Rating a completed deal, double-blind (SPEC.md section 3, Review). */
export function registerDealReviewRoutes(
  app: FastifyInstance,
  deps: { reviews: DealReviewsService; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reviews, guards } = deps;

  api.post(
    '/deals/:id/review',
    {
      preHandler: guards.verified,
      config: { idempotent: true },
      schema: {
        tags: ['deals'],
        summary:
          'Rate the other side of my completed deal: hidden from them until they have rated too, or the 14 days are over',
        params,
        body: dealReviewRequest,
        response: { 200: successEnvelope(dealReviewsSchema) },
      },
    },
    async (request) => ok(await reviews.write(accountOf(request).actor, request.params.id, request.body)),
  );

  api.get(
    '/deals/:id/reviews',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['deals'],
        summary: 'My review of the deal, and the other side’s once published',
        params,
        response: { 200: successEnvelope(dealReviewsSchema) },
      },
    },
    async (request) => ok(await reviews.read(accountOf(request).actor, request.params.id)),
  );
}
