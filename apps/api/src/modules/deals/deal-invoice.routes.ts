import { dealInvoiceSchema } from '@wasla/shared/contracts/deals';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { DealInvoices } from './deal-invoice.service';
import { dealParams, tags } from './deal-offers.routes';

/** `GET /deals/{id}/invoice`: printable, for the deal's two parties once it is paid. */
export function registerDealInvoiceRoutes(
  app: FastifyInstance,
  deps: { guards: AuthGuards; invoices: DealInvoices },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/deals/:id/invoice',
    {
      preHandler: deps.guards.signedIn,
      schema: {
        tags,
        summary:
          'The invoice of a paid deal: seller, buyer, lines, fee, tax, total and the AED paid (its two parties)',
        params: dealParams,
        response: { 200: successEnvelope(dealInvoiceSchema) },
      },
    },
    async (request) =>
      ok(await deps.invoices.invoice(accountOf(request).actor, request.params.id, request.lang)),
  );
}
