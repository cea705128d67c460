import type {
  NotificationChannel,
  NotificationTopic,
} from '@wasla/shared/contracts/notification-preferences';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { notificationPreferences } from '../../db/schema/notification-mail';
import type { Executor } from '../../lib/events/record-event';

/** An account's own choice for a topic: null where it never chose (the topic's default holds). */
export type StoredChoice = { push: boolean | null; email: boolean | null };
export type ChoiceChange = { topic: NotificationTopic; push?: boolean; email?: boolean };

/** The only SQL of notification preferences. */
export function createPreferencesRepository(db: Database) {
  return {
    /** The account's own choices, by topic; a topic it never chose is absent. */
    async choicesOf(executor: Executor, userId: number): Promise<Map<string, StoredChoice>> {
      const rows = await executor
        .select({
          topic: notificationPreferences.topic,
          push: notificationPreferences.push,
          email: notificationPreferences.email,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return new Map(rows.map(({ topic, ...choice }) => [topic, choice]));
    },

    /** The account's own choice for one channel of one topic, if it made one. */
    async choiceOf(
      executor: Executor,
      userId: number,
      topic: NotificationTopic,
      channel: NotificationChannel,
    ): Promise<boolean | null> {
      const [row] = await executor
        .select({ value: notificationPreferences[channel] })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.topic, topic)));
      return row?.value ?? null;
    },

    /** Writes the changes; a channel a change leaves out keeps what it was. */
    async save(executor: Executor, userId: number, changes: readonly ChoiceChange[], at: Date) {
      if (changes.length === 0) return;
      await executor
        .insert(notificationPreferences)
        .values(
          changes.map((c) => ({
            userId,
            topic: c.topic,
            push: c.push ?? null,
            email: c.email ?? null,
            updatedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.topic],
          set: {
            push: sql`coalesce(excluded.push, ${notificationPreferences.push})`,
            email: sql`coalesce(excluded.email, ${notificationPreferences.email})`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    /** Whether an account exists and is not deleted: an unsubscribe link of a deleted one is void. */
    async liveAccount(userId: number) {
      const [row] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
      return row !== undefined && row.deletedAt === null;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
