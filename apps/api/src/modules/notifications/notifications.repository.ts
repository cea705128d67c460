import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import {
  type NotificationData,
  notifications,
  serviceAvailabilityWatches,
} from '../../db/schema/notifications';
import { services } from '../../db/schema/services';
import type { Executor } from '../../lib/events/record-event';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  recipientId: number;
  kind: string;
  template: string;
  data: NotificationData;
  senderId: number | null;
  sourceEventId: number | null;
  createdAt: Date;
};

const sender = alias(users, 'sender');

/** A notification with what its sender shows now (a renamed account shows its new name). */
const withSender = {
  notification: notifications,
  sender: {
    name: sender.name,
    slug: sender.slug,
    avatarPath: sender.avatarPath,
    deletedAt: sender.deletedAt,
  },
};
export type NotificationWithSender = {
  notification: NotificationRow;
  sender: { name: string; slug: string; avatarPath: string | null; deletedAt: Date | null } | null;
};

/** Notifications joined to their senders, for any reader of them (the list, the e-mails) to narrow. */
export const selectWithSender = (executor: Executor) =>
  executor.select(withSender).from(notifications).leftJoin(sender, eq(sender.id, notifications.senderId));

/** The only SQL of notifications and of the "tell me when it is available" watches. */
export function createNotificationsRepository(db: Database) {
  const mine = (recipientId: number) => eq(notifications.recipientId, recipientId);
  const unread = (recipientId: number) => and(mine(recipientId), isNull(notifications.readAt));

  return {
    db,

    /**
     * Writes notifications in the caller's transaction. One of the same source event, recipient and
     * kind already there is kept as it is; answers only the rows written now.
     */
    insert: (tx: Executor, rows: NewNotification[]): Promise<NotificationRow[]> =>
      rows.length === 0
        ? Promise.resolve([])
        : tx.insert(notifications).values(rows).onConflictDoNothing().returning(),

    /** A page of the recipient's notifications, newest first, and how many they have in all. */
    async page(recipientId: number, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        selectWithSender(db)
          .where(mine(recipientId))
          .orderBy(desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notifications).where(mine(recipientId)),
      ]);
      return { rows: rows as NotificationWithSender[], total: total?.n ?? 0 };
    },

    async unreadCount(recipientId: number) {
      const [row] = await db.select({ n: count() }).from(notifications).where(unread(recipientId));
      return row?.n ?? 0;
    },

    /** One notification with its sender, whoever it was written for (the service asks the policy). */
    async find(id: number): Promise<NotificationWithSender | undefined> {
      const [row] = await selectWithSender(db).where(eq(notifications.id, id));
      return row as NotificationWithSender | undefined;
    },

    /** Marks a notification read unless it was already: the first reading is kept. */
    markRead: (id: number, at: Date) =>
      db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt))),

    markAllRead: (recipientId: number, at: Date) =>
      db.update(notifications).set({ readAt: at }).where(unread(recipientId)),

    /** What deciding on a watch needs of a service: its owner, status, and whether it is deleted. */
    async service(executor: Executor, id: number) {
      const [row] = await executor
        .select({
          id: services.id,
          slug: services.slug,
          name: services.name,
          ownerId: services.userId,
          type: services.type,
          status: services.status,
          deletedAt: services.deletedAt,
        })
        .from(services)
        .where(eq(services.id, id));
      return row;
    },

    /** Watching twice keeps one watch. */
    watch: (userId: number, serviceId: number, at: Date) =>
      db
        .insert(serviceAvailabilityWatches)
        .values({ userId, serviceId, createdAt: at })
        .onConflictDoNothing(),

    /** Removes the service's watches in the caller's transaction; answers who was watching. */
    async takeWatchers(tx: Executor, serviceId: number): Promise<number[]> {
      const rows = await tx
        .delete(serviceAvailabilityWatches)
        .where(eq(serviceAvailabilityWatches.serviceId, serviceId))
        .returning({ userId: serviceAvailabilityWatches.userId });
      return rows.map((row) => row.userId).sort((a, b) => a - b);
    },

    /** Whether a deal's reviews are published (both sides wrote, or the window closed). */
    async reviewsPublished(executor: Executor, dealId: number) {
      const result = await executor.execute<{ published: boolean }>(sql`
        select exists (select 1 from reviews where deal_id = ${dealId} and published_at is not null)
          or exists (select 1 from client_reviews where deal_id = ${dealId} and published_at is not null)
          as published`);
      return result.rows[0]?.published === true;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
