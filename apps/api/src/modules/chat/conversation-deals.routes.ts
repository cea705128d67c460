import { conversationDealsQuery, dealReviewCardSchema } from '@wasla/shared/contracts/chat';
import { dealCardSchema, dealSchema } from '@wasla/shared/contracts/deals';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { ConversationDeals } from './conversation-deals';

const params = z.object({ id: idField });
const tags = ['chat'];

/** The deal cards of a conversation (SPEC.md section 7's chat calls). */
export function registerConversationDealRoutes(
  app: FastifyInstance,
  deps: { deals: ConversationDeals; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deals, guards } = deps;

  api.get(
    '/deals/conversation/:id',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'The deals between the two members of one of my conversations, newest first',
        params,
        querystring: conversationDealsQuery,
        response: { 200: pagedEnvelope(dealCardSchema) },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await deals.list(
        accountOf(request).actor,
        request.params.id,
        request.query.page,
        request.lang,
      );
      return paged(items, page, perPage, total);
    },
  );

  api.get(
    '/deals/conversation-deal-card/:id',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'A deal of mine as its card in the conversation shows it, with the actions open to me now',
        params,
        response: { 200: successEnvelope(dealSchema) },
      },
    },
    async (request) => ok(await deals.card(accountOf(request).actor, request.params.id, request.lang)),
  );

  api.get(
    '/deals/conversation-deal-service-review-card/:id',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'The rating card of a deal of mine: the deal, my review and the other side’s once published',
        params,
        response: { 200: successEnvelope(dealReviewCardSchema) },
      },
    },
    async (request) => ok(await deals.reviewCard(accountOf(request).actor, request.params.id, request.lang)),
  );
}
