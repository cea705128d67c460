import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { teamPlanLimitsRequest, teamPlanSchema } from '@wasla/shared/contracts/plans';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { PlanLimitsAdmin } from './plan-limits.admin';

/** The plans' limits in the back office (team: admin); anyone else gets a 404. */
export function registerPlanLimitRoutes(
  app: FastifyInstance,
  deps: { admin: PlanLimitsAdmin; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.guards.teamMay('catalogue.edit');
  const tags = ['back office'];

  api.get(
    '/admin/plans',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every plan with its limits, as the admins edit them (team: admin)',
        response: { 200: successEnvelope(z.array(teamPlanSchema)) },
      },
    },
    async (request) => ok(await deps.admin.list(request.lang)),
  );

  api.patch(
    '/admin/plans/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a plan's limits; they apply to the next request (team: admin)",
        params: z.object({ id: idField }),
        body: teamPlanLimitsRequest,
        response: { 200: successEnvelope(teamPlanSchema) },
      },
    },
    async (request) => {
      const { reason, ...limits } = request.body;
      return ok(
        await deps.admin.update(accountOf(request).actor, request.params.id, limits, reason, request.lang),
      );
    },
  );
}
