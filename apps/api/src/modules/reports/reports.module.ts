import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createTargetsRepository } from '../favorites/targets.repository';
import { createReportsRepository } from './reports.repository';
import { registerReportRoutes } from './reports.routes';
import { createReports } from './reports.service';

/** Reports of services and accounts to the moderation team. */
export function registerReports(api: FastifyInstance, { db }: Infrastructure, { guards }: Auth) {
  registerReportRoutes(api, {
    reports: createReports(createReportsRepository(db), createTargetsRepository(db)),
    guards,
  });
}
