import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { outboxMessages, users } from './accounts';
import { conversations } from './chat';
import { createdAt } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account's own choice for one topic of notifications (packages/shared, notification-
 * preferences.ts). No row is the topic's defaults; a null channel keeps its default, so a default
 * changed later reaches everyone who never chose.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    push: boolean('push'),
    email: boolean('email'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

export type MailJobKind = 'notification' | 'chat' | 'digest';
export type MailJobState = 'scheduled' | 'sent' | 'skipped' | 'failed';

/**
 * One e-mail to one account, planned before it is due: a notification still unread after a delay, a
 * chat's unread stretch, a day's digest. `key` names what it is about (`notification:12`,
 * `chat:7:40` for conversation 7 unread after sequence 40, `digest:2031-01-10`) and is unique per
 * account, so a job scheduled twice, retried, or run on two instances at once makes one e-mail. The
 * sweep decides each job once it is due: sent (with the queued message), or skipped and why (read in
 * time, the topic's e-mails off, a muted or blocked conversation, an account that may not be mailed).
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailJobKind>().notNull(),
    topic: text('topic').notNull(),
    key: text('key').notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    // The member's last read sequence when the unread stretch began: read past it, the stretch is over.
    fromSeq: integer('from_seq'),
    dueAt: at('due_at').notNull(),
    state: text('state').$type<MailJobState>().notNull().default('scheduled'),
    reason: text('reason'),
    attempts: smallint('attempts').notNull().default(0),
    messageId: integer('message_id').references(() => outboxMessages.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_mails_key_unique').on(t.userId, t.key),
    // What the sweep reads on every tick: the jobs still waiting, the first due first.
    index('notification_mails_due_idx').on(t.dueAt, t.id).where(sql`${t.state} = 'scheduled'`),
    index('notification_mails_notification_idx').on(t.notificationId),
    check('notification_mails_state_check', sql`${t.state} in ('scheduled', 'sent', 'skipped', 'failed')`),
  ],
);
