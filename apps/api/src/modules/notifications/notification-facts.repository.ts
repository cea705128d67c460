import { toDecimalString } from '@wasla/shared/money';
import { eq } from 'drizzle-orm';
import { deals } from '../../db/schema/deals';
import type { NotificationData } from '../../db/schema/notifications';
import { plans } from '../../db/schema/plans';
import { subscriptions } from '../../db/schema/subscriptions';
import { bankTransfers, walletCharges, withdrawals } from '../../db/schema/wallet';
import type { Executor } from '../../lib/events/record-event';

/** A deal's parties, by the roles the notification rules name, and what its notifications say of it. */
export type DealFacts = {
  parties: { client: number; provider: number; sender: number; receiver: number };
  data: NotificationData;
};

/** An account's own money movement: whose it is and what its notification says of it. */
export type MoneyFacts = { ownerId: number; data: NotificationData; purpose?: string };

const amountOf = (row: { amount: bigint; currency: string }) => ({
  amount: toDecimalString({ amount: row.amount, currency: row.currency }),
  currency: row.currency,
});

/** What the notification handlers read about the subject of an event, in their transaction. */
export const notificationFacts = {
  async deal(tx: Executor, id: number): Promise<DealFacts | undefined> {
    const [row] = await tx
      .select({
        id: deals.id,
        code: deals.code,
        title: deals.title,
        clientId: deals.clientId,
        providerId: deals.providerId,
        senderId: deals.senderId,
      })
      .from(deals)
      .where(eq(deals.id, id));
    if (!row) return undefined;
    const receiver = row.senderId === row.clientId ? row.providerId : row.clientId;
    return {
      parties: { client: row.clientId, provider: row.providerId, sender: row.senderId, receiver },
      data: { deal: { id: row.id, code: row.code, title: row.title } },
    };
  },

  async withdrawal(tx: Executor, id: number): Promise<MoneyFacts | undefined> {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row && { ownerId: row.userId, data: { withdrawal: { id: row.id }, amount: amountOf(row) } };
  },

  async bankTransfer(tx: Executor, id: number): Promise<MoneyFacts | undefined> {
    const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id));
    return row && { ownerId: row.userId, data: { bank_transfer: { id: row.id }, amount: amountOf(row) } };
  },

  async charge(tx: Executor, id: number): Promise<MoneyFacts | undefined> {
    const [row] = await tx.select().from(walletCharges).where(eq(walletCharges.id, id));
    return (
      row && {
        ownerId: row.userId,
        purpose: row.purpose,
        data: { charge: { id: row.id }, amount: amountOf(row) },
      }
    );
  },

  /** A subscription's owner, and the price of a period of its plan now (before tax, in AED). */
  async subscription(tx: Executor, id: number): Promise<MoneyFacts | undefined> {
    const [row] = await tx
      .select({ userId: subscriptions.userId, period: subscriptions.period, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.id, id));
    if (!row) return undefined;
    const price = row.period === 'annual' ? row.plan.annualPrice : row.plan.monthlyPrice;
    return {
      ownerId: row.userId,
      data: { subscription: { id }, amount: amountOf({ amount: price, currency: 'AED' }) },
    };
  },
};

export type NotificationFacts = typeof notificationFacts;
