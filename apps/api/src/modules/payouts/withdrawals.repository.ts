import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bankAccounts, personalInformation, withdrawals } from '../../db/schema/wallet';
import type { Executor } from '../../lib/events/record-event';
import type { WithdrawalRow } from './payout-machines';

type Page = { limit: number; offset: number };

const withAccount = {
  withdrawal: withdrawals,
  account: { bankName: bankAccounts.bankName, iban: bankAccounts.iban },
};

/** Withdrawals, with the account they go to (deleted or not: a past withdrawal still names it). */
export function createWithdrawalsRepository(db: Database) {
  async function pageOf<T>(where: SQL | undefined, page: Page, rows: (q: Page) => Promise<T[]>) {
    const [found, [total]] = await Promise.all([
      rows(page),
      db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    return { rows: found, total: Number(total?.n ?? 0) };
  }

  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    insert: async (tx: Executor, values: typeof withdrawals.$inferInsert) =>
      (await tx.insert(withdrawals).values(values).returning())[0]!,

    setHold: async (tx: Executor, id: number, holdTransferId: number) =>
      (await tx.update(withdrawals).set({ holdTransferId }).where(eq(withdrawals.id, id)).returning())[0]!,

    find: async (id: number): Promise<WithdrawalRow | undefined> =>
      (await db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0],

    accountOf: async (bankAccountId: number, executor: Executor = db) =>
      (
        await executor
          .select({ bankName: bankAccounts.bankName, iban: bankAccounts.iban })
          .from(bankAccounts)
          .where(eq(bankAccounts.id, bankAccountId))
      )[0]!,

    /** The withdrawal a request with this Idempotency-Key made, with its account, if any. */
    byRequestKey: async (userId: number, requestKey: string) =>
      (
        await db
          .select(withAccount)
          .from(withdrawals)
          .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
          .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, requestKey)))
      )[0],

    listOwned: (userId: number, page: Page) => {
      const where = eq(withdrawals.userId, userId);
      return pageOf(where, page, (p) =>
        db
          .select(withAccount)
          .from(withdrawals)
          .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
          .where(where)
          .orderBy(desc(withdrawals.id))
          .limit(p.limit)
          .offset(p.offset),
      );
    },

    /** For the finance team: oldest promise first, with everything needed to send the money. */
    listForTeam: (status: string | undefined, page: Page) => {
      const where = status ? eq(withdrawals.status, status) : undefined;
      return pageOf(where, page, (p) =>
        forTeam(db).where(where).orderBy(withdrawals.dueAt, withdrawals.id).limit(p.limit).offset(p.offset),
      );
    },

    findForTeam: async (id: number, executor: Executor = db) =>
      (await forTeam(executor).where(eq(withdrawals.id, id)))[0],
  };
}

function forTeam(executor: Executor) {
  return executor
    .select({
      withdrawal: withdrawals,
      account: bankAccounts,
      user: { id: users.id, name: users.name, email: users.email },
      legalName: personalInformation.legalName,
    })
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(personalInformation, eq(personalInformation.userId, withdrawals.userId))
    .$dynamic();
}

export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
export type TeamWithdrawal = NonNullable<Awaited<ReturnType<WithdrawalsRepository['findForTeam']>>>;
