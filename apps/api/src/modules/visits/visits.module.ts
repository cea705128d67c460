import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { SweepJob } from '../../lib/sweeper';
import { createVisitRecorder } from './visit-recorder';
import { createVisitsRepository } from './visits.repository';

const DAY = 86_400_000;

/**
 * Visits to services and profiles: counted in memory by the pages (`recorder`, given to the services
 * and providers modules) and written in batches by each process on its own timer, so a separate
 * worker never holds another process's visits. The worker's sweep forgets who visited on past days.
 */
export function registerVisits(api: FastifyInstance, infra: Infrastructure) {
  const repo = createVisitsRepository(infra.db);
  const recorder = createVisitRecorder(repo);
  api.addHook('onReady', async () =>
    recorder.start(infra.config.VISITS_FLUSH_MS, (error) =>
      infra.log.warn({ err: error }, 'visits not written yet'),
    ),
  );
  // What was counted is written before the database closes.
  api.addHook('preClose', async () => {
    await recorder.stop().catch((error) => infra.log.warn({ err: error }, 'visits not written'));
  });
  const forgetVisitors: SweepJob = async (now) => {
    await repo.forgetVisitorsBefore(new Date(now.getTime() - DAY).toISOString().slice(0, 10));
  };
  return { recorder, sweeps: [forgetVisitors] };
}
