import { paymentWebhookEvents } from '../../db/schema/payments';
import type { Executor } from '../../lib/events/record-event';

/**
 * Claims a gateway's event id inside the caller's transaction: true for the first delivery, false
 * for any later one. Two deliveries at the same instant meet on the primary key; the second waits
 * for the first's transaction and then finds the row, so only one of them records anything.
 */
export async function claimWebhookEvent(
  tx: Executor,
  event: { gateway: string; eventId: string; eventType: string; objectId: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentWebhookEvents.gateway, paymentWebhookEvents.eventId] })
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length === 1;
}
