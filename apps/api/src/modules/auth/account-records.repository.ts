import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountDeletions,
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

    /** One open request per account: a new choice replaces the one still waiting. */
    requestType: (userId: number, requestedType: string) =>
      db.transaction(async (tx) => {
        await tx
          .delete(accountTypeRequests)
          .where(
            and(eq(accountTypeRequests.userId, userId), eq(accountTypeRequests.status, 'awaiting_documents')),
          );
        return (await tx.insert(accountTypeRequests).values({ userId, requestedType }).returning())[0]!;
      }),

    withdrawTypeRequests: (userId: number) =>
      db
        .delete(accountTypeRequests)
        .where(
          and(eq(accountTypeRequests.userId, userId), eq(accountTypeRequests.status, 'awaiting_documents')),
        ),

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
