import { and, asc, eq, isNull } from 'drizzle-orm';
import { dealDeliveries, dealFiles } from '../../db/schema/deals';
import type { Executor } from '../../lib/events/record-event';
import type { DealFileRow } from './deals.repository';

export type NewDealFile = Omit<typeof dealFiles.$inferInsert, 'id' | 'createdAt'>;

/** The SQL of a deal's stored files: the offer's attachments, and the lookup of any file of the deal. */
export const dealFilesRepository = {
  attachments: (executor: Executor, dealId: number): Promise<DealFileRow[]> =>
    executor
      .select()
      .from(dealFiles)
      .where(and(eq(dealFiles.dealId, dealId), isNull(dealFiles.deliveryId)))
      .orderBy(asc(dealFiles.id)),

  insert: async (executor: Executor, rows: NewDealFile[]): Promise<DealFileRow[]> =>
    rows.length ? executor.insert(dealFiles).values(rows).returning() : [],

  /** One of the offer's own attachments, removed; undefined when the deal has no such attachment. */
  async removeAttachment(executor: Executor, dealId: number, fileId: number) {
    const [row] = await executor
      .delete(dealFiles)
      .where(and(eq(dealFiles.id, fileId), eq(dealFiles.dealId, dealId), isNull(dealFiles.deliveryId)))
      .returning();
    return row;
  },

  /** Every file of a deal (its attachments and its deliveries'), removed: a discarded draft's. */
  removeAll: (executor: Executor, dealId: number): Promise<DealFileRow[]> =>
    executor.delete(dealFiles).where(eq(dealFiles.dealId, dealId)).returning(),

  /** A file of the deal, with the status of the delivery it belongs to, if it belongs to one. */
  async find(executor: Executor, dealId: number, fileId: number) {
    const [row] = await executor
      .select({ file: dealFiles, deliveryStatus: dealDeliveries.status })
      .from(dealFiles)
      .leftJoin(dealDeliveries, eq(dealDeliveries.id, dealFiles.deliveryId))
      .where(and(eq(dealFiles.id, fileId), eq(dealFiles.dealId, dealId)));
    return row;
  },
};

export type DealFilesRepository = typeof dealFilesRepository;
