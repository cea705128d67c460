import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { auditPageSchema, auditQuery, teamSelfSchema } from '@wasla/shared/contracts/team';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { AuditReader } from './audit-reader';
import type { TeamRepository } from './team.repository';

/** The back office's own routes; anyone outside the team is answered as if they did not exist. */
export function registerTeamRoutes(
  app: FastifyInstance,
  deps: { team: TeamRepository; audit: AuditReader; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { team, audit, guards } = deps;

  api.get(
    '/admin/team/me',
    {
      onRequest: guards.teamMay('team.see-own-roles'),
      schema: {
        tags: ['back office'],
        summary: 'The roles the signed-in team member holds, and since when (team: any role)',
        response: { 200: successEnvelope(teamSelfSchema) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      const roles = await team.rolesOf(actor.id);
      return ok({
        account_id: actor.id,
        roles: roles.map((r) => ({ role: r.role, granted_at: r.grantedAt.toISOString() })),
      });
    },
  );

  api.get(
    '/admin/audit',
    {
      onRequest: guards.teamMay('audit.read'),
      schema: {
        tags: ['back office'],
        summary: 'What the team did, newest first: of one thing, or by one member (team: admin)',
        querystring: auditQuery,
        response: { 200: successEnvelope(auditPageSchema) },
      },
    },
    async (request) => ok(await audit.page(request.query)),
  );
}
