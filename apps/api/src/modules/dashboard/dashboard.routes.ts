import { dashboardQuery, dashboardStatisticsSchema } from '@wasla/shared/contracts/dashboard';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { DashboardStatisticsService } from './dashboard-statistics.service';

/** The signed-in account's own figures; there is no id to ask for anyone else's. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  deps: { statistics: DashboardStatisticsService; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/dashboard/statistics',
    {
      preHandler: deps.guards.signedIn,
      schema: {
        tags: ['dashboard'],
        summary:
          "The dashboard's totals, ratings and reviews, recent visits, most viewed service and visits per day over `period` days",
        querystring: dashboardQuery,
        response: { 200: successEnvelope(dashboardStatisticsSchema) },
      },
    },
    async (request) =>
      ok(await deps.statistics.of(accountOf(request).actor.id, request.query.period, request.lang)),
  );
}
