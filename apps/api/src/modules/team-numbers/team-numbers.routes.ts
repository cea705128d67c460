import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { teamNumbersQuery, teamNumbersSchema } from '@wasla/shared/contracts/team-numbers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Infrastructure } from '../../composition/infrastructure';
import { ok } from '../../lib/http/envelope';
import type { AuthGuards } from '../auth/auth-guard';
import { createTeamNumbers } from './team-numbers.service';

/** `GET /admin/numbers` (team: finance, support, admin); anyone else gets a 404. */
export function registerTeamNumbers(app: FastifyInstance, { db }: Infrastructure, guards: AuthGuards) {
  const numbers = createTeamNumbers(db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/numbers',
    {
      onRequest: guards.teamMay('numbers.read'),
      schema: {
        tags: ['back office'],
        summary:
          'Sign-ups, published services, paid deals and their volume, fees, disputes and first responses over a period (team: finance, support, admin)',
        querystring: teamNumbersQuery,
        response: { 200: successEnvelope(teamNumbersSchema) },
      },
    },
    async (request) => ok(await numbers.over(request.query)),
  );
}
