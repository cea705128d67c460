import type { Database } from '../../db/client';
import type { EventHandler } from '../../lib/events/handlers';
import type { DeliveriesRepository } from './deliveries.repository';

/**
 * A delivered deal the client left unanswered for three days completes itself (the deal table's
 * `auto_complete` timer, which pays the provider in its own transaction): its waiting delivery is
 * then marked accepted, as of the completion, so both sides read the same outcome in the list of
 * deliveries. Idempotent as it is: only a delivery still waiting changes.
 */
export function createDeliveryHandlers(deps: { db: Database; repo: DeliveriesRepository }): EventHandler[] {
  return [
    {
      name: 'deals.accept_waiting_delivery',
      type: 'deal.auto_completed',
      async handle(event) {
        const at = (event.payload as { at?: unknown }).at;
        const when = typeof at === 'string' ? new Date(at) : event.createdAt;
        await deps.repo.acceptWaiting(deps.db, Number(event.subjectId), when);
      },
    },
  ];
}
