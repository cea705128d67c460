import { dealSchema } from '@wasla/shared/contracts/deals';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { DealReader } from './deal-reader';

export const dealParams = z.object({ id: idField });
export const tags = ['deals'];

/** A deal's page, and the offer's calls (SPEC.md section 7, Deals). */
export function registerDealOfferRoutes(
  app: FastifyInstance,
  context: { guards: AuthGuards; reader: DealReader },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, reader } = context;

  api.get(
    '/deals/:id',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary:
          'A deal, as one of its two parties reads it (the support team while it is disputed): terms, prices, countdowns, history and the actions open now',
        params: dealParams,
        response: { 200: successEnvelope(dealSchema) },
      },
    },
    async (request) => ok(await reader.read(accountOf(request).actor, request.params.id, request.lang)),
  );
}
