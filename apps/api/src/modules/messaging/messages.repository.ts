import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/accounts';
import type { Executor } from '../../lib/events/record-event';

export type MessageRow = typeof outboxMessages.$inferSelect;

/** The messages table: what the messenger queued, what the worker sent, and the development mailbox. */
export function createMessagesRepository(db: Database) {
  return {
    /** Inside the caller's transaction, with the event that makes the worker send it. */
    async add(executor: Executor, row: typeof outboxMessages.$inferInsert) {
      const [added] = await executor.insert(outboxMessages).values(row).returning({ id: outboxMessages.id });
      return added!.id;
    },
    find: async (id: number) =>
      (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0] ?? null,
    /**
     * Only a queued message moves, so a message delivered twice (a worker that died after sending)
     * is marked once. `sealedText` null erases the body once it has gone.
     */
    markHandled: async (
      id: number,
      outcome: { status: 'sent' | 'kept'; delivered: boolean; sealedText: string | null; at: Date },
    ) =>
      (
        await db
          .update(outboxMessages)
          .set({
            status: outcome.status,
            delivered: outcome.delivered,
            sealedText: outcome.sealedText,
            handledAt: outcome.at,
          })
          .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')))
          .returning({ id: outboxMessages.id })
      ).length > 0,
    /** Newest first, optionally for one recipient: the development mailbox. */
    list: (recipient?: string, limit = 50) =>
      db
        .select()
        .from(outboxMessages)
        .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(limit),
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
