import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { dealExtraOptions, dealFiles, deals } from '../../db/schema/deals';
import { serviceMedia, services } from '../../db/schema/services';
import { stateHistory } from '../../db/schema/state-history';
import type { Executor } from '../../lib/events/record-event';

export type DealPartyRow = { id: number; name: string; avatarPath: string | null; slug: string };
export type DealServiceRow = {
  id: number;
  code: string;
  slug: string;
  name: Record<string, string>;
  type: 'provided' | 'requested';
  status: string;
  deletedAt: Date | null;
  userId: number;
  image: string | null;
};
export type DealExtraOptionRow = typeof dealExtraOptions.$inferSelect;
export type DealFileRow = typeof dealFiles.$inferSelect;
export type DealHistoryRow = typeof stateHistory.$inferSelect;

/**
 * The SQL of reading deals: their two parties, their service, chosen extra options, attachments,
 * history, and the reader's favourite and review marks. Batched by ids where a list needs them.
 */
export const dealReadRepository = {
  async parties(executor: Executor, ids: number[]): Promise<Map<number, DealPartyRow>> {
    if (!ids.length) return new Map();
    const rows = await executor
      .select({ id: users.id, name: users.name, avatarPath: users.avatarPath, slug: users.slug })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** The services, deleted or not (a deal outlives its service), with the thumbnail of the main picture. */
  async services(executor: Executor, ids: number[]): Promise<Map<number, DealServiceRow>> {
    if (!ids.length) return new Map();
    const rows = await executor
      .select({
        id: services.id,
        code: services.code,
        slug: services.slug,
        name: services.name,
        type: services.type,
        status: services.status,
        deletedAt: services.deletedAt,
        userId: services.userId,
        image: sql<string | null>`coalesce(${serviceMedia.thumb}, ${serviceMedia.file})`,
      })
      .from(services)
      .leftJoin(serviceMedia, and(eq(serviceMedia.serviceId, services.id), eq(serviceMedia.isMain, true)))
      .where(inArray(services.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row as DealServiceRow]));
  },

  extraOptions: (executor: Executor, dealId: number): Promise<DealExtraOptionRow[]> =>
    executor
      .select()
      .from(dealExtraOptions)
      .where(eq(dealExtraOptions.dealId, dealId))
      .orderBy(asc(dealExtraOptions.id)),

  /** The offer's own attachments (a delivery's files belong to the delivery). */
  attachments: (executor: Executor, dealId: number): Promise<DealFileRow[]> =>
    executor
      .select()
      .from(dealFiles)
      .where(and(eq(dealFiles.dealId, dealId), isNull(dealFiles.deliveryId)))
      .orderBy(asc(dealFiles.id)),

  history: (executor: Executor, dealId: number): Promise<DealHistoryRow[]> =>
    executor
      .select()
      .from(stateHistory)
      .where(and(eq(stateHistory.subjectKind, 'deal'), eq(stateHistory.subjectId, String(dealId))))
      .orderBy(asc(stateHistory.id)),

  /** Of `dealIds`, those the account keeps among its favourites. */
  async favorites(executor: Executor, userId: number, dealIds: number[]): Promise<Set<number>> {
    if (!dealIds.length) return new Set();
    const rows = await executor.execute<{ target_id: number }>(sql`
      select target_id from favorites
      where user_id = ${userId} and kind = 'deal' and target_id in (${sql.join(dealIds, sql`, `)})`);
    return new Set(rows.rows.map((row) => Number(row.target_id)));
  },

  /** Whether the account wrote its review of the deal: of the provider as client, of the client as provider. */
  async reviewed(executor: Executor, userId: number, dealId: number): Promise<boolean> {
    const rows = await executor.execute<{ n: number }>(sql`
      select (select count(*) from reviews where deal_id = ${dealId} and reviewer_id = ${userId})
           + (select count(*) from client_reviews where deal_id = ${dealId} and reviewer_id = ${userId}) as n`);
    return Number(rows.rows[0]?.n ?? 0) > 0;
  },

  find: async (executor: Executor, id: number) => {
    const [row] = await executor
      .select()
      .from(deals)
      .where(and(eq(deals.id, id), isNull(deals.deletedAt)));
    return row;
  },
};

export type DealReadRepository = typeof dealReadRepository;
