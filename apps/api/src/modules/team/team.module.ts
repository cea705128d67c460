import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createAuditReader } from './audit-reader';
import { createTeamRepository } from './team.repository';
import { registerTeamRoutes } from './team.routes';

/**
 * Team roles: granted from the command line (`npm run team`), loaded into the actor by the guards;
 * and the audit log of what the team did, for the admins.
 */
export function registerTeam(api: FastifyInstance, { db }: Infrastructure, { guards }: Auth) {
  registerTeamRoutes(api, { team: createTeamRepository(db), audit: createAuditReader(db), guards });
}
