import { and, eq, isNull } from 'drizzle-orm';
import { deals } from '../../db/schema/deals';
import { services } from '../../db/schema/services';
import type { Executor } from '../../lib/events/record-event';
import type { DealRow } from './deal-machine';

/** Whether a service takes orders now: open (or on a holiday that has not begun), and not deleted. */
export type ServiceState = { status: string; deletedAt: Date | null; userId: number; type: string };

/**
 * The SQL every deal action needs: the deal under a lock, the state of its service, and the columns an
 * action sets besides its stage. The offers, deliveries, disputes and reviews keep their own queries
 * in their own repositories.
 */
export const dealCoreRepository = {
  async find(executor: Executor, id: number): Promise<DealRow | undefined> {
    const [row] = await executor
      .select()
      .from(deals)
      .where(and(eq(deals.id, id), isNull(deals.deletedAt)));
    return row;
  },

  async lock(executor: Executor, id: number): Promise<DealRow | undefined> {
    const [row] = await executor
      .select()
      .from(deals)
      .where(and(eq(deals.id, id), isNull(deals.deletedAt)))
      .for('update');
    return row;
  },

  async serviceState(executor: Executor, serviceId: number): Promise<ServiceState | undefined> {
    const [row] = await executor
      .select({
        status: services.status,
        deletedAt: services.deletedAt,
        userId: services.userId,
        type: services.type,
      })
      .from(services)
      .where(eq(services.id, serviceId));
    return row;
  },

  async update(executor: Executor, id: number, values: Partial<DealRow>): Promise<DealRow> {
    const [row] = await executor.update(deals).set(values).where(eq(deals.id, id)).returning();
    return row!;
  },
};

export type DealCoreRepository = typeof dealCoreRepository;
