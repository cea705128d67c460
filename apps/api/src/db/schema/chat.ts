import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { deals } from './deals';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One conversation per pair of accounts (decision 0027), the smaller id first so the pair is unique
 * whichever side wrote first. `last_seq` numbers its messages: the send transaction raises it under
 * the row's lock, so messages are numbered 1, 2, 3… with no gap whatever the number of senders.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    firstUserId: integer('first_user_id')
      .notNull()
      .references(() => users.id),
    secondUserId: integer('second_user_id')
      .notNull()
      .references(() => users.id),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: at('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.firstUserId, t.secondUserId),
    index('conversations_second_user_idx').on(t.secondUserId),
    check('conversations_pair_ordered', sql`${t.firstUserId} < ${t.secondUserId}`),
  ],
);

/**
 * A member's side of a conversation: how many messages of the other side they have not read (raised
 * in the send transaction, zeroed when they read), the last sequence they read, and whether they
 * muted the conversation or blocked the other account (only the blocker lifts a block).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    mutedAt: at('muted_at'),
    blockedAt: at('blocked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
    check('conversation_members_unread_not_negative', sql`${t.unreadCount} >= 0`),
  ],
);

/** What a card in the conversation points at: a deal, one of its deliveries, or its review prompt. */
export type MessageCard = { deal_id: number; delivery_id?: number };

/**
 * A message: `seq` is its place in the conversation. `client_id` is the sender's own id for it, made
 * before the first try, so a retry finds the stored message instead of writing a second. Cards (an
 * offer, a payment, a delivery…) are messages of the system (`sender_id` null) with their `card`.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: integer('sender_id').references(() => users.id),
    clientId: uuid('client_id'),
    kind: text('kind', { enum: ['text', 'deal', 'delivery', 'review'] })
      .notNull()
      .default('text'),
    body: text('body').notNull().default(''),
    card: jsonb('card').$type<MessageCard>(),
    /**
     * A member's message about one of the pair's deals (a reply under its card), accepted while the
     * deal's chat is open: SPEC.md closes it 3 days after its delivery is accepted or rejected.
     */
    aboutDealId: integer('about_deal_id').references(() => deals.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_unique')
      .on(t.conversationId, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('chat_messages_seq_positive', sql`${t.seq} > 0`),
  ],
);

/**
 * A file sent in a conversation (a picture, a document, a voice note): uploaded by a member first,
 * judged by its content, kept privately, then attached to the message that sends it (`message_id`
 * set once, in the send transaction). Unsent uploads are the uploader's alone.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, {
      onDelete: 'cascade',
    }),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['image', 'file', 'voice'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_attachments_message_idx').on(t.messageId),
    index('chat_attachments_unsent_idx')
      .on(t.conversationId, t.uploaderId)
      .where(sql`${t.messageId} is null`),
  ],
);
