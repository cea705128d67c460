import { PAID_FEATURE, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { rateRatio } from '@wasla/shared/money';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { countries, currencies, paidFeatures } from '../../db/schema/catalogue';
import { invoiceCounters, invoices } from '../../db/schema/invoices';
import type { Executor } from '../../lib/events/record-event';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** The SQL of invoices: the yearly counter, the immutable rows, and what a new invoice is made of. */
export const invoicesRepository = {
  /**
   * The next number of `year`: the counter row is created or raised and stays locked until the
   * caller's transaction ends, so a concurrent issue waits and takes the number after it.
   */
  async nextSequence(tx: Executor, year: number): Promise<number> {
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.year,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ n: invoiceCounters.lastNumber });
    return row!.n;
  },

  async byKey(executor: Executor, key: string): Promise<InvoiceRow | undefined> {
    const [row] = await executor.select().from(invoices).where(eq(invoices.key, key));
    return row;
  },

  async insert(tx: Executor, row: NewInvoiceRow): Promise<InvoiceRow> {
    const [written] = await tx.insert(invoices).values(row).returning();
    return written!;
  },

  /** An invoice of `buyerId`, or nothing, whether it is missing or another account's. */
  async ofBuyer(executor: Executor, buyerId: number, id: number): Promise<InvoiceRow | undefined> {
    const [row] = await executor
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.buyerId, buyerId)));
    return row;
  },

  async pageOfBuyer(executor: Executor, buyerId: number, page: number, perPage: number) {
    const [rows, [total]] = await Promise.all([
      executor
        .select()
        .from(invoices)
        .where(eq(invoices.buyerId, buyerId))
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      executor.select({ n: count() }).from(invoices).where(eq(invoices.buyerId, buyerId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The `government-tax-percentage` paid feature, in basis points; missing is a broken deployment. */
  async taxBasisPoints(executor: Executor): Promise<bigint> {
    const [row] = await executor
      .select({ value: paidFeatures.value, kind: paidFeatures.kind })
      .from(paidFeatures)
      .where(eq(paidFeatures.slug, PAID_FEATURE.governmentTax));
    if (row?.kind !== 'percentage') throw new Error('the government tax paid feature is missing');
    return row.value;
  },

  /** The buyer as an invoice names them, with the currency they chose (AED when none). */
  async buyer(executor: Executor, userId: number) {
    const [row] = await executor
      .select({
        id: users.id,
        code: users.code,
        name: users.name,
        email: users.email,
        country: countries.code,
        currency: currencies.code,
      })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .leftJoin(currencies, eq(currencies.id, users.currencyId))
      .where(eq(users.id, userId));
    return row;
  },

  /** Units of `currency` one AED buys now, and when the later of the two rates was set. */
  async rateFromAed(executor: Executor, currency: string) {
    const rows = await executor
      .select({ code: currencies.code, rate: currencies.usdRate, at: currencies.rateUpdatedAt })
      .from(currencies)
      .where(sql`${currencies.code} in (${WALLET_CURRENCY}, ${currency})`);
    const aed = rows.find((r) => r.code === WALLET_CURRENCY);
    const other = rows.find((r) => r.code === currency);
    if (!aed || !other) throw new Error(`the currency ${currency} or ${WALLET_CURRENCY} is missing`);
    const ratedAt = new Date(Math.max(aed.at.getTime(), other.at.getTime()));
    return { rate: rateRatio(other.rate, aed.rate), ratedAt };
  },
};
