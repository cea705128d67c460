import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import { createDispatcher } from '../../lib/events/dispatcher';
import { createHandlerRegistry, type EventHandler } from '../../lib/events/handlers';
import { createWorker } from '../../lib/events/worker';
import type { SweepJob } from '../../lib/sweeper';
import type { AuthGuards } from '../auth/auth-guard';
import { registerOutboxAdminRoutes } from './outbox-admin.routes';
import { createOutboxAdmin } from './outbox-admin.service';

/**
 * The worker of this instance, with every module's event handlers and timed transitions, and the
 * team's dead-letter routes. Whether it runs here is the composition's call (WORKER).
 */
export function registerOutbox(
  api: FastifyInstance,
  { db, config, log }: Infrastructure,
  deps: { guards: AuthGuards; handlers: readonly EventHandler[]; sweeps: readonly SweepJob[] },
) {
  const dispatcher = createDispatcher(db, createHandlerRegistry(deps.handlers), { log });
  const worker = createWorker({
    dispatcher,
    sweeps: deps.sweeps,
    pollMs: config.WORKER_POLL_MS,
    sweepEveryMs: config.SWEEP_INTERVAL_MS,
    log,
  });
  registerOutboxAdminRoutes(api, { admin: createOutboxAdmin(db), guards: deps.guards });
  return { worker };
}
