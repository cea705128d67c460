import { dealPaymentSchema, dealPayRequest } from '@wasla/shared/contracts/deals';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '../../lib/http/idempotency/idempotency';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { returnToOf } from '../wallet/wallet.routes';
import type { DealPayments } from './deal-payments.service';

const params = z.object({ id: idField });

/** `POST /deals/pay/{id}` (SPEC.md section 7, Deals; the empty-wallet 303 of section 8). */
export function registerDealPaymentRoutes(
  app: FastifyInstance,
  deps: { payments: DealPayments; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { payments, guards } = deps;

  api.post(
    '/deals/pay/:id',
    {
      preHandler: guards.verified,
      config: { idempotent: 'required' },
      schema: {
        tags: ['deals'],
        summary:
          'Pay an approved deal into escrow from the wallet; short of money, 303 with the shortfall, or with card_id the shortfall plus its fee is charged to a saved card (3-D Secure answers requires_action and a redirect_url)',
        params,
        // Nothing to send when the wallet pays: no body at all is an empty one.
        body: dealPayRequest.nullish(),
        response: { 200: successEnvelope(dealPaymentSchema) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const payment = await payments.pay(accountOf(request).actor, request.params.id, body, {
        lang: request.lang,
        requestKey: String(request.headers[IDEMPOTENCY_KEY_HEADER]),
        returnTo: returnToOf(request, body.return_to),
      });
      return ok(payment);
    },
  );
}
