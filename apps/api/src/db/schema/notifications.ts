import type { Language } from '@wasla/shared/languages';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { services } from './services';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a notification is about, kept as facts rather than sentences: each key is a `$placeholder$`
 * of its template, rendered in the reader's language when it is read (a service's name in every
 * language the owner wrote, an amount as decimal text and its currency).
 */
export type NotificationData = {
  deal?: { id: number; code: string; title: string };
  /** `mine`: the service is its owner's and was hidden by the team; its page is the owner's list. */
  service?: {
    id: number;
    slug: string;
    name: Partial<Record<Language, string>>;
    mine?: 'provided' | 'requested';
  };
  amount?: { amount: string; currency: string };
  withdrawal?: { id: number };
  bank_transfer?: { id: number };
  charge?: { id: number };
  subscription?: { id: number };
  follower?: { id: number; slug: string; name: string };
  article?: { id: number; slug: string; title: string; status: string };
  reason?: string;
  /** An account type (`company`), rendered in the reader's language. */
  account_type?: string;
  data_export?: { id: number };
};

/**
 * One notification of one account (SPEC.md section 3). Stored as a template key of the catalogs'
 * `notifications` section and the facts it names, never as text: it is rendered at read time in the
 * reader's language, so switching language shows old notifications in the new one. `sender_id` is
 * the account it comes from, or null for the Wasla team (timers, the support and finance teams).
 *
 * `source_event_id` is the outbox event that caused it (no reference: delivered events are pruned,
 * notifications stay); with the recipient and the kind it is unique, so an event delivered twice
 * makes one notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    senderId: integer('sender_id').references(() => users.id),
    sourceEventId: bigint('source_event_id', { mode: 'number' }),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_source_unique').on(t.sourceEventId, t.recipientId, t.kind),
    index('notifications_recipient_idx').on(t.recipientId, t.id.desc()),
    // The bell's red dot and unread count read only these.
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * "Tell me when it is available": an account waiting for a service on holiday or closed. Each pair
 * once; the rows are removed when the service opens again and the notifications are written.
 */
export const serviceAvailabilityWatches = pgTable(
  'service_availability_watches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_availability_watches_unique').on(t.userId, t.serviceId),
    index('service_availability_watches_service_idx').on(t.serviceId),
  ],
);
