import { disputeDecisionRequest, disputeOpenRequest, disputeSchema } from '@wasla/shared/contracts/deals';
import {
  teamDisputeDetailSchema,
  teamDisputeSchema,
  teamDisputesQuery,
} from '@wasla/shared/contracts/disputes';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { DEAL_TEAM_ROLES } from './deal.policy';
import type { Disputes } from './disputes.service';

const params = z.object({ id: idField });
const me = (request: FastifyRequest) => accountOf(request).actor;

/**
 * A deal's dispute for its parties, and the support team's queue and decisions (team: support,
 * admin; anyone else is answered as if the routes did not exist).
 */
export function registerDisputeRoutes(
  app: FastifyInstance,
  deps: { disputes: Disputes; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { disputes, guards } = deps;
  const team = guards.team(...DEAL_TEAM_ROLES);

  api.post(
    '/deals/:id/dispute',
    {
      preHandler: guards.verified,
      config: { idempotent: true },
      schema: {
        tags: ['deals'],
        summary:
          'Open a dispute on my delivered deal, or one whose provider is more than a day late: the money stays held until the support team decides',
        params,
        body: disputeOpenRequest,
        response: { 200: successEnvelope(disputeSchema) },
      },
    },
    async (request) => ok(await disputes.open(me(request), request.params.id, request.body)),
  );

  api.get(
    '/deals/:id/dispute',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['deals'],
        summary: 'The dispute of my deal, with the support team’s decision once made; null when none',
        params,
        response: { 200: successEnvelope(disputeSchema.nullable()) },
      },
    },
    async (request) => ok(await disputes.ofDeal(me(request), request.params.id)),
  );

  const tags = ['back office'];
  api.get(
    '/admin/disputes',
    {
      onRequest: team,
      schema: {
        tags,
        summary: 'Open deal disputes, the oldest first (team: support, admin)',
        querystring: teamDisputesQuery,
        response: { 200: pagedEnvelope(teamDisputeSchema) },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await disputes.queue(
        me(request),
        request.query.page,
        request.lang,
      );
      return paged(items, page, perPage, total);
    },
  );

  api.get(
    '/admin/disputes/:id',
    {
      onRequest: team,
      schema: {
        tags,
        summary: 'A dispute with its deal, history and deliveries (team: support, admin)',
        params,
        response: { 200: successEnvelope(teamDisputeDetailSchema) },
      },
    },
    async (request) => ok(await disputes.read(me(request), request.params.id, request.lang)),
  );

  api.post(
    '/admin/disputes/:id/decide',
    {
      onRequest: team,
      config: { idempotent: 'required' },
      schema: {
        tags,
        summary:
          'Decide a dispute: release to the provider, refund the client, or split by an AED amount for the provider (team: support, admin)',
        params,
        body: disputeDecisionRequest,
        response: { 200: successEnvelope(teamDisputeDetailSchema) },
      },
    },
    async (request) => ok(await disputes.decide(me(request), request.params.id, request.body, request.lang)),
  );
}
