import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { dealDisputes } from '../../db/schema/deals';
import type { Executor } from '../../lib/events/record-event';

export type DisputeRow = typeof dealDisputes.$inferSelect;
type NewDispute = Pick<DisputeRow, 'dealId' | 'openedBy' | 'reason' | 'evidence'>;

const open = isNull(dealDisputes.resolution);

/** The SQL of disputes: opened with the deal's change, decided once, queued oldest first for the team. */
export const disputesRepository = {
  async insert(executor: Executor, dispute: NewDispute): Promise<DisputeRow> {
    const [row] = await executor.insert(dealDisputes).values(dispute).returning();
    return row!;
  },

  async find(executor: Executor, id: number): Promise<DisputeRow | undefined> {
    const [row] = await executor.select().from(dealDisputes).where(eq(dealDisputes.id, id));
    return row;
  },

  /** The deal's newest dispute, open or decided. */
  async latestOf(executor: Executor, dealId: number): Promise<DisputeRow | undefined> {
    const [row] = await executor
      .select()
      .from(dealDisputes)
      .where(eq(dealDisputes.dealId, dealId))
      .orderBy(desc(dealDisputes.id))
      .limit(1);
    return row;
  },

  /** The deal's open dispute, locked for its decision. */
  async lockOpenOf(executor: Executor, dealId: number): Promise<DisputeRow | undefined> {
    const [row] = await executor
      .select()
      .from(dealDisputes)
      .where(and(eq(dealDisputes.dealId, dealId), open))
      .for('update');
    return row;
  },

  async decide(
    executor: Executor,
    id: number,
    values: Pick<DisputeRow, 'resolution' | 'providerAmountAed' | 'note' | 'decidedBy' | 'decidedAt'>,
  ): Promise<DisputeRow> {
    const [row] = await executor.update(dealDisputes).set(values).where(eq(dealDisputes.id, id)).returning();
    return row!;
  },

  /** Open disputes, the oldest first: the team's queue. */
  async queue(executor: Executor, page: { limit: number; offset: number }) {
    const [items, [total]] = await Promise.all([
      executor
        .select()
        .from(dealDisputes)
        .where(open)
        .orderBy(asc(dealDisputes.createdAt), asc(dealDisputes.id))
        .limit(page.limit)
        .offset(page.offset),
      executor.select({ n: count() }).from(dealDisputes).where(open),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  },
};

export type DisputesRepository = typeof disputesRepository;
