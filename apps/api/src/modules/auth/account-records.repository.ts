import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountDeletions,
  accountTypeDocuments,
  accountTypeRequests,
  sessions,
  socialIdentities,
  users,
} from '../../db/schema/accounts';

/** Account-type requests and account closing: the records kept about an account's life. */
export function createAccountRecordsRepository(db: Database) {
  return {
    pendingTypeRequest: async (userId: number) =>
      (
        await db
          .select()
          .from(accountTypeRequests)
          .where(
            and(eq(accountTypeRequests.userId, userId), eq(accountTypeRequests.status, 'awaiting_documents')),
          )
          .orderBy(desc(accountTypeRequests.id))
          .limit(1)
      )[0],

    /**
     * One open request per account: a new choice replaces the one still waiting, and the documents
     * already sent follow it (a trade licence proves a company as much as an establishment).
     */
    requestType: (userId: number, requestedType: string) =>
      db.transaction(async (tx) => {
        const waiting = and(
          eq(accountTypeRequests.userId, userId),
          eq(accountTypeRequests.status, 'awaiting_documents'),
        );
        const [made] = await tx.insert(accountTypeRequests).values({ userId, requestedType }).returning();
        await tx.execute(sql`
          update account_type_documents set request_id = ${made!.id}
           where request_id in (select id from account_type_requests
                                 where user_id = ${userId} and status = 'awaiting_documents' and id <> ${made!.id})`);
        await tx
          .delete(accountTypeRequests)
          .where(and(waiting, sql`${accountTypeRequests.id} <> ${made!.id}`));
        return made!;
      }),

    /** The request waiting is dropped (the account went back to personal); answers its documents' files. */
    withdrawTypeRequests: (userId: number) =>
      db.transaction(async (tx) => {
        const dropped = await tx.execute<{ file: string | null }>(sql`
          with dropped as (
            delete from account_type_requests
             where user_id = ${userId} and status = 'awaiting_documents' returning id)
          select d.file from dropped left join account_type_documents d on d.request_id = dropped.id`);
        return dropped.rows.flatMap((row) => (row.file ? [row.file] : []));
      }),

    /** The documents sent for a request, oldest first. */
    documentsOf: (requestId: number) =>
      db
        .select({
          id: accountTypeDocuments.id,
          type: accountTypeDocuments.contentType,
          createdAt: accountTypeDocuments.createdAt,
        })
        .from(accountTypeDocuments)
        .where(eq(accountTypeDocuments.requestId, requestId))
        .orderBy(accountTypeDocuments.id),

    /**
     * Closes an account in one transaction: personal data erased (the row stays, so deals and chats
     * keep a counterpart shown as "deleted account"), linked identities removed, every session ended,
     * and the reason kept apart from the account, so reasons can be counted without naming anyone.
     */
    erase: (
      userId: number,
      record: { reason: string; note: string | null; accountAgeDays: number },
      now: Date,
    ) =>
      db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            name: '',
            slug: sql`'deleted-' || ${users.id}`,
            email: null,
            phoneNumber: null,
            countryCode: null,
            passwordHash: null,
            bio: null,
            gender: 'unspecified',
            experiences: [],
            countryId: null,
            stateId: null,
            cityId: null,
            avatarPath: null,
            fcmToken: null,
            isOnline: false,
            twoFactorSecret: null,
            twoFactorPendingSecret: null,
            twoFactorEnabledAt: null,
            twoFactorLastStep: null,
            deletedAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, userId));
        await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
        await tx.delete(accountTypeRequests).where(eq(accountTypeRequests.userId, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokeReason: 'account_deleted' })
          .where(eq(sessions.userId, userId));
        await tx.insert(accountDeletions).values({ ...record, createdAt: now });
      }),
  };
}

export type AccountRecordsRepository = ReturnType<typeof createAccountRecordsRepository>;
