import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField, textField } from '@wasla/shared/contracts/fields';
import {
  markInvoiceQuoteSchema,
  markPaymentSchema,
  markPeriodRequest,
  markPreviewSchema,
  markPurchaseRequest,
  markQuoteQuery,
  markValidationSchema,
  serviceMarksSchema,
} from '@wasla/shared/contracts/marks';
import { emptyReply } from '@wasla/shared/contracts/replies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '../../lib/http/idempotency/idempotency';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { returnToOf } from '../wallet/wallet.routes';
import type { MarkCounter } from './mark-counter';
import type { Marks } from './marks.service';

const params = z.object({ id: idField });
const clickBody = z
  .object({ device_name: textField.min(1).max(100).optional().catch(undefined) })
  .optional()
  .catch(undefined);
const me = (request: FastifyRequest) => accountOf(request).actor;

/** Paid promotion of one's own service (SPEC.md section 7, `/services/mark/…`). */
export function registerMarkRoutes(
  app: FastifyInstance,
  deps: { marks: Marks; counter: MarkCounter; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { marks, counter } = deps;
  const tags = ['marks'];
  const preHandler = deps.guards.verified;

  api.get(
    '/services/mark/:id/invoice',
    {
      preHandler,
      schema: {
        tags,
        summary: 'What promoting my service costs: price, plan discount, tax and total in AED',
        params,
        querystring: markQuoteQuery,
        response: { 200: successEnvelope(markInvoiceQuoteSchema) },
      },
    },
    async (request) =>
      ok(await marks.quote(me(request), request.params.id, request.query.unit, request.query.duration)),
  );

  api.post(
    '/services/mark-validation/:id',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Check a promotion period: a future start in its time zone, 1-30 days or 1-4 weeks, no overlap',
        params,
        body: markPeriodRequest,
        response: { 200: successEnvelope(markValidationSchema) },
      },
    },
    async (request) => ok(await marks.validate(me(request), request.params.id, request.body)),
  );

  api.post(
    '/services/mark/preview/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The checked promotion period with its invoice figures, before paying',
        params,
        body: markPeriodRequest,
        response: { 200: successEnvelope(markPreviewSchema) },
      },
    },
    async (request) => ok(await marks.preview(me(request), request.params.id, request.body, request.lang)),
  );

  api.post(
    '/services/mark/:id',
    {
      preHandler,
      config: { idempotent: 'required' },
      schema: {
        tags,
        summary:
          'Promote my open service for a period, paid from my wallet; short of money, 303 with the shortfall, or with card_id the shortfall plus its fee is charged to a saved card',
        params,
        body: markPurchaseRequest,
        response: { 200: successEnvelope(markPaymentSchema) },
      },
    },
    async (request) => {
      const paid = await marks.purchase(me(request), request.params.id, request.body, {
        lang: request.lang,
        requestKey: String(request.headers[IDEMPOTENCY_KEY_HEADER]),
        returnTo: returnToOf(request, request.body.return_to),
      });
      return ok(paid, paid.status === 'paid' ? [request.t('marks.purchased', { ns: 'common' })] : []);
    },
  );

  api.get(
    '/services/mark/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: "My service's promotions with their impressions and clicks per day",
        params,
        response: { 200: successEnvelope(serviceMarksSchema) },
      },
    },
    async (request) => ok(await marks.stats(me(request), request.params.id)),
  );

  // Opened from a listing: the web calls this beside the link of a promoted card, naming the
  // visitor's device (else the caller's address stands for it). Once a device a day; counted in
  // memory and written with the impressions; a service not promoted counts nothing.
  api.post(
    '/services/mark/:id/click',
    {
      schema: {
        tags,
        summary: 'Count a promoted service opened from a listing (anyone; nothing is answered)',
        params,
        body: clickBody,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await counter.clickedBy(request.params.id, request.body?.device_name ?? `ip:${request.ip}`);
      return ok(null);
    },
  );
}
