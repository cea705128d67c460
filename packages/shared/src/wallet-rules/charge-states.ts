import { CHARGE_STATUSES, type ChargeStatus } from '../contracts/wallet';
import { type Machine, type MachineRow, transition } from '../state-machine/machine';

/**
 * The life of a card charge of the wallet (a top-up, or the small check made when a card is saved)
 * as one table. Only the gateway moves a charge: its answer to the charge request, a webhook, or the
 * answer to a retrieve (the retrieve-charge page, or the sweep that asks about charges left
 * unanswered). Whichever arrives first moves the charge; the others find it already there.
 *
 * A status only moves forward (created → requires_action → processing → succeeded or failed), so
 * answers arriving out of order are harmless: a late "requires action" after "succeeded" is refused
 * by the table, and nothing leaves a final status, so a "failed" after "succeeded" never takes back
 * a credited top-up. The API binds this table to `wallet_charges` (apps/api/src/modules/wallet/
 * charge-machine.ts); docs/state-machines/wallet-charges.md is generated from it.
 */
export { CHARGE_STATUSES, type ChargeStatus };

export const CHARGE_EVENTS = ['require_action', 'process', 'succeed', 'fail'] as const;
export type ChargeEvent = (typeof CHARGE_EVENTS)[number];

export type ChargeParty = 'gateway';

type Row = MachineRow<ChargeStatus, ChargeEvent, ChargeParty, never, never>;

/** The event that brings a charge to a status the gateway reports. */
export const EVENT_TO: Record<Exclude<ChargeStatus, 'created'>, ChargeEvent> = {
  requires_action: 'require_action',
  processing: 'process',
  succeeded: 'succeed',
  failed: 'fail',
};

// Forward only; nothing leaves succeeded or failed.
const ROWS: readonly Row[] = [
  { from: 'created', event: 'require_action', to: 'requires_action', by: 'gateway' },
  { from: 'created', event: 'process', to: 'processing', by: 'gateway' },
  { from: 'created', event: 'succeed', to: 'succeeded', by: 'gateway' },
  { from: 'created', event: 'fail', to: 'failed', by: 'gateway' },
  // The card holder answered the 3-D Secure challenge (or gave up, or it expired).
  { from: 'requires_action', event: 'process', to: 'processing', by: 'gateway' },
  { from: 'requires_action', event: 'succeed', to: 'succeeded', by: 'gateway' },
  { from: 'requires_action', event: 'fail', to: 'failed', by: 'gateway' },
  { from: 'processing', event: 'succeed', to: 'succeeded', by: 'gateway' },
  { from: 'processing', event: 'fail', to: 'failed', by: 'gateway' },
];

export const chargeMachine: Machine<ChargeStatus, ChargeEvent, ChargeParty, never, never, never> = {
  subject: 'wallet_charge',
  states: CHARGE_STATUSES,
  initial: 'created',
  rows: ROWS,
  guards: {},
  deadlines: {},
  emits: {
    require_action: 'action_required',
    process: 'processing',
    succeed: 'succeeded',
    fail: 'failed',
  },
};

/** A charge that no answer can move any more. */
export const isFinalCharge = (status: ChargeStatus) => status === 'succeeded' || status === 'failed';

/**
 * The event that moves a charge from `from` to the status the gateway reported, or null when the
 * report is not news: the same status again, or a status behind the charge's (out of order).
 */
export function eventForReport(from: ChargeStatus, reported: Exclude<ChargeStatus, 'created'>) {
  const event = EVENT_TO[reported];
  return transition(chargeMachine, from, event, 'gateway').ok ? event : null;
}
