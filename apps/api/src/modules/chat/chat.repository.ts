import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import {
  chatAttachments,
  chatMessages,
  conversationMembers,
  conversations,
  type MessageCard,
} from '../../db/schema/chat';
import { deals } from '../../db/schema/deals';
import type { Executor } from '../../lib/events/record-event';
import { likeText } from '../../lib/like-text';

export type MessageRow = typeof chatMessages.$inferSelect;
export type AttachmentRow = typeof chatAttachments.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;
export type AccountRow = {
  id: number;
  name: string;
  avatarPath: string | null;
  slug: string;
  deletedAt: Date | null;
};

/** A conversation as one of its members stands in it: their row, the other's, and the other account. */
export type ConversationView = {
  id: number;
  lastSeq: number;
  lastMessageAt: Date | null;
  createdAt: Date;
  me: MemberRow;
  them: MemberRow;
  other: AccountRow;
};

/** The other member's row, joined beside the reader's. */
const themMembers = alias(conversationMembers, 'them');

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];

const accountColumns = {
  id: users.id,
  name: users.name,
  avatarPath: users.avatarPath,
  slug: users.slug,
  deletedAt: users.deletedAt,
};

export const chatRepository = {
  /** What deciding whether a message may be about a deal needs of it. */
  async dealForChat(db: Executor, id: number) {
    const [row] = await db
      .select({
        clientId: deals.clientId,
        providerId: deals.providerId,
        stage: deals.stage,
        chatOpenUntil: deals.chatOpenUntil,
        deletedAt: deals.deletedAt,
      })
      .from(deals)
      .where(eq(deals.id, id));
    return row;
  },

  async account(db: Executor, id: number): Promise<AccountRow | undefined> {
    const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
    return row;
  },

  /** The conversation of two accounts, opened (with both member rows) if they had none. */
  async openPair(tx: Executor, a: number, b: number): Promise<number> {
    const [first, second] = pair(a, b);
    await tx
      .insert(conversations)
      .values({ firstUserId: first, secondUserId: second })
      .onConflictDoNothing({ target: [conversations.firstUserId, conversations.secondUserId] });
    const [row] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.firstUserId, first), eq(conversations.secondUserId, second)));
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: row!.id, userId: first },
        { conversationId: row!.id, userId: second },
      ])
      .onConflictDoNothing();
    return row!.id;
  },

  /**
   * The conversation `id` as `userId` stands in it, in one query (it is on every send and read);
   * undefined when they are not one of its members.
   */
  async view(db: Executor, id: number, userId: number): Promise<ConversationView | undefined> {
    const [row] = await db
      .select({
        conversation: conversations,
        me: conversationMembers,
        them: themMembers,
        other: {
          id: users.id,
          name: users.name,
          avatarPath: users.avatarPath,
          slug: users.slug,
          deletedAt: users.deletedAt,
        },
      })
      .from(conversations)
      .innerJoin(
        conversationMembers,
        and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, userId)),
      )
      .innerJoin(
        themMembers,
        and(eq(themMembers.conversationId, conversations.id), ne(themMembers.userId, userId)),
      )
      .innerJoin(users, eq(users.id, themMembers.userId))
      .where(eq(conversations.id, id));
    if (!row) return undefined;
    return {
      id,
      lastSeq: row.conversation.lastSeq,
      lastMessageAt: row.conversation.lastMessageAt,
      createdAt: row.conversation.createdAt,
      me: row.me,
      them: row.them,
      other: row.other,
    };
  },

  /**
   * Takes the conversation's row lock and its next sequence number: every send of the conversation
   * waits here for the one before to commit, which is what numbers messages without a gap.
   */
  async nextSeq(tx: Executor, conversationId: number, at: Date): Promise<number> {
    const [row] = await tx
      .update(conversations)
      .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: at })
      .where(eq(conversations.id, conversationId))
      .returning({ seq: conversations.lastSeq });
    return row!.seq;
  },

  async insertMessage(
    tx: Executor,
    row: {
      conversationId: number;
      seq: number;
      senderId: number | null;
      clientId?: string | null;
      kind?: MessageRow['kind'];
      body: string;
      card?: MessageCard | null;
      aboutDealId?: number | null;
      createdAt: Date;
    },
  ): Promise<MessageRow | undefined> {
    // A retry with the sender's client id meets the unique index and writes nothing: answered undefined.
    const [message] = await tx
      .insert(chatMessages)
      .values(row)
      .onConflictDoNothing({
        target: [chatMessages.conversationId, chatMessages.senderId, chatMessages.clientId],
        where: sql`${chatMessages.clientId} is not null`,
      })
      .returning();
    return message;
  },

  async byClientId(db: Executor, conversationId: number, senderId: number, clientId: string) {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.senderId, senderId),
          eq(chatMessages.clientId, clientId),
        ),
      );
    return row;
  },

  /**
   * After a message took `seq`: `reader` (its sender, or the party whose act made a card) has read
   * up to it; every other member has one more unread. A card of nobody's act raises both.
   */
  async afterSend(tx: Executor, conversationId: number, reader: number | null, seq: number) {
    await tx
      .update(conversationMembers)
      .set(
        reader === null
          ? { unreadCount: sql`${conversationMembers.unreadCount} + 1` }
          : {
              unreadCount: sql`case when ${conversationMembers.userId} = ${reader} then ${conversationMembers.unreadCount} else ${conversationMembers.unreadCount} + 1 end`,
              lastReadSeq: sql`case when ${conversationMembers.userId} = ${reader} then greatest(${conversationMembers.lastReadSeq}, ${seq}) else ${conversationMembers.lastReadSeq} end`,
            },
      )
      .where(eq(conversationMembers.conversationId, conversationId));
  },

  /** The member has read everything: unread 0, read up to the conversation's last sequence. */
  async markRead(db: Executor, conversationId: number, userId: number) {
    const [row] = await db
      .update(conversationMembers)
      .set({
        unreadCount: 0,
        lastReadSeq: sql`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})`,
      })
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      )
      .returning({ lastReadSeq: conversationMembers.lastReadSeq });
    return row?.lastReadSeq ?? 0;
  },

  async setMember(
    db: Executor,
    conversationId: number,
    userId: number,
    values: Partial<Pick<MemberRow, 'mutedAt' | 'blockedAt'>>,
  ) {
    await db
      .update(conversationMembers)
      .set(values)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      );
  },

  /** Messages in order: the newest `limit` (before `beforeSeq` when given), or those after `afterSeq`. */
  async messages(
    db: Executor,
    conversationId: number,
    range: { beforeSeq?: number; afterSeq?: number; limit: number },
  ): Promise<MessageRow[]> {
    if (range.afterSeq !== undefined) {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, range.afterSeq)))
        .orderBy(asc(chatMessages.seq))
        .limit(range.limit);
    }
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          range.beforeSeq !== undefined ? lt(chatMessages.seq, range.beforeSeq) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .limit(range.limit);
    return rows.reverse();
  },

  async attachmentsOf(db: Executor, messageIds: readonly number[]): Promise<AttachmentRow[]> {
    if (messageIds.length === 0) return [];
    return db
      .select()
      .from(chatAttachments)
      .where(inArray(chatAttachments.messageId, [...messageIds]))
      .orderBy(asc(chatAttachments.id));
  },

  /** The uploader's unsent files of the conversation among `ids`, locked for the send that attaches them. */
  async unsentAttachments(tx: Executor, conversationId: number, uploaderId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(chatAttachments)
      .where(
        and(
          inArray(chatAttachments.id, [...ids]),
          eq(chatAttachments.conversationId, conversationId),
          eq(chatAttachments.uploaderId, uploaderId),
          isNull(chatAttachments.messageId),
        ),
      )
      .for('update');
  },

  async attach(tx: Executor, ids: readonly number[], messageId: number) {
    if (ids.length === 0) return;
    await tx
      .update(chatAttachments)
      .set({ messageId })
      .where(inArray(chatAttachments.id, [...ids]));
  },

  /**
   * The conversations of `userId`, the latest message first, with the other account and, per row,
   * the latest message; `title` matches the other account's name or the title of a deal between them.
   */
  async list(db: Executor, userId: number, options: { title?: string; limit: number; offset: number }) {
    const search = options.title
      ? sql`and (u.name ilike ${likeText(options.title)} or exists (
            select 1 from deals d
             where ((d.client_id = ${userId} and d.provider_id = u.id) or (d.provider_id = ${userId} and d.client_id = u.id))
               and d.title ilike ${likeText(options.title)}))`
      : sql``;
    const rows = await db.execute<{ id: number; total: number }>(sql`
      select c.id, count(*) over () as total
        from conversation_members m
        join conversations c on c.id = m.conversation_id
        join users u on u.id = case when c.first_user_id = ${userId} then c.second_user_id else c.first_user_id end
       where m.user_id = ${userId} and c.last_seq > 0 ${search}
       order by c.last_message_at desc nulls last, c.id desc
       limit ${options.limit} offset ${options.offset}`);
    return {
      ids: rows.rows.map((row) => Number(row.id)),
      total: Number(rows.rows[0]?.total ?? 0),
    };
  },

  /** The latest message of each conversation. */
  async latest(db: Executor, conversationIds: readonly number[]): Promise<MessageRow[]> {
    if (conversationIds.length === 0) return [];
    return db
      .select({ message: chatMessages })
      .from(chatMessages)
      .innerJoin(
        conversations,
        and(eq(conversations.id, chatMessages.conversationId), eq(conversations.lastSeq, chatMessages.seq)),
      )
      .where(inArray(chatMessages.conversationId, [...conversationIds]))
      .then((rows) => rows.map((row) => row.message));
  },

  /**
   * The accounts `userId` has a conversation with: who hears when they come online or go. Not across
   * a block, either way: a blocked pair sees nothing of each other.
   */
  async partnersOf(db: Executor, userId: number): Promise<number[]> {
    const rows = await db.execute<{ id: number }>(sql`
      select case when c.first_user_id = ${userId} then c.second_user_id else c.first_user_id end as id
        from conversations c
       where (c.first_user_id = ${userId} or c.second_user_id = ${userId})
         and not exists (select 1 from conversation_members m
                          where m.conversation_id = c.id and m.blocked_at is not null)
       limit 1000`);
    return rows.rows.map((row) => Number(row.id));
  },
};

export type ChatRepository = typeof chatRepository;
