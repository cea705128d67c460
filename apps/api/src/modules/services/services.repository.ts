import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { currencies } from '../../db/schema/catalogue';
import { serviceBudgets, serviceMedia, services } from '../../db/schema/services';
import { applyServiceEvent, type OwnerServiceEvent } from './service-machine';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceChanges = Partial<
  Pick<
    ServiceRow,
    | 'name'
    | 'description'
    | 'mainCategoryId'
    | 'categoryId'
    | 'otherCategory'
    | 'experiences'
    | 'genders'
    | 'currencyId'
    | 'pricing'
    | 'expiredAt'
    | 'status'
    | 'publishedAt'
    | 'openUntil'
    | 'holidayStart'
    | 'holidayEnd'
    | 'slug'
  >
>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const live = isNull(services.deletedAt);

export function createServicesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /**
     * Creates a draft unless the account has an unfinished one or already holds `limit` services. The
     * account row is locked first, so two drafts started at the same moment cannot both slip through.
     */
    createDraftWithin: (
      userId: number,
      limit: number,
      draft: { code: string; slug: string; type: ServiceRow['type']; currencyId: number | null },
    ) =>
      db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [held] = await tx
          .select({
            n: count(),
            drafts: sql<number>`count(*) filter (where ${services.status} = 'draft')`.mapWith(Number),
          })
          .from(services)
          .where(and(eq(services.userId, userId), live));
        if ((held?.drafts ?? 0) > 0) return 'unfinished_draft' as const;
        if ((held?.n ?? 0) >= limit) return 'limit_reached' as const;
        const [row] = await tx
          .insert(services)
          .values({ ...draft, userId })
          .returning();
        return row as ServiceRow;
      }),

    /** A service that is not deleted; ownership is the caller's check. */
    findLive: async (id: number) =>
      (
        await db
          .select()
          .from(services)
          .where(and(eq(services.id, id), live))
          .limit(1)
      )[0],

    /** Locks a service that is not deleted; whether the caller may change it is the policy's. */
    lockLive: async (tx: Transaction, id: number) =>
      (
        await tx
          .select()
          .from(services)
          .where(and(eq(services.id, id), live))
          .for('update')
      )[0],

    latestDraftOf: async (userId: number) =>
      (
        await db
          .select()
          .from(services)
          .where(and(eq(services.userId, userId), eq(services.status, 'draft'), live))
          .orderBy(desc(services.updatedAt), desc(services.id))
          .limit(1)
      )[0],

    update: async (executor: Database | Transaction, id: number, changes: ServiceChanges) =>
      (
        await executor
          .update(services)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(services.id, id))
          .returning()
      )[0],

    /**
     * A status change decided by the service table on the locked row, with its history row and its
     * event; inside `executor` when it is a transaction already.
     */
    applyEvent: (request: OwnerServiceEvent, executor: Database | Transaction = db) =>
      applyServiceEvent(executor, request),

    softDelete: async (id: number, at: Date, executor: Database | Transaction = db) =>
      (
        await executor
          .update(services)
          .set({ deletedAt: at, updatedAt: sql`now()` })
          .where(and(eq(services.id, id), live))
          .returning({ id: services.id })
      ).length > 0,

    /** Owned services of one type, newest first, with the figures a list line shows. */
    listOwned: async (
      userId: number,
      filter: { type: ServiceRow['type']; statuses: ServiceRow['status'][] },
      page: { limit: number; offset: number },
    ) => {
      const where = and(
        eq(services.userId, userId),
        eq(services.type, filter.type),
        inArray(services.status, filter.statuses),
        live,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            service: services,
            currency: currencies.code,
            minorUnits: currencies.minorUnits,
            // As text: a bigint of minor units, which no driver may turn into a float.
            priceFrom: sql<
              string | null
            >`(select min(${serviceBudgets.price})::text from ${serviceBudgets} where ${serviceBudgets.serviceId} = ${services.id})`,
            thumb: sql<
              string | null
            >`(select ${serviceMedia.thumb} from ${serviceMedia} where ${serviceMedia.serviceId} = ${services.id} and ${serviceMedia.isMain})`,
          })
          .from(services)
          .leftJoin(currencies, eq(currencies.id, services.currencyId))
          .where(where)
          .orderBy(desc(services.updatedAt), desc(services.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(services).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Drafts of any type: the "uncompleted" tab. */
    listDrafts: async (userId: number, page: { limit: number; offset: number }) => {
      const where = and(eq(services.userId, userId), eq(services.status, 'draft'), live);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(services)
          .where(where)
          .orderBy(desc(services.updatedAt), desc(services.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(services).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    currencyOf: async (id: number) =>
      (await db.select().from(currencies).where(eq(currencies.id, id)).limit(1))[0],

    /**
     * The lowest price in a currency: the AED minimum converted at the stored rate, rounded up to a
     * whole unit so that the figure reads well, in minor units. Computed in SQL numeric, no floats.
     */
    minimumPrices: async (minimumAed: number) => {
      const result = await db.execute<{ id: number; code: string; minor_units: number; minimum: string }>(sql`
        select c.id, c.code, c.minor_units,
               (ceil(${minimumAed}::numeric * c.usd_rate / aed.usd_rate) * power(10::numeric, c.minor_units))::bigint::text as minimum
        from ${currencies} c, ${currencies} aed
        where aed.code = 'AED'
        order by c.sort_order`);
      return result.rows.map((row) => ({ ...row, id: Number(row.id), minor_units: Number(row.minor_units) }));
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
