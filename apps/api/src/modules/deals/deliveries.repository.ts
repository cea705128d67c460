import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { dealDeliveries, dealFiles } from '../../db/schema/deals';
import type { Executor } from '../../lib/events/record-event';
import type { DealFileRow } from './deals.repository';

export type DeliveryRow = typeof dealDeliveries.$inferSelect;

const live = isNull(dealDeliveries.deletedAt);

/** The SQL of a deal's deliveries and their files. Who may see or change one is the service's. */
export const deliveriesRepository = {
  async insertDraft(executor: Executor, dealId: number): Promise<DeliveryRow> {
    const [row] = await executor.insert(dealDeliveries).values({ dealId }).returning();
    return row!;
  },

  async find(executor: Executor, id: number): Promise<DeliveryRow | undefined> {
    const [row] = await executor
      .select()
      .from(dealDeliveries)
      .where(and(eq(dealDeliveries.id, id), live));
    return row;
  },

  async lock(executor: Executor, id: number): Promise<DeliveryRow | undefined> {
    const [row] = await executor
      .select()
      .from(dealDeliveries)
      .where(and(eq(dealDeliveries.id, id), live))
      .for('update');
    return row;
  },

  /** The deal's draft being written, the newest if (by a race) there are several. */
  async latestDraft(executor: Executor, dealId: number): Promise<DeliveryRow | undefined> {
    const [row] = await executor
      .select()
      .from(dealDeliveries)
      .where(and(eq(dealDeliveries.dealId, dealId), eq(dealDeliveries.status, 'draft'), live))
      .orderBy(desc(dealDeliveries.id))
      .limit(1);
    return row;
  },

  /** What the provider sent, in the order sent: never a draft. */
  sent: (executor: Executor, dealId: number): Promise<DeliveryRow[]> =>
    executor
      .select()
      .from(dealDeliveries)
      .where(and(eq(dealDeliveries.dealId, dealId), ne(dealDeliveries.status, 'draft'), live))
      .orderBy(asc(dealDeliveries.number)),

  async update(executor: Executor, id: number, values: Partial<DeliveryRow>): Promise<DeliveryRow> {
    const [row] = await executor
      .update(dealDeliveries)
      .set(values)
      .where(eq(dealDeliveries.id, id))
      .returning();
    return row!;
  },

  /** The deal's delivery still waiting for an answer, taken as accepted (the deal completed itself). */
  acceptWaiting: (executor: Executor, dealId: number, at: Date) =>
    executor
      .update(dealDeliveries)
      .set({ status: 'accepted', decidedAt: at, updatedAt: at })
      .where(and(eq(dealDeliveries.dealId, dealId), eq(dealDeliveries.status, 'sent'), live)),

  /** The files of these deliveries, by delivery, oldest first. */
  async files(executor: Executor, deliveryIds: number[]): Promise<Map<number, DealFileRow[]>> {
    const byDelivery = new Map<number, DealFileRow[]>(deliveryIds.map((id) => [id, []]));
    if (!deliveryIds.length) return byDelivery;
    const rows = await executor
      .select()
      .from(dealFiles)
      .where(inArray(dealFiles.deliveryId, deliveryIds))
      .orderBy(asc(dealFiles.id));
    for (const row of rows) byDelivery.get(row.deliveryId!)?.push(row);
    return byDelivery;
  },

  /** One file of the delivery, removed; undefined when it has no such file. */
  async removeFile(executor: Executor, deliveryId: number, fileId: number) {
    const [row] = await executor
      .delete(dealFiles)
      .where(and(eq(dealFiles.id, fileId), eq(dealFiles.deliveryId, deliveryId)))
      .returning();
    return row;
  },

  /** Every file of the delivery, removed: a deleted draft's. */
  removeFiles: (executor: Executor, deliveryId: number): Promise<DealFileRow[]> =>
    executor.delete(dealFiles).where(eq(dealFiles.deliveryId, deliveryId)).returning(),
};

export type DeliveriesRepository = typeof deliveriesRepository;
