import { type ChargeEvent, chargeMachine } from '@wasla/shared/wallet-rules/charge-states';
import { walletCharges } from '../../db/schema/wallet';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { applyTransition, defineStore } from '../../lib/state-machine';

/**
 * The card charge table (packages/shared/src/wallet-rules/charge-states.ts) bound to the
 * `wallet_charges` rows. Every status change of a charge goes through `applyChargeEvent`; the
 * charge has no timer rows (a charge the gateway leaves unanswered is asked about by a sweep, whose
 * answer is applied like any other).
 */
export const chargeStore = defineStore({
  machine: chargeMachine,
  table: walletCharges,
  id: walletCharges.id,
  status: walletCharges.status,
  deadlines: {},
  // The clock, not the database's now(): the recheck sweep compares this column with the clock.
  touch: () => ({ updatedAt: clock.now() }),
});

export type ChargeRow = typeof walletCharges.$inferSelect;

export function applyChargeEvent(
  executor: Executor,
  request: {
    id: number;
    event: ChargeEvent;
    actor: string;
    changes: (row: ChargeRow) => Partial<ChargeRow>;
    payload: Record<string, unknown>;
  },
) {
  return applyTransition(executor, chargeStore, {
    id: request.id,
    event: request.event,
    by: 'gateway',
    actor: request.actor,
    changes: request.changes,
    payload: request.payload,
  });
}
