import { and, asc, count, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { chatMessages, conversationMembers } from '../../db/schema/chat';
import {
  type MailJobKind,
  type MailJobState,
  notificationMails,
  notificationPreferences,
} from '../../db/schema/notification-mail';
import { notifications } from '../../db/schema/notifications';
import type { Executor } from '../../lib/events/record-event';
import { type NotificationWithSender, selectWithSender } from '../notifications/notifications.repository';

export type MailJob = typeof notificationMails.$inferSelect;
export type NewMailJob = {
  userId: number;
  kind: MailJobKind;
  topic: string;
  key: string;
  dueAt: Date;
  notificationId?: number;
  conversationId?: number;
  fromSeq?: number;
};

const other = alias(conversationMembers, 'other_member');
const otherUser = alias(users, 'other_user');

/** The only SQL of planned e-mails: planning, claiming the due ones, the facts they tell, deciding. */
export function createMailJobsRepository(db: Database) {
  return {
    /** Plans e-mails; one already planned under the same account and key stays as it is. */
    plan: (executor: Executor, jobs: readonly NewMailJob[]) =>
      jobs.length === 0
        ? Promise.resolve()
        : executor
            .insert(notificationMails)
            .values([...jobs])
            .onConflictDoNothing(),

    /**
     * Plans a chat stretch's mail. The worker may handle a stretch's messages out of order: the mail
     * is due after the earliest of them, whichever was planned first.
     */
    planChat: (executor: Executor, job: NewMailJob) =>
      executor
        .insert(notificationMails)
        .values(job)
        .onConflictDoUpdate({
          target: [notificationMails.userId, notificationMails.key],
          set: { dueAt: sql`least(${notificationMails.dueAt}, excluded.due_at)` },
          setWhere: sql`${notificationMails.state} = 'scheduled'`,
        }),

    /** The first due jobs still waiting, as ids: each is then locked and decided in a transaction. */
    async dueIds(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: notificationMails.id })
        .from(notificationMails)
        .where(and(eq(notificationMails.state, 'scheduled'), lte(notificationMails.dueAt, now)))
        .orderBy(asc(notificationMails.dueAt), asc(notificationMails.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The job, locked, if it still waits; another instance deciding it now makes this skip it. */
    async lock(tx: Executor, id: number): Promise<MailJob | undefined> {
      const [row] = await tx
        .select()
        .from(notificationMails)
        .where(and(eq(notificationMails.id, id), eq(notificationMails.state, 'scheduled')))
        .for('update', { skipLocked: true });
      return row;
    },

    decide: (
      tx: Executor,
      id: number,
      outcome: { state: Exclude<MailJobState, 'scheduled'>; reason?: string; messageId?: number; at: Date },
    ) =>
      tx
        .update(notificationMails)
        .set({
          state: outcome.state,
          reason: outcome.reason ?? null,
          messageId: outcome.messageId ?? null,
          decidedAt: outcome.at,
        })
        .where(eq(notificationMails.id, id)),

    /** A job whose deciding failed waits `retryAt`; after its last attempt it is given up. */
    failed: (id: number, retryAt: Date, lastAttempt: number, reason: string) =>
      db
        .update(notificationMails)
        .set({
          attempts: sql`${notificationMails.attempts} + 1`,
          dueAt: retryAt,
          state: sql`case when ${notificationMails.attempts} + 1 >= ${lastAttempt} then 'failed' else 'scheduled' end`,
          reason,
        })
        .where(and(eq(notificationMails.id, id), eq(notificationMails.state, 'scheduled'))),

    /** Who a mail goes to, as it is now. */
    async recipient(executor: Executor, userId: number) {
      const [row] = await executor
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          addressTaken: users.addressTaken,
          blockedUntil: users.blockedUntil,
          deletedAt: users.deletedAt,
          locale: users.locale,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** One notification with its sender as it shows now, read in the caller's transaction. */
    async notification(executor: Executor, id: number): Promise<NotificationWithSender | undefined> {
      const [row] = await selectWithSender(executor).where(eq(notifications.id, id));
      return row as NotificationWithSender | undefined;
    },

    /**
     * The reader's side of a conversation after `fromSeq`: whether they read past it, muted it, or
     * either side blocked the other, who the other member is, and how many of their messages wait.
     */
    async chatStretch(executor: Executor, conversationId: number, userId: number, fromSeq: number) {
      const [row] = await executor
        .select({
          lastReadSeq: conversationMembers.lastReadSeq,
          mutedAt: conversationMembers.mutedAt,
          blockedAt: conversationMembers.blockedAt,
          otherId: other.userId,
          otherBlockedAt: other.blockedAt,
          otherName: otherUser.name,
          otherDeletedAt: otherUser.deletedAt,
        })
        .from(conversationMembers)
        .innerJoin(
          other,
          and(eq(other.conversationId, conversationMembers.conversationId), ne(other.userId, userId)),
        )
        .innerJoin(otherUser, eq(otherUser.id, other.userId))
        .where(
          and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
        );
      if (!row) return undefined;
      const [waiting] = await executor
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            gt(chatMessages.seq, fromSeq),
            eq(chatMessages.senderId, row.otherId),
          ),
        );
      return { ...row, unread: waiting?.n ?? 0 };
    },

    /** A member's read state now: the chat handler plans from it. */
    async member(executor: Executor, conversationId: number, userId: number) {
      const [row] = await executor
        .select({ lastReadSeq: conversationMembers.lastReadSeq })
        .from(conversationMembers)
        .where(
          and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
        );
      return row;
    },

    async messageSentAt(executor: Executor, messageId: number): Promise<Date | undefined> {
      const [row] = await executor
        .select({ at: chatMessages.createdAt })
        .from(chatMessages)
        .where(eq(chatMessages.id, messageId));
      return row?.at;
    },

    /**
     * A digest's notifications: the account's unread ones stored in (since, until], without those
     * that have an e-mail of their own (sent, or still to be decided), newest first, `limit` of them
     * and how many in all.
     */
    async digestItems(executor: Executor, userId: number, since: Date, until: Date, limit: number) {
      const where = and(
        eq(notifications.recipientId, userId),
        isNull(notifications.readAt),
        gt(notifications.createdAt, since),
        lte(notifications.createdAt, until),
        sql`not exists (select 1 from ${notificationMails} m where m.notification_id = ${notifications.id} and m.state in ('scheduled', 'sent'))`,
      );
      const [rows, [total]] = await Promise.all([
        selectWithSender(executor)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit),
        executor.select({ n: count() }).from(notifications).where(where),
      ]);
      return { rows: rows as NotificationWithSender[], total: total?.n ?? 0 };
    },

    /**
     * Plans the digest of `day` for every account with unread notifications stored in (since, at]
     * that no e-mail told of, unless it turned the digest off (`byDefault`: the digest's default) or
     * cannot be mailed at all (deleted, or without a verified address of its own): the decision
     * checks again, this only spares a row a day for those.
     */
    planDigests: (day: string, since: Date, at: Date, byDefault: boolean) =>
      db.execute(sql`
        insert into ${notificationMails} (user_id, kind, topic, key, due_at)
        select distinct n.recipient_id, 'digest', 'digest', ${`digest:${day}`}, ${at.toISOString()}::timestamptz
        from ${notifications} n
        join ${users} u on u.id = n.recipient_id
          and u.deleted_at is null and u.email_verified_at is not null and not u.address_taken
        left join ${notificationPreferences} p on p.user_id = n.recipient_id and p.topic = 'digest'
        where n.read_at is null
          and n.created_at > ${since.toISOString()}::timestamptz
          and n.created_at <= ${at.toISOString()}::timestamptz
          and coalesce(p.email, ${byDefault})
          and not exists (
            select 1 from ${notificationMails} m where m.notification_id = n.id and m.state in ('scheduled', 'sent'))
        on conflict (user_id, key) do nothing`),

    /** The jobs of an account (tests and the journeys' control server read them). */
    jobsOf: (userId: number) =>
      db
        .select()
        .from(notificationMails)
        .where(eq(notificationMails.userId, userId))
        .orderBy(asc(notificationMails.id)),
  };
}

export type MailJobsRepository = ReturnType<typeof createMailJobsRepository>;
