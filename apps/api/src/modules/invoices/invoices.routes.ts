import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import {
  invoiceDocumentSchema,
  invoiceListQuery,
  invoiceParams,
  invoiceSummarySchema,
} from '@wasla/shared/contracts/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { Invoices } from './invoices.service';

const tags = ['Invoices'];

/** `GET /invoices`, `/invoices/{id}` and `/invoices/{id}/pdf`: the caller's own invoices. */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  deps: { guards: AuthGuards; invoices: Invoices },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, invoices } = deps;

  api.get(
    '/invoices',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'My invoices (plans and promotions), newest first',
        querystring: invoiceListQuery,
        response: { 200: pagedEnvelope(invoiceSummarySchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { items, total } = await invoices.list(accountOf(request).actor, request.query);
      return paged(items, page, per_page, total);
    },
  );

  api.get(
    '/invoices/:id',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'One of my invoices: seller, buyer, lines, discount, tax, totals in AED and my currency',
        params: invoiceParams,
        response: { 200: successEnvelope(invoiceDocumentSchema) },
      },
    },
    async (request) => ok(await invoices.document(accountOf(request).actor, request.params.id)),
  );

  api.get(
    '/invoices/:id/pdf',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'One of my invoices as a PDF in the request language (a download)',
        params: invoiceParams,
      },
    },
    async (request, reply) => {
      const file = await invoices.pdf(accountOf(request).actor, request.params.id, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
