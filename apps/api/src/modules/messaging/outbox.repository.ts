import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/accounts';

export function createOutboxRepository(db: Database) {
  return {
    add: (row: typeof outboxMessages.$inferInsert) => db.insert(outboxMessages).values(row),
    /** Newest first, optionally for one recipient: the development mailbox. */
    list: (recipient?: string, limit = 50) =>
      db
        .select()
        .from(outboxMessages)
        .where(recipient ? and(eq(outboxMessages.recipient, recipient)) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(limit),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
