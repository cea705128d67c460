import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { applyDealEvent } from './deal-machine';
import { dealOffersRepository } from './deal-offers.repository';

/** The reason a deal canceled with its service carries, for both sides to read. */
export const SERVICE_DELETED_REASON = 'service_deleted';

/**
 * Deleting a service removes its offers not yet approved (SPEC.md section 4), in the transaction
 * that deletes it: drafts are discarded (nobody else knew of them), and every offer waiting for an
 * answer or a counter-offer's is canceled through the deal table's `service_removed` event, with its
 * history row and event, so the sender learns why. Approved and paid deals go on: the table lets
 * them finish, pay out or refund as usual. Nothing moves money here: no unapproved deal holds any.
 */
export async function removeUnapprovedDeals(tx: Executor, serviceId: number, deletedBy: number) {
  const rows = await dealOffersRepository.lockUnapproved(tx, serviceId);
  const now = clock.now();
  await dealOffersRepository.discard(
    tx,
    rows.filter((row) => row.stage === 'draft').map((row) => row.id),
    now,
  );
  for (const row of rows.filter((r) => r.stage !== 'draft')) {
    const moved = await applyDealEvent(tx, {
      id: row.id,
      event: 'service_removed',
      by: ['system'],
      actor: `user:${deletedBy}`,
      changes: () => ({ canceledAt: now, reasonCode: SERVICE_DELETED_REASON, reasonComment: null }),
      reason: SERVICE_DELETED_REASON,
      payload: { client_id: row.clientId, provider_id: row.providerId, service_id: serviceId },
    });
    // The row is locked in a stage the table cancels from: anything else is a broken table.
    if (!moved.ok) throw new Error(`deal ${row.id} could not be removed with its service: ${moved.refusal}`);
  }
}
