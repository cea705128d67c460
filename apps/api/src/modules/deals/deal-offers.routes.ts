import {
  dealEditSchema,
  dealExtraOptionsRequest,
  dealRatioSchema,
  dealSchema,
  dealTermsRequest,
  generateDealIdRequest,
  orderCreateRequest,
} from '@wasla/shared/contracts/deals';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { emptyReply } from '@wasla/shared/contracts/replies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { DealOfferViews } from './deal-offer-views.service';
import type { DealOffers } from './deal-offers.service';
import type { DealReader } from './deal-reader';

export const dealParams = z.object({ id: idField });
export const tags = ['deals'];
const me = (request: FastifyRequest) => accountOf(request).actor;
const dealReply = { 200: successEnvelope(dealSchema) };

/** A deal's page, and the offer's calls (SPEC.md section 7, Deals). */
export function registerDealOfferRoutes(
  app: FastifyInstance,
  deps: { guards: AuthGuards; reader: DealReader; offers: DealOffers; views: DealOfferViews },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, reader, offers, views } = deps;
  const preHandler = guards.verified;

  api.post(
    '/deals/generate-deal-id',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Start an offer on a service as a draft: a client orders a provided service, a provider answers a requested one (410 deleted, 409 closed, 422 my own)',
        body: generateDealIdRequest,
        response: dealReply,
      },
    },
    async (request) => ok(await offers.generate(me(request), request.body.service_id, request.lang)),
  );

  api.post(
    '/orders/create',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Start an offer on a service and send it in one call, every term required (410 deleted, 409 closed, 422 my own or a term missing); the receiver has three days to answer',
        body: orderCreateRequest,
        response: dealReply,
      },
    },
    async (request) => {
      const { service_id, ...terms } = request.body;
      return ok(await offers.create(me(request), service_id, terms, request.lang));
    },
  );

  api.get(
    '/deals/latest-draft',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My latest draft offer on a service, or null',
        querystring: z.object({ service_id: idField }),
        response: { 200: successEnvelope(dealSchema.nullable()) },
      },
    },
    async (request) => ok(await offers.latestDraft(me(request), request.query.service_id, request.lang)),
  );

  api.get(
    '/deals/:id',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary:
          'A deal, as one of its two parties reads it (the support team while it is disputed): terms, prices, countdowns, history and the actions open now',
        params: dealParams,
        response: dealReply,
      },
    },
    async (request) => ok(await reader.read(me(request), request.params.id, request.lang)),
  );

  api.post(
    '/deals/save-draft/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Keep a draft offer with whatever terms are given (its sender, while a draft)',
        params: dealParams,
        body: dealTermsRequest,
        response: dealReply,
      },
    },
    async (request) => ok(await offers.saveDraft(me(request), request.params.id, request.body, request.lang)),
  );

  api.put(
    '/deals/:id',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Send the offer (or save the changes of one still waiting for its answer): every term is required; the receiver has three days to answer',
        params: dealParams,
        body: dealTermsRequest,
        response: dealReply,
      },
    },
    async (request) => ok(await offers.send(me(request), request.params.id, request.body, request.lang)),
  );

  api.delete(
    '/deals/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Discard a draft offer (its sender)',
        params: dealParams,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await offers.discard(me(request), request.params.id);
      return ok(null);
    },
  );

  api.get(
    '/deals/:id/edit',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The sender's draft or waiting offer, with the service's plans and extra options to choose from",
        params: dealParams,
        response: { 200: successEnvelope(dealEditSchema) },
      },
    },
    async (request) => ok(await views.edit(me(request), request.params.id, request.lang)),
  );

  api.get(
    '/deals/:id/preview',
    {
      preHandler,
      schema: {
        tags,
        summary: "The sender's offer as its receiver will read it once sent",
        params: dealParams,
        response: dealReply,
      },
    },
    async (request) => ok(await views.preview(me(request), request.params.id, request.lang)),
  );

  api.get(
    '/deals/:id/platform-ratio',
    {
      preHandler,
      schema: {
        tags,
        summary: "The service fee, tax and total of the deal's terms at the platform's rates of this moment",
        params: dealParams,
        response: { 200: successEnvelope(dealRatioSchema) },
      },
    },
    async (request) => ok(await views.ratio(me(request), request.params.id)),
  );

  api.post(
    '/deals/:id/extra-option',
    {
      preHandler,
      schema: {
        tags,
        summary: "Choose the service's extra options the offer includes (its sender, before an answer)",
        params: dealParams,
        body: dealExtraOptionsRequest,
        response: dealReply,
      },
    },
    async (request) =>
      ok(
        await offers.chooseOptions(
          me(request),
          request.params.id,
          request.body.extra_option_ids,
          request.lang,
        ),
      ),
  );
}
