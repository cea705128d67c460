import {
  accountFileSchema,
  accountHitSchema,
  accountSearchQuery,
  endSessionsRequest,
  twoFactorResetRequest,
} from '@wasla/shared/contracts/account-lookup';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { AccountLookup } from './account-lookup.service';

const tags = ['back office'];
const params = z.object({ id: idField });

/** Looking accounts up (every team role) and the support team's help with their security. */
export function registerAccountLookupRoutes(
  app: FastifyInstance,
  deps: { lookup: AccountLookup; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { lookup, guards } = deps;
  const member = (request: Parameters<typeof accountOf>[0]) => accountOf(request).actor;

  api.get(
    '/admin/accounts',
    {
      onRequest: guards.teamMay('accounts.look-up'),
      schema: {
        tags,
        summary: 'Find accounts by name, e-mail, phone or user code (team)',
        querystring: accountSearchQuery,
        response: { 200: pagedEnvelope(accountHitSchema) },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      // Under two characters a search would list everyone: it answers nothing instead.
      const { items, total } = q.length >= 2 ? await lookup.search(q, page) : { items: [], total: 0 };
      return paged(items, page, lookup.perPage, total);
    },
  );

  api.get(
    '/admin/accounts/:id',
    {
      onRequest: guards.teamMay('accounts.look-up'),
      schema: {
        tags,
        summary: "One account's file: services, deals, wallet and open sessions (team)",
        params,
        response: { 200: successEnvelope(accountFileSchema) },
      },
    },
    async (request) => ok(await lookup.file(request.params.id, request.lang)),
  );

  api.post(
    '/admin/accounts/:id/sessions/end',
    {
      onRequest: guards.teamMay('accounts.secure'),
      schema: {
        tags,
        summary: 'End every session of an account (team: support, admin)',
        params,
        body: endSessionsRequest,
        response: { 200: successEnvelope(z.object({ ended: z.number().int() })) },
      },
    },
    async (request) => ok(await lookup.endSessions(member(request), request.params.id, request.body.reason)),
  );

  api.post(
    '/admin/accounts/:id/two-factor/reset',
    {
      onRequest: guards.teamMay('accounts.secure'),
      schema: {
        tags,
        summary:
          'Turn two-step verification off for an account that lost its app, after checking who asks (team: support, admin)',
        params,
        body: twoFactorResetRequest,
        response: {
          200: successEnvelope(z.object({ two_factor: z.boolean(), sessions_ended: z.number().int() })),
        },
      },
    },
    async (request) => ok(await lookup.resetTwoFactor(member(request), request.params.id, request.body)),
  );
}
