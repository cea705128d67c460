import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bankTransfers } from '../../db/schema/wallet';
import type { Executor } from '../../lib/events/record-event';
import type { BankTransferRow } from './payout-machines';

type Page = { limit: number; offset: number };

/** Top-ups by bank transfer and who sent them. */
export function createBankTransfersRepository(db: Database) {
  async function pageOf<T>(where: SQL | undefined, page: Page, rows: (q: Page) => Promise<T[]>) {
    const [found, [total]] = await Promise.all([
      rows(page),
      db.select({ n: count() }).from(bankTransfers).where(where),
    ]);
    return { rows: found, total: Number(total?.n ?? 0) };
  }

  const forTeam = (executor: Executor) =>
    executor
      .select({ transfer: bankTransfers, user: { id: users.id, name: users.name, email: users.email } })
      .from(bankTransfers)
      .innerJoin(users, eq(users.id, bankTransfers.userId))
      .$dynamic();

  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    operationTaken: async (operationNumber: string) =>
      (
        await db
          .select({ id: bankTransfers.id })
          .from(bankTransfers)
          .where(eq(bankTransfers.operationNumber, operationNumber))
          .limit(1)
      ).length > 0,

    insert: async (tx: Executor, values: typeof bankTransfers.$inferInsert) =>
      (await tx.insert(bankTransfers).values(values).returning())[0]!,

    setCredit: (tx: Executor, id: number, transferId: number) =>
      tx.update(bankTransfers).set({ transferId }).where(eq(bankTransfers.id, id)),

    find: async (id: number): Promise<BankTransferRow | undefined> =>
      (await db.select().from(bankTransfers).where(eq(bankTransfers.id, id)))[0],

    listOwned: (userId: number, page: Page) => {
      const where = eq(bankTransfers.userId, userId);
      return pageOf(where, page, (p) =>
        db
          .select()
          .from(bankTransfers)
          .where(where)
          .orderBy(desc(bankTransfers.id))
          .limit(p.limit)
          .offset(p.offset),
      );
    },

    /** For the finance team: oldest promise first. */
    listForTeam: (status: string | undefined, page: Page) => {
      const where = status ? eq(bankTransfers.status, status) : undefined;
      return pageOf(where, page, (p) =>
        forTeam(db)
          .where(where)
          .orderBy(bankTransfers.dueAt, bankTransfers.id)
          .limit(p.limit)
          .offset(p.offset),
      );
    },

    findForTeam: async (id: number, executor: Executor = db) =>
      (await forTeam(executor).where(eq(bankTransfers.id, id)))[0],
  };
}

export type BankTransfersRepository = ReturnType<typeof createBankTransfersRepository>;
export type TeamBankTransfer = NonNullable<Awaited<ReturnType<BankTransfersRepository['findForTeam']>>>;
