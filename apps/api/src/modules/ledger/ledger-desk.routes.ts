import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import {
  ledgerTransferSchema,
  ledgerTransfersQuery,
  ledgerVerificationSchema,
} from '@wasla/shared/contracts/ledger-desk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { LedgerDesk } from './ledger-desk.service';

const tags = ['back office'];

/** The ledger on the finance desk (team: finance, admin); anyone else gets a 404. */
export function registerLedgerDeskRoutes(
  app: FastifyInstance,
  deps: { desk: LedgerDesk; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { desk, guards } = deps;
  const onRequest = guards.teamMay('finance.desk');

  api.get(
    '/admin/ledger/verification',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The latest ledger verification: counts and broken invariants (team: finance, admin)',
        response: { 200: successEnvelope(ledgerVerificationSchema.nullable()) },
      },
    },
    async () => ok(await desk.latest()),
  );

  api.post(
    '/admin/ledger/verification',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Verify the whole ledger now, in one read-only snapshot (team: finance, admin)',
        body: z.object({}).optional(),
        response: { 200: successEnvelope(ledgerVerificationSchema) },
      },
    },
    async (request) => ok(await desk.verifyNow(accountOf(request).actor)),
  );

  api.get(
    '/admin/ledger/transfers',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Ledger transfers by cause, key or deal code, amount and day, newest first (team: finance, admin)',
        querystring: ledgerTransfersQuery,
        response: { 200: pagedEnvelope(ledgerTransferSchema) },
      },
    },
    async (request) => {
      const { items, total, perPage } = await desk.transfers(request.query);
      return paged(items, request.query.page, perPage, total);
    },
  );
}
