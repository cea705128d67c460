import { BANK_TRANSFER_STATUSES, type BankTransferStatus } from '../contracts/wallet';
import { eventsBy, type Machine, type MachineRow } from '../state-machine/machine';

/**
 * The life of a top-up by bank transfer (SPEC.md sections 3 and 9; docs/state-machines/bank-transfers.md
 * is generated from this table). The user sends a receipt and its operation number; the finance team
 * checks the money arrived and approves it (the wallet is credited once) or rejects it with a reason,
 * within the 3 days promised by `due_at`. `finance` is the finance team: the finance and admin roles.
 */
export const BANK_TRANSFER_STATES = BANK_TRANSFER_STATUSES;
export type BankTransferState = BankTransferStatus;

export const BANK_TRANSFER_EVENTS = ['approve', 'reject'] as const;
export type BankTransferEvent = (typeof BANK_TRANSFER_EVENTS)[number];

export type BankTransferParty = 'finance';

type Row = MachineRow<BankTransferState, BankTransferEvent, BankTransferParty, never, never>;

const ROWS: readonly Row[] = [
  { from: 'pending', event: 'approve', to: 'approved', by: 'finance' },
  { from: 'pending', event: 'reject', to: 'rejected', by: 'finance' },
];

export const bankTransferMachine: Machine<
  BankTransferState,
  BankTransferEvent,
  BankTransferParty,
  never,
  never
> = {
  subject: 'bank_transfer',
  states: BANK_TRANSFER_STATES,
  initial: 'pending',
  rows: ROWS,
  guards: {},
  deadlines: {},
  emits: { approve: 'approved', reject: 'rejected' },
};

/** What the finance team may do from a state: the buttons of the back office. */
export const financeBankTransferActions = (state: BankTransferState) =>
  eventsBy(bankTransferMachine, state, 'finance');
