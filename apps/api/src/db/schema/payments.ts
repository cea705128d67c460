import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every webhook event a card gateway delivered and we accepted, by the gateway's own event id. A
 * gateway delivers at least once (it retries until it sees a 2xx, and may send one event twice), so
 * the receiver claims the id here in the transaction that records the event's domain event: a second
 * delivery finds the row and records nothing. The rows stay as the log of what each gateway told us.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    // The adapter's name ('sandbox'): two gateways' ids may look alike.
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    // The gateway's name for it ('charge.succeeded'), and the object it was about.
    eventType: text('event_type').notNull(),
    objectId: text('object_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);
