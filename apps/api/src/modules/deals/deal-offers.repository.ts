import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { currencies } from '../../db/schema/catalogue';
import { dealExtraOptions, deals } from '../../db/schema/deals';
import { serviceBudgets, serviceExtraOptions, services } from '../../db/schema/services';
import type { Executor } from '../../lib/events/record-event';
import type { DealRow } from './deal-machine';

/** The service an offer is made on: who owns it, whether it takes orders, and its currency. */
export type OfferService = {
  id: number;
  userId: number;
  type: 'provided' | 'requested';
  status: string;
  deletedAt: Date | null;
  currency: string | null;
  minorUnits: number | null;
};
export type ServicePlan = {
  tier: 'individual' | 'basic' | 'standard' | 'premium';
  price: bigint;
  deliveryDays: number | null;
};
export type ServiceOption = typeof serviceExtraOptions.$inferSelect;
export type DealOptionCopy = Omit<typeof dealExtraOptions.$inferInsert, 'id' | 'dealId'>;
type NewDeal = Omit<typeof deals.$inferInsert, 'code'>;

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as Error)?.message)) ||
  /unique|duplicate/i.test(String((error as { cause?: Error })?.cause?.message));

/** The SQL of offers: their service, its plans and options, drafts, and the options a deal includes. */
export const dealOffersRepository = {
  async service(executor: Executor, id: number): Promise<OfferService | undefined> {
    const [row] = await executor
      .select({
        id: services.id,
        userId: services.userId,
        type: services.type,
        status: services.status,
        deletedAt: services.deletedAt,
        currency: currencies.code,
        minorUnits: currencies.minorUnits,
      })
      .from(services)
      .leftJoin(currencies, eq(currencies.id, services.currencyId))
      .where(eq(services.id, id));
    return row;
  },

  plans: (executor: Executor, serviceId: number): Promise<ServicePlan[]> =>
    executor
      .select({
        tier: serviceBudgets.tier,
        price: serviceBudgets.price,
        deliveryDays: serviceBudgets.deliveryDays,
      })
      .from(serviceBudgets)
      .where(eq(serviceBudgets.serviceId, serviceId))
      .orderBy(asc(serviceBudgets.price)),

  options: (executor: Executor, serviceId: number): Promise<ServiceOption[]> =>
    executor
      .select()
      .from(serviceExtraOptions)
      .where(eq(serviceExtraOptions.serviceId, serviceId))
      .orderBy(asc(serviceExtraOptions.id)),

  /**
   * The lowest price of an offer in `currency`, in its minor units: the services' minimum in AED at
   * this moment's rate, rounded up to a whole unit as the services' own prices are.
   */
  async minimumPrice(executor: Executor, currency: string, minimumAed: number): Promise<bigint> {
    const rows = await executor.execute<{ minimum: string }>(sql`
      select (ceil(${minimumAed}::numeric * c.usd_rate / aed.usd_rate) * power(10::numeric, c.minor_units))::bigint::text as minimum
      from ${currencies} c, ${currencies} aed
      where aed.code = 'AED' and c.code = ${currency}`);
    const found = rows.rows[0];
    if (!found) throw new Error(`the currency ${currency} is missing`);
    return BigInt(found.minimum);
  },

  /** A new draft under a fresh code (D and eight digits), drawn again on the rare collision. */
  async insertDraft(executor: Executor, values: NewDeal): Promise<DealRow> {
    for (let attempt = 0; ; attempt += 1) {
      const code = `D${randomInt(10_000_000, 99_999_999)}`;
      try {
        // A savepoint, so a collision leaves the caller's transaction usable for the next draw.
        return await executor.transaction(async (tx) => {
          const [row] = await tx
            .insert(deals)
            .values({ ...values, code })
            .returning();
          return row!;
        });
      } catch (error) {
        if (attempt >= 4 || !isUniqueViolation(error)) throw error;
      }
    }
  },

  async latestDraft(executor: Executor, senderId: number, serviceId: number): Promise<DealRow | undefined> {
    const [row] = await executor
      .select()
      .from(deals)
      .where(
        and(
          eq(deals.senderId, senderId),
          eq(deals.serviceId, serviceId),
          eq(deals.stage, 'draft'),
          isNull(deals.deletedAt),
        ),
      )
      .orderBy(desc(deals.updatedAt), desc(deals.id))
      .limit(1);
    return row;
  },

  optionIds: async (executor: Executor, dealId: number): Promise<number[]> =>
    (
      await executor
        .select({ id: dealExtraOptions.extraOptionId })
        .from(dealExtraOptions)
        .where(eq(dealExtraOptions.dealId, dealId))
        .orderBy(asc(dealExtraOptions.id))
    ).flatMap((row) => (row.id === null ? [] : [row.id])),

  /** The deal's chosen options replaced by copies of these, as they are now. */
  async replaceOptions(executor: Executor, dealId: number, copies: DealOptionCopy[]) {
    await executor.delete(dealExtraOptions).where(eq(dealExtraOptions.dealId, dealId));
    if (copies.length) await executor.insert(dealExtraOptions).values(copies.map((c) => ({ ...c, dealId })));
  },

  /** The unapproved deals of a service, locked: what deleting the service removes. */
  lockUnapproved: (executor: Executor, serviceId: number): Promise<DealRow[]> =>
    executor
      .select()
      .from(deals)
      .where(
        and(
          eq(deals.serviceId, serviceId),
          inArray(deals.stage, ['draft', 'pending', 'updated']),
          isNull(deals.deletedAt),
        ),
      )
      .orderBy(asc(deals.id))
      .for('update'),

  discard: (executor: Executor, ids: number[], at: Date) =>
    ids.length
      ? executor.update(deals).set({ deletedAt: at, updatedAt: at }).where(inArray(deals.id, ids))
      : Promise.resolve(),
};

export type DealOffersRepository = typeof dealOffersRepository;
