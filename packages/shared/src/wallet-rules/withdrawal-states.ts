import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../contracts/wallet';
import { eventsBy, type Machine, type MachineRow } from '../state-machine/machine';

/**
 * The life of a withdrawal (SPEC.md sections 4 and 5; docs/state-machines/withdrawals.md is generated
 * from this table). The amount is held on the ledger when the withdrawal is requested; the finance
 * team takes it into processing and then marks it paid (the hold is posted out to the bank) or failed
 * (the hold is voided, the money is available again, and the user reads the reason). The owner may
 * cancel while it is only requested, which voids the hold too. `finance` is the finance team: the
 * finance and admin roles act in it.
 */
export const WITHDRAWAL_STATES = WITHDRAWAL_STATUSES;
export type WithdrawalState = WithdrawalStatus;

export const WITHDRAWAL_EVENTS = ['start_processing', 'pay', 'fail', 'cancel'] as const;
export type WithdrawalEvent = (typeof WITHDRAWAL_EVENTS)[number];

export type WithdrawalParty = 'owner' | 'finance';

type Row = MachineRow<WithdrawalState, WithdrawalEvent, WithdrawalParty, never, never>;

const ROWS: readonly Row[] = [
  { from: 'requested', event: 'start_processing', to: 'processing', by: 'finance' },
  { from: 'processing', event: 'pay', to: 'paid', by: 'finance' },
  { from: 'processing', event: 'fail', to: 'failed', by: 'finance' },
  // A request the team can already tell will not go through (a closed account) fails at once.
  { from: 'requested', event: 'fail', to: 'failed', by: 'finance' },
  // Once the team is sending the money, the owner can no longer take it back.
  { from: 'requested', event: 'cancel', to: 'cancelled', by: 'owner' },
];

export const withdrawalMachine: Machine<WithdrawalState, WithdrawalEvent, WithdrawalParty, never, never> = {
  subject: 'withdrawal',
  states: WITHDRAWAL_STATES,
  initial: 'requested',
  rows: ROWS,
  guards: {},
  deadlines: {},
  emits: {
    start_processing: 'processing_started',
    pay: 'paid',
    fail: 'failed',
    cancel: 'cancelled',
  },
};

/** What the owner may do from a state: the cancel button of the withdrawals list. */
export const ownerWithdrawalActions = (state: WithdrawalState) => eventsBy(withdrawalMachine, state, 'owner');

/** What the finance team may do from a state: the buttons of the back office. */
export const financeWithdrawalActions = (state: WithdrawalState) =>
  eventsBy(withdrawalMachine, state, 'finance');

/** The states in which the amount is still held on the ledger. */
export const isWithdrawalOpen = (state: WithdrawalState) => state === 'requested' || state === 'processing';
