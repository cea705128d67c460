import {
  type ServiceContext,
  type ServiceEvent,
  serviceMachine,
} from '@wasla/shared/service-rules/service-states';
import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import type { Executor } from '../../lib/events/record-event';
import {
  applyTransition,
  createTimerSweep,
  defineStore,
  type TransitionRequest,
} from '../../lib/state-machine';
import { today } from './service-dates';

/**
 * The service table (packages/shared/src/service-rules/service-states.ts, shared with the web for
 * its buttons) bound to the `services` rows: the status column, a column per deadline, deleted
 * services left out. Every status change of a service goes through `applyServiceEvent`, and every
 * timed one through `createServiceTimerSweep`; nothing else writes `services.status` after a draft
 * is created.
 */
export const serviceStore = defineStore({
  machine: serviceMachine,
  table: services,
  id: services.id,
  status: services.status,
  deadlines: {
    expired_at: services.expiredAt,
    open_until: services.openUntil,
    holiday_start: services.holidayStart,
    holiday_end: services.holidayEnd,
  },
  live: isNull(services.deletedAt),
  touch: () => ({ updatedAt: sql`now()` }),
});

// Typed here rather than imported from the repository, which calls this file.
type ServiceRow = typeof services.$inferSelect;
type ServiceChanges = Partial<ServiceRow>;

/** An owner's event on a service: what the guards need beyond the row, and the other columns it sets. */
export type OwnerServiceEvent = {
  id: number;
  event: ServiceEvent;
  ownerId: number;
  context?: Omit<ServiceContext, 'today' | 'holidayStart'>;
  changes?: (row: ServiceRow) => ServiceChanges;
};

export function applyServiceEvent(executor: Executor, request: OwnerServiceEvent) {
  const transition: TransitionRequest<typeof serviceMachine, ServiceRow> = {
    id: request.id,
    event: request.event,
    by: 'owner',
    actor: `user:${request.ownerId}`,
    context: (row) => ({ today: today(), holidayStart: row.holidayStart, ...request.context }),
    changes: (row) => request.changes?.(row) ?? {},
  };
  return applyTransition(executor, serviceStore, transition);
}

/**
 * The moderation team's event on a service (hide after a report, restore), in the caller's
 * transaction; `requestKey` makes a repeated decision answer as the first one did.
 */
export function applyTeamServiceEvent(
  executor: Executor,
  request: { id: number; event: 'hide' | 'restore'; memberId: number; reason: string; requestKey?: string },
) {
  return applyTransition(executor, serviceStore, {
    id: request.id,
    event: request.event,
    by: 'team',
    actor: `user:${request.memberId}`,
    reason: request.reason,
    requestKey: request.requestKey,
    context: () => ({ today: today() }),
  });
}

/** The timer rows of the table as a sweep, answering the moved services with their listing refs. */
export const createServiceTimerSweep = (db: Database, batchSize?: number) =>
  createTimerSweep(db, serviceStore, {
    batchSize,
    returning: {
      userId: services.userId,
      mainCategoryId: services.mainCategoryId,
      categoryId: services.categoryId,
    },
  });
