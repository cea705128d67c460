import { PAID_FEATURE, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { MarkRates } from '@wasla/shared/mark-rules/mark-pricing';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paidFeatures } from '../../db/schema/catalogue';
import { invoices } from '../../db/schema/invoices';
import { serviceMarkDays, serviceMarks } from '../../db/schema/marks';
import { services } from '../../db/schema/services';
import type { Executor } from '../../lib/events/record-event';
import { servicePromotedSql } from '../../lib/policy/promotion';

export type MarkRow = typeof serviceMarks.$inferSelect;
export type NewMark = typeof serviceMarks.$inferInsert;
export type MarkDayRow = { markId: number; day: string; impressions: number; clicks: number };

const SERVICE_COLUMNS = {
  id: services.id,
  ownerId: services.userId,
  status: services.status,
  deletedAt: services.deletedAt,
  name: services.name,
  promotedUntil: services.promotedUntil,
};

export function createMarksRepository(db: Database) {
  return {
    db,
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /**
     * The prices of a day and a week of promotion and the tax rate, from the paid features at this
     * moment. A missing one is a broken deployment, not a free promotion, so it fails loudly.
     */
    rates: async (executor: Executor = db): Promise<MarkRates> => {
      const rows = await executor.select().from(paidFeatures);
      const value = (slug: string, kind: 'percentage' | 'amount') => {
        const row = rows.find((r) => r.slug === slug);
        if (!row || row.kind !== kind)
          throw new Error(`the paid feature ${slug} is missing or not a ${kind}`);
        if (kind === 'amount' && row.currencyCode !== WALLET_CURRENCY)
          throw new Error(`${slug} must be an amount in ${WALLET_CURRENCY}`);
        return row.value;
      };
      return {
        dayPrice: value(PAID_FEATURE.markServiceDay, 'amount'),
        weekPrice: value(PAID_FEATURE.markServiceWeek, 'amount'),
        taxBp: value(PAID_FEATURE.governmentTax, 'percentage'),
      };
    },

    service: async (id: number, executor: Executor = db) =>
      (await executor.select(SERVICE_COLUMNS).from(services).where(eq(services.id, id)).limit(1))[0],

    /** The service row locked, so two purchases for one service are decided one after the other. */
    lockService: async (tx: Executor, id: number) =>
      (await tx.select(SERVICE_COLUMNS).from(services).where(eq(services.id, id)).for('update'))[0],

    /** A scheduled or active mark of the service that shares a moment with [startsAt, endsAt). */
    overlapping: async (executor: Executor, serviceId: number, period: { startsAt: Date; endsAt: Date }) =>
      (
        await executor
          .select({ id: serviceMarks.id })
          .from(serviceMarks)
          .where(
            and(
              eq(serviceMarks.serviceId, serviceId),
              inArray(serviceMarks.status, ['scheduled', 'active']),
              lt(serviceMarks.startsAt, period.endsAt),
              gt(serviceMarks.endsAt, period.startsAt),
            ),
          )
          .limit(1)
      )[0],

    insert: async (tx: Executor, mark: NewMark) => {
      const [row] = await tx.insert(serviceMarks).values(mark).returning();
      return row as MarkRow;
    },

    marksOf: (serviceId: number) =>
      db
        .select()
        .from(serviceMarks)
        .where(eq(serviceMarks.serviceId, serviceId))
        .orderBy(desc(serviceMarks.startsAt), desc(serviceMarks.id)),

    daysOf: async (markIds: number[]): Promise<MarkDayRow[]> => {
      if (!markIds.length) return [];
      return db
        .select({
          markId: serviceMarkDays.markId,
          day: serviceMarkDays.day,
          impressions: serviceMarkDays.impressions,
          clicks: serviceMarkDays.clicks,
        })
        .from(serviceMarkDays)
        .where(inArray(serviceMarkDays.markId, markIds))
        .orderBy(serviceMarkDays.day);
    },

    /** The invoice of each mark, by mark. */
    invoiceIdsOf: async (markIds: number[]) => {
      if (!markIds.length) return new Map<number, number>();
      const rows = await db
        .select({ id: invoices.id, markId: invoices.referenceId })
        .from(invoices)
        .where(and(eq(invoices.kind, 'mark'), inArray(invoices.referenceId, markIds)));
      return new Map(rows.map((r) => [r.markId, r.id]));
    },

    /** Whether the service is promoted now, as the listings read it. */
    promotedNow: async (serviceId: number) => {
      const rows = await db.execute<{ promoted: boolean }>(
        sql`select ${servicePromotedSql('services')} as promoted from services where id = ${serviceId}`,
      );
      return rows.rows[0]?.promoted === true;
    },
  };
}

export type MarksRepository = ReturnType<typeof createMarksRepository>;
