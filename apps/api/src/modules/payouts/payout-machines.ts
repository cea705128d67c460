import { type BankTransferEvent, bankTransferMachine } from '@wasla/shared/wallet-rules/bank-transfer-states';
import { type WithdrawalEvent, withdrawalMachine } from '@wasla/shared/wallet-rules/withdrawal-states';
import { bankTransfers, withdrawals } from '../../db/schema/wallet';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { applyTransition, defineStore } from '../../lib/state-machine';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;

/**
 * The withdrawal and bank top-up tables (packages/shared/src/wallet-rules/*-states.ts) bound to their
 * rows. Every status change of either goes through `applyWithdrawalEvent` or
 * `applyBankTransferEvent`, inside the transaction that also moves the money, so the locked row, the
 * new status, its history row, its event and the ledger transfer commit together or not at all. No
 * timer rows: the 3-day promises (`due_at`) are for the team's list, never a change made by a clock.
 */
export const withdrawalStore = defineStore({
  machine: withdrawalMachine,
  table: withdrawals,
  id: withdrawals.id,
  status: withdrawals.status,
  deadlines: {},
  touch: () => ({ updatedAt: clock.now() }),
});

export const bankTransferStore = defineStore({
  machine: bankTransferMachine,
  table: bankTransfers,
  id: bankTransfers.id,
  status: bankTransfers.status,
  deadlines: {},
  touch: () => ({ updatedAt: clock.now() }),
});

type Request<E, Row> = {
  id: number;
  event: E;
  by: 'owner' | 'finance';
  actor: string;
  reason?: string | null;
  requestKey?: string;
  changes?: (row: Row) => Partial<Row>;
  payload?: Record<string, unknown>;
};

export const applyWithdrawalEvent = (tx: Executor, request: Request<WithdrawalEvent, WithdrawalRow>) =>
  applyTransition(tx, withdrawalStore, request);

export const applyBankTransferEvent = (
  tx: Executor,
  request: Request<BankTransferEvent, BankTransferRow> & { by: 'finance' },
) => applyTransition(tx, bankTransferStore, request);
