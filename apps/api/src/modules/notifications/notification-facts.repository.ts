import { toDecimalString } from '@wasla/shared/money';
import { eq, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/blog';
import { dataExports } from '../../db/schema/data-exports';
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

/** Advisory-lock namespace of new-follower notifications ("FOL"). */
const FOLLOW_NOTICE_LOCK = 0x46_4f_4c;

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

  /** An article's author and what its notification says of it, as the article is now. */
  async article(tx: Executor, id: number): Promise<MoneyFacts | undefined> {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id));
    if (!row) return undefined;
    const article = { id: row.id, slug: row.slug, title: row.title, status: row.status };
    return {
      ownerId: row.authorId,
      data: { article, ...(row.rejectionReason ? { reason: row.rejectionReason } : {}) },
    };
  },

  /** A data export's owner, while the export is ready (not failed, not already swept). */
  async dataExport(tx: Executor, id: number): Promise<MoneyFacts | undefined> {
    const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, id));
    if (row?.state !== 'ready' || !row.file) return undefined;
    return { ownerId: row.userId, data: { data_export: { id: row.id } } };
  },

  /**
   * A follow as it stands when its event is handled: nothing if it was undone meanwhile, if either
   * account is gone, or if the followed account was told of this follower since `since` (following,
   * unfollowing and following again tells once).
   */
  async follow(
    tx: Executor,
    followerId: number,
    followedId: number,
    since: Date,
  ): Promise<NotificationData | undefined> {
    // Two follows of one pair handled side by side would both find nobody told yet: the account
    // followed is locked until this transaction ends, so the second finds the first's notification.
    await tx.execute(sql`select pg_advisory_xact_lock(${FOLLOW_NOTICE_LOCK}, ${followedId})`);
    const result = await tx.execute<{ id: number; slug: string; name: string }>(sql`
      select u.id, u.slug, u.name from follows f
      join users u on u.id = f.follower_id and u.deleted_at is null
      join users them on them.id = f.followed_id and them.deleted_at is null
      where f.follower_id = ${followerId} and f.followed_id = ${followedId}
        and not exists (select 1 from notifications n
          where n.recipient_id = ${followedId} and n.sender_id = ${followerId}
            and n.kind = 'new_follower' and n.created_at >= ${since.toISOString()}::timestamptz)`);
    const row = result.rows[0];
    return row && { follower: { id: Number(row.id), slug: row.slug, name: row.name } };
  },
};

export type NotificationFacts = typeof notificationFacts;
