import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { EventHandler } from '../../lib/events/handlers';
import type { SweepJob } from '../../lib/sweeper';
import type { Auth } from '../auth/auth.module';
import type { Messenger } from '../messaging/messenger';
import { createDataExportJobs } from './data-export-jobs';
import { dataExportsRepository } from './data-exports.repository';
import { registerDataExportRoutes } from './data-exports.routes';
import { createDataExports } from './data-exports.service';
import { createExportBuilder } from './export-builder';
import { exportSectionsRepository } from './export-sections.repository';

/**
 * "Your data" (issue 21 item 6, decision 0031): the routes that ask for and download a copy of an
 * account's data, and the worker's jobs that prepare it, mail the link and sweep expired files.
 */
export function registerDataExports(
  api: FastifyInstance,
  infra: Infrastructure,
  deps: Pick<Auth, 'guards'> & { messenger: Messenger },
): { handlers: EventHandler[]; sweeps: SweepJob[] } {
  const { db, media } = infra;
  const exports = createDataExports({ db, repo: dataExportsRepository, media });
  registerDataExportRoutes(api, { guards: deps.guards, exports });
  return createDataExportJobs({
    db,
    repo: dataExportsRepository,
    builder: createExportBuilder({ sections: exportSectionsRepository, executor: db }),
    media,
    messenger: deps.messenger,
    publicUrl: infra.config.PUBLIC_URL,
    log: infra.log,
  });
}
