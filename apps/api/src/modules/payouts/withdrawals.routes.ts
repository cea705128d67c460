import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { withdrawalSchema, withdrawRequest } from '@wasla/shared/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { IDEMPOTENCY_KEY_HEADER, requestKeyOf } from '../../lib/http/idempotency/idempotency';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { pageQuery } from './bank-transfers.routes';
import type { Withdrawals } from './withdrawals.service';

const tags = ['wallet'];

/** A user's withdrawals (SPEC.md section 7, Wallet): ask, list, cancel while requested. */
export function registerWithdrawalRoutes(
  app: FastifyInstance,
  deps: { withdrawals: Withdrawals; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { withdrawals, guards } = deps;
  const preHandler = guards.verified;

  api.post(
    '/wallets/withdraw',
    {
      preHandler,
      config: { idempotent: 'required' },
      schema: {
        tags,
        summary:
          'Withdraw to one of my bank accounts: at least 200 AED and not above the available balance, held at once, paid within 3 working days',
        body: withdrawRequest,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(
        await withdrawals.request(
          accountOf(request).actor,
          request.body,
          request.lang,
          // Present: the route requires it (`idempotent: 'required'`) before the handler runs.
          String(request.headers[IDEMPOTENCY_KEY_HEADER]),
        ),
      ),
  );

  api.get(
    '/wallets/withdrawals',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My withdrawals, newest first',
        querystring: pageQuery,
        response: { 200: pagedEnvelope(withdrawalSchema) },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await withdrawals.list(
        accountOf(request).actor,
        request.query.page,
      );
      return paged(items, page, perPage, total);
    },
  );

  api.post(
    '/wallets/withdrawals/:id/cancel',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Cancel a withdrawal that is only requested; the amount is available again',
        params: z.object({ id: idField }),
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(await withdrawals.cancel(accountOf(request).actor, request.params.id, requestKeyOf(request))),
  );
}
