import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import {
  financeBankTransferSchema,
  financeBankTransfersQuery,
  financeDecisionRequest,
  financeWithdrawalSchema,
  financeWithdrawalsQuery,
} from '@wasla/shared/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { requestKeyOf } from '../../lib/http/idempotency/idempotency';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { sendPrivateFile } from '../media/private-file-reply';
import type { Finance } from './finance.service';
import { FINANCE_ROLES } from './payouts.policy';

const tags = ['back office'];
const params = z.object({ id: idField });
// Approving or taking into processing needs no body; a note may come with any decision.
const body = financeDecisionRequest.nullish();

/**
 * The finance team's routes (team: finance, admin); anyone else is answered as if they did not
 * exist. Lists are oldest promise first; every decision is audited and the user is told by e-mail.
 */
export function registerFinanceRoutes(app: FastifyInstance, deps: { finance: Finance; guards: AuthGuards }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { finance, guards } = deps;
  const onRequest = guards.team(...FINANCE_ROLES);
  const member = (request: Parameters<typeof accountOf>[0]) => accountOf(request).actor;

  api.get(
    '/admin/finance/bank-transfers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Top-ups by bank transfer, by status, the oldest promise first (team: finance, admin)',
        querystring: financeBankTransfersQuery,
        response: { 200: pagedEnvelope(financeBankTransferSchema) },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await finance.listTransfers(member(request), request.query);
      return paged(items, page, perPage, total);
    },
  );

  const transferDecision = (path: string, summary: string, decide: Finance['approve']) =>
    api.post(
      `/admin/finance/bank-transfers/:id/${path}`,
      {
        onRequest,
        config: { idempotent: true },
        schema: {
          tags,
          summary,
          params,
          body,
          response: { 200: successEnvelope(financeBankTransferSchema) },
        },
      },
      async (request) =>
        ok(await decide(member(request), request.params.id, request.body?.reason, requestKeyOf(request))),
    );
  transferDecision(
    'approve',
    'Approve a bank top-up: the wallet is credited once (team: finance, admin)',
    finance.approve,
  );
  transferDecision(
    'reject',
    'Reject a bank top-up with the reason the user reads (team: finance, admin)',
    finance.reject,
  );

  api.get(
    '/admin/finance/bank-transfers/:id/receipt',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The receipt of a bank top-up, a picture or a PDF (team: finance, admin)',
        params,
      },
    },
    async (request, reply) => {
      return sendPrivateFile(reply, await finance.receipt(member(request), request.params.id));
    },
  );

  api.get(
    '/admin/finance/withdrawals',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Withdrawals, by status, the oldest promise first, with the account to pay (team: finance, admin)',
        querystring: financeWithdrawalsQuery,
        response: { 200: pagedEnvelope(financeWithdrawalSchema) },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await finance.listWithdrawals(member(request), request.query);
      return paged(items, page, perPage, total);
    },
  );

  const withdrawalDecision = (path: string, summary: string, decide: Finance['pay']) =>
    api.post(
      `/admin/finance/withdrawals/:id/${path}`,
      {
        onRequest,
        config: { idempotent: true },
        schema: { tags, summary, params, body, response: { 200: successEnvelope(financeWithdrawalSchema) } },
      },
      async (request) =>
        ok(await decide(member(request), request.params.id, request.body?.reason, requestKeyOf(request))),
    );
  withdrawalDecision(
    'processing',
    'Take a requested withdrawal into processing: the user can no longer cancel it (team: finance, admin)',
    finance.startProcessing,
  );
  withdrawalDecision(
    'paid',
    'Mark a withdrawal in processing paid: its hold leaves for the bank (team: finance, admin)',
    finance.pay,
  );
  withdrawalDecision(
    'failed',
    'Mark a withdrawal failed with the reason the user reads: the amount is available again (team: finance, admin)',
    finance.fail,
  );
}
