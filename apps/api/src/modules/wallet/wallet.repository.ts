import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentCards, walletCharges } from '../../db/schema/wallet';
import type { Executor } from '../../lib/events/record-event';

export type CardRow = typeof paymentCards.$inferSelect;
export type ChargeRow = typeof walletCharges.$inferSelect;
export type NewCard = typeof paymentCards.$inferInsert;
export type NewCharge = typeof walletCharges.$inferInsert;

const liveCard = isNull(paymentCards.deletedAt);
const OPEN = sql`${walletCharges.status} in ('created', 'requires_action', 'processing')`;

/** The SQL of cards and card charges. Who may touch a row is the policy's, never a query's. */
export function createWalletRepository(db: Database) {
  return {
    db,
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    // ----- cards ---------------------------------------------------------------------------------

    liveCardsOf: (userId: number) =>
      db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.userId, userId), liveCard))
        .orderBy(desc(paymentCards.id)),

    /** A card by id, deleted or not: the policy decides what its owner and others may do with it. */
    card: async (executor: Executor, id: number): Promise<CardRow | undefined> =>
      (await executor.select().from(paymentCards).where(eq(paymentCards.id, id)).limit(1))[0],

    lockCard: async (tx: Executor, id: number): Promise<CardRow | undefined> =>
      (await tx.select().from(paymentCards).where(eq(paymentCards.id, id)).for('update'))[0],

    cardByGatewayId: async (tx: Executor, gateway: string, gatewayCardId: string) =>
      (
        await tx
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.gateway, gateway), eq(paymentCards.gatewayCardId, gatewayCardId)))
          .for('update')
      )[0],

    insertCard: async (tx: Executor, card: NewCard) =>
      (await tx.insert(paymentCards).values(card).returning())[0] as CardRow,

    updateCard: async (executor: Executor, id: number, changes: Partial<CardRow>) =>
      (await executor.update(paymentCards).set(changes).where(eq(paymentCards.id, id)).returning())[0] as
        | CardRow
        | undefined,

    /**
     * Claims up to `limit` cards whose check refund is due and pushes their due time to `retryAt`, in
     * one statement that skips rows another instance holds: each card goes to one sweep, and one that
     * dies in the middle leaves its cards to be tried again at `retryAt`.
     */
    claimDueCheckRefunds: async (now: Date, retryAt: Date, limit: number): Promise<number[]> => {
      const { rows } = await db.execute<{ id: number }>(sql`
        update ${paymentCards} set check_refund_due_at = ${retryAt.toISOString()}::timestamptz
         where id in (
           select id from ${paymentCards}
            where check_refund_due_at <= ${now.toISOString()}::timestamptz and check_refunded_at is null
            order by check_refund_due_at limit ${limit}
              for update skip locked)
        returning id`);
      return rows.map((row) => Number(row.id));
    },

    // ----- charges -------------------------------------------------------------------------------

    charge: async (executor: Executor, id: number): Promise<ChargeRow | undefined> =>
      (await executor.select().from(walletCharges).where(eq(walletCharges.id, id)).limit(1))[0],

    chargeByGatewayId: async (gatewayChargeId: string): Promise<ChargeRow | undefined> =>
      (
        await db
          .select()
          .from(walletCharges)
          .where(eq(walletCharges.gatewayChargeId, gatewayChargeId))
          .limit(1)
      )[0],

    /** The charge a request with this Idempotency-Key made, locked: its retry continues it. */
    chargeByRequestKey: async (tx: Executor, userId: number, requestKey: string) =>
      (
        await tx
          .select()
          .from(walletCharges)
          .where(and(eq(walletCharges.userId, userId), eq(walletCharges.requestKey, requestKey)))
          .for('update')
      )[0],

    /** The newest check charge of a card. */
    checkChargeOf: async (executor: Executor, cardId: number): Promise<ChargeRow | undefined> =>
      (
        await executor
          .select()
          .from(walletCharges)
          .where(and(eq(walletCharges.cardId, cardId), eq(walletCharges.purpose, 'card_check')))
          .orderBy(desc(walletCharges.id))
          .limit(1)
      )[0],

    insertCharge: async (tx: Executor, charge: NewCharge) =>
      (await tx.insert(walletCharges).values(charge).returning())[0] as ChargeRow,

    setCharge: (tx: Executor, id: number, changes: Partial<ChargeRow>) =>
      tx.update(walletCharges).set(changes).where(eq(walletCharges.id, id)),

    /**
     * Claims up to `limit` charges the gateway has not settled and that nobody asked about since
     * `quietSince`, marking them asked about `now`, skipping rows another instance holds. `extra`
     * narrows which open charges are still worth asking about.
     */
    claimOpenCharges: async (now: Date, quietSince: Date, limit: number, extra: SQL): Promise<number[]> => {
      const { rows } = await db.execute<{ id: string }>(sql`
        update ${walletCharges} set updated_at = ${now.toISOString()}::timestamptz
         where id in (
           select id from ${walletCharges}
            where ${OPEN} and updated_at <= ${quietSince.toISOString()}::timestamptz and ${extra}
            order by updated_at limit ${limit}
              for update skip locked)
        returning id::text as id`);
      return rows.map((row) => Number(row.id));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
