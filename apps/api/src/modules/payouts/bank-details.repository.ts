import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, personalInformation, withdrawals } from '../../db/schema/wallet';
import type { Executor } from '../../lib/events/record-event';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type PersonalInformationRow = typeof personalInformation.$inferSelect;
export type BankAccountValues = Pick<
  BankAccountRow,
  'bankName' | 'ownerName' | 'accountNumber' | 'iban' | 'swift'
>;
export type PersonalValues = Pick<PersonalInformationRow, 'legalName' | 'address' | 'dateOfBirth'>;

const liveAccount = isNull(bankAccounts.deletedAt);
// A withdrawal on its way is paid to the account's details as they are when the team sends it.
const OPEN = ['requested', 'processing'];

/** Bank accounts and personal information: the payout details of an account. */
export function createBankDetailsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    accountsOf: (userId: number) =>
      db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, userId), liveAccount))
        .orderBy(desc(bankAccounts.id)),

    /** A live bank account by id, whoever owns it: the policy decides what the caller may see. */
    account: async (id: number, executor: Executor = db) =>
      (
        await executor
          .select()
          .from(bankAccounts)
          .where(and(eq(bankAccounts.id, id), liveAccount))
      )[0],

    /**
     * The same under a lock: `update` for a change of the account, `share` for a withdrawal reading
     * it, so a change and a withdrawal to the same account take turns and each sees the other's result.
     */
    lockAccount: async (tx: Executor, id: number, strength: 'update' | 'share') =>
      (
        await tx
          .select()
          .from(bankAccounts)
          .where(and(eq(bankAccounts.id, id), liveAccount))
          .for(strength === 'update' ? 'update' : 'share')
      )[0],

    insertAccount: async (userId: number, values: BankAccountValues, now: Date) =>
      (
        await db
          .insert(bankAccounts)
          .values({ userId, ...values, detailsChangedAt: now, createdAt: now })
          .returning()
      )[0]!,

    updateAccount: async (tx: Executor, id: number, values: Partial<BankAccountRow>) =>
      (await tx.update(bankAccounts).set(values).where(eq(bankAccounts.id, id)).returning())[0]!,

    /** Whether a withdrawal is on its way to this account, or for this user. */
    openWithdrawal: async (tx: Executor, by: { bankAccountId: number } | { userId: number }) =>
      (
        await tx
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(
            and(
              'bankAccountId' in by
                ? eq(withdrawals.bankAccountId, by.bankAccountId)
                : eq(withdrawals.userId, by.userId),
              inArray(withdrawals.status, OPEN),
            ),
          )
          .limit(1)
      ).length > 0,

    personalOf: async (userId: number, executor: Executor = db) =>
      (await executor.select().from(personalInformation).where(eq(personalInformation.userId, userId)))[0],

    /** The user's personal information, locked for share so that it cannot go while a withdrawal is made. */
    sharePersonalOf: async (tx: Executor, userId: number) =>
      (
        await tx.select().from(personalInformation).where(eq(personalInformation.userId, userId)).for('share')
      )[0],

    personal: async (id: number) =>
      (await db.select().from(personalInformation).where(eq(personalInformation.id, id)))[0],

    lockPersonal: async (tx: Executor, id: number) =>
      (await tx.select().from(personalInformation).where(eq(personalInformation.id, id)).for('update'))[0],

    insertPersonal: async (userId: number, values: PersonalValues, now: Date) =>
      (
        await db
          .insert(personalInformation)
          .values({ userId, ...values, createdAt: now, updatedAt: now })
          .returning()
      )[0]!,

    updatePersonal: async (tx: Executor, id: number, values: PersonalValues, now: Date) =>
      (
        await tx
          .update(personalInformation)
          .set({ ...values, updatedAt: now })
          .where(eq(personalInformation.id, id))
          .returning()
      )[0]!,

    deletePersonal: (tx: Executor, id: number) =>
      tx.delete(personalInformation).where(eq(personalInformation.id, id)),
  };
}

export type BankDetailsRepository = ReturnType<typeof createBankDetailsRepository>;
