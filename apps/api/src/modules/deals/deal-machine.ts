import { type DealEvent, type DealParty, dealMachine } from '@wasla/shared/deal-rules/deal-states';
import { isNull } from 'drizzle-orm';
import { deals } from '../../db/schema/deals';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { applyTransition, defineStore, madeBy, type TransitionRequest } from '../../lib/state-machine';

export type DealRow = typeof deals.$inferSelect;

/**
 * The deal table (packages/shared/src/deal-rules/deal-states.ts) bound to the `deals` rows. Every
 * change of stage goes through `applyDealEvent` inside the transaction that also moves the money, so
 * the locked deal, its new stage, its history row, its event and the ledger transfer commit together.
 * A discarded draft (`deleted_at`) takes no part.
 */
export const dealStore = defineStore({
  machine: dealMachine,
  table: deals,
  id: deals.id,
  status: deals.stage,
  deadlines: {
    offer_expires_at: deals.offerExpiresAt,
    payment_due_at: deals.paymentDueAt,
    acceptance_due_at: deals.acceptanceDueAt,
  },
  live: isNull(deals.deletedAt),
  touch: () => ({ updatedAt: clock.now() }),
});

export type DealTransitionRequest = Omit<TransitionRequest<typeof dealMachine, DealRow>, 'event' | 'by'> & {
  event: DealEvent;
  by: readonly DealParty[];
};

export const applyDealEvent = (tx: Executor, request: DealTransitionRequest) =>
  applyTransition(tx, dealStore, request);

/** Whether this very request (its Idempotency-Key, event and actor) already moved the deal. */
export const dealMovedBy = async (
  executor: Executor,
  request: { id: number; event: DealEvent; actor: string; requestKey: string },
) =>
  !!(await madeBy(
    executor,
    dealMachine.subject,
    String(request.id),
    request.event,
    request.actor,
    request.requestKey,
  ));
