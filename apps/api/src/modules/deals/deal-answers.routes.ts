import {
  dealCancelRequest,
  dealRejectRequest,
  dealSchema,
  dealTermsRequest,
} from '@wasla/shared/contracts/deals';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { requestKeyOf } from '../../lib/http/idempotency/idempotency';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { DealAnswers } from './deal-answers.service';
import { dealParams, tags } from './deal-offers.routes';

const me = (request: FastifyRequest) => accountOf(request).actor;
const response = { 200: successEnvelope(dealSchema) };
const counterRequest = dealTermsRequest.omit({ title: true });

/**
 * Answers to an offer and calling a deal off (SPEC.md section 7, Deals). A retried answer gets the
 * first reply (Idempotency-Key), even after a crash between its change and its kept reply (the key
 * is kept with the change); cancelling may give a paid deal's money back, so it needs a key.
 */
export function registerDealAnswerRoutes(
  app: FastifyInstance,
  deps: { guards: AuthGuards; answers: DealAnswers },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, answers } = deps;
  const preHandler = guards.verified;

  api.post(
    '/deals/approved/:id',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Approve the offer (its receiver) or the counter-offer (its sender): the price in AED is locked and the client has three days to pay',
        params: dealParams,
        response,
      },
    },
    async (request) =>
      ok(await answers.approve(me(request), request.params.id, request.lang, requestKeyOf(request))),
  );

  api.post(
    '/deals/reject/:id',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Reject the offer (its receiver) or the counter-offer (its sender), with a reason',
        params: dealParams,
        body: dealRejectRequest,
        response,
      },
    },
    async (request) =>
      ok(
        await answers.reject(
          me(request),
          request.params.id,
          request.body,
          request.lang,
          requestKeyOf(request),
        ),
      ),
  );

  api.post(
    '/deals/:id/update-offer',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Propose other terms for an offer waiting for my answer (its receiver); the sender approves, rejects or dismisses them',
        params: dealParams,
        body: counterRequest,
        response,
      },
    },
    async (request) =>
      ok(
        await answers.counter(
          me(request),
          request.params.id,
          request.body,
          request.lang,
          requestKeyOf(request),
        ),
      ),
  );

  api.post(
    '/deals/:id/dismiss-update',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Dismiss the counter-offer and keep my first offer (its sender)',
        params: dealParams,
        response,
      },
    },
    async (request) =>
      ok(await answers.dismissUpdate(me(request), request.params.id, request.lang, requestKeyOf(request))),
  );

  api.post(
    '/deals/cancel/:id',
    {
      preHandler,
      config: { idempotent: 'required' },
      schema: {
        tags,
        summary:
          'Call the deal off with a reason: withdraw my offer before it is approved, or cancel (after payment the client gets the amount back)',
        params: dealParams,
        body: dealCancelRequest,
        response,
      },
    },
    async (request) =>
      ok(
        await answers.cancel(
          me(request),
          request.params.id,
          request.body,
          request.lang,
          requestKeyOf(request),
        ),
      ),
  );
}
