import type { PlansRepository } from '../plans/plans.repository';

/**
 * The discount an account's plan gives on promotion, in basis points of its price
 * (`plans.mark_discount_bps`, data the team may change): the one place a mark's discount comes from.
 */
export const createMarkDiscount =
  (plans: Pick<PlansRepository, 'currentPlanOf'>) =>
  async (userId: number): Promise<bigint> =>
    BigInt((await plans.currentPlanOf(userId)).markDiscountBps);

export type MarkDiscount = ReturnType<typeof createMarkDiscount>;
