import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import { pushSubscriptions } from '../../db/schema/push';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewSubscription = { endpoint: string; p256dh: string; auth: string };

/** The SQL of web push subscriptions. */
export function createPushRepository(db: Database) {
  return {
    /**
     * The device's subscription, kept for this account and session. Answers whether anything
     * changed: a browser re-sending the same subscription on every start writes nothing.
     */
    async save(userId: number, sessionId: string, sub: NewSubscription) {
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId, sessionId, ...sub })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, sessionId, p256dh: sub.p256dh, auth: sub.auth, updatedAt: sql`now()` },
          // The same device, account, session and keys: nothing to write.
          setWhere: sql`(${pushSubscriptions.userId}, ${pushSubscriptions.sessionId}, ${pushSubscriptions.p256dh}, ${pushSubscriptions.auth}) is distinct from (${userId}, ${sessionId}::uuid, ${sub.p256dh}, ${sub.auth})`,
        })
        .returning({ id: pushSubscriptions.id });
      return { changed: row !== undefined };
    },

    async remove(userId: number, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** A push service said the subscription is gone (404, 410): forgotten. */
    async drop(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** The account's devices whose session is still live, with the account's language. */
    async liveFor(userId: number) {
      return db
        .select({ subscription: pushSubscriptions, locale: users.locale })
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(
          and(eq(pushSubscriptions.userId, userId), isNull(sessions.revokedAt), isNull(users.deletedAt)),
        );
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
