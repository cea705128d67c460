import { FINANCE_PAGE_SIZE } from '@wasla/shared/business-constants';
import type { BankTransferStatus, WithdrawalStatus } from '@wasla/shared/contracts/wallet';
import { toDecimalString } from '@wasla/shared/money';
import type { BankTransferEvent } from '@wasla/shared/wallet-rules/bank-transfer-states';
import type { WithdrawalEvent } from '@wasla/shared/wallet-rules/withdrawal-states';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { Ledger } from '../ledger/ledger';
import type { BankTransfersRepository } from './bank-transfers.repository';
import { presentTeamBankTransfer, presentTeamWithdrawal } from './finance.presenter';
import { payoutErrors } from './payout-errors';
import { applyBankTransferEvent, applyWithdrawalEvent } from './payout-machines';
import { canPayout, FINANCE_ROLES } from './payouts.policy';
import type { Receipts } from './receipts';
import type { WithdrawalsRepository } from './withdrawals.repository';
import { withdrawalKeys } from './withdrawals.service';

/** The key of the one ledger credit of an approved bank top-up. */
export const bankTransferCreditKey = (id: number) => `bank_transfer:${id}:credit`;

// The team guard let the caller in; the policy is asked again so a service call from elsewhere
// (the command line, a job) is held to the same rule.
function member(actor: UserActor) {
  if (!canPayout(actor, 'decide', { ownerId: 0 })) throw errors.notFound();
  return { actor: `user:${actor.id}`, role: actingRole(actor, FINANCE_ROLES) };
}

const page = (number: number) => ({ limit: FINANCE_PAGE_SIZE, offset: (number - 1) * FINANCE_PAGE_SIZE });

/**
 * The finance team's decisions (SPEC.md section 3, Wallet; the back office). Each is one transaction:
 * the state table decides on the locked row, the money moves on the ledger under a key naming the
 * row, the history row, the domain event (which e-mails the user through the outbox) and the audit
 * row are written with it. Two members deciding at once make one decision; the other gets 409.
 */
export function createFinance(deps: {
  transfers: BankTransfersRepository;
  withdrawals: WithdrawalsRepository;
  receipts: Receipts;
  ledger: Ledger;
}) {
  const { transfers, withdrawals, receipts, ledger } = deps;

  async function decideTransfer(
    who: UserActor,
    id: number,
    event: BankTransferEvent,
    reason: string | undefined,
    money: (
      tx: Executor,
      row: { id: number; userId: number; amount: bigint; currency: string },
    ) => Promise<void>,
    requestKey?: string,
  ) {
    const { actor, role } = member(who);
    if (event === 'reject' && !reason) throw payoutErrors.reasonRequired();
    return transfers.transaction(async (tx) => {
      const moved = await applyBankTransferEvent(tx, {
        id,
        event,
        by: 'finance',
        actor,
        requestKey,
        reason: reason ?? null,
        changes: () => ({
          decidedBy: who.id,
          decidedAt: clock.now(),
          ...(event === 'reject' ? { reason } : {}),
        }),
      });
      if (!moved.ok)
        throw moved.refusal === 'not_found' ? errors.notFound() : payoutErrors.transferConflict();
      // The retry of a decision that committed before its reply was kept: answered, not redone.
      if (moved.replayed) return presentTeamBankTransfer((await transfers.findForTeam(id, tx))!);
      await money(tx, moved.row);
      await recordAudit(tx, {
        actor: who,
        role,
        action: `bank_transfer.${event}`,
        subject: { kind: 'bank_transfer', id },
        before: { status: moved.from },
        after: { status: moved.to, amount: toDecimalString(moved.row), currency: moved.row.currency },
        reason: reason ?? null,
      });
      return presentTeamBankTransfer((await transfers.findForTeam(id, tx))!);
    });
  }

  async function decideWithdrawal(
    who: UserActor,
    id: number,
    event: WithdrawalEvent,
    reason: string | undefined,
    requestKey?: string,
  ) {
    const { actor, role } = member(who);
    if (event === 'fail' && !reason) throw payoutErrors.reasonRequired();
    return withdrawals.transaction(async (tx) => {
      const moved = await applyWithdrawalEvent(tx, {
        id,
        event,
        by: 'finance',
        actor,
        requestKey,
        reason: reason ?? null,
        // The user reads the reason of a failure; a note on the other steps stays in the history.
        changes: () => ({ decidedBy: who.id, ...(event === 'fail' ? { reason } : {}) }),
      });
      if (!moved.ok)
        throw moved.refusal === 'not_found' ? errors.notFound() : payoutErrors.withdrawalConflict();
      if (moved.replayed) return presentTeamWithdrawal((await withdrawals.findForTeam(id, tx))!);
      const hold = moved.row.holdTransferId!;
      const keys = withdrawalKeys(id);
      if (event === 'pay') {
        await ledger.postHold(tx, hold, {
          to: [{ account: { kind: 'bank' }, amount: moved.row.amount }],
          kind: 'withdrawal_payout',
          key: keys.payout,
          actor,
        });
      }
      if (event === 'fail') await ledger.voidHold(tx, hold, { key: keys.void, actor });
      await recordAudit(tx, {
        actor: who,
        role,
        action: `withdrawal.${event}`,
        subject: { kind: 'withdrawal', id },
        before: { status: moved.from },
        after: { status: moved.to, amount: toDecimalString(moved.row), currency: moved.row.currency },
        reason: reason ?? null,
      });
      return presentTeamWithdrawal((await withdrawals.findForTeam(id, tx))!);
    });
  }

  return {
    async listTransfers(who: UserActor, query: { status?: BankTransferStatus; page: number }) {
      member(who);
      const { rows, total } = await transfers.listForTeam(query.status, page(query.page));
      return {
        items: rows.map(presentTeamBankTransfer),
        total,
        page: query.page,
        perPage: FINANCE_PAGE_SIZE,
      };
    },

    /** Credits the wallet once: bank − amount, the user's available + amount, under the row's key. */
    approve: (who: UserActor, id: number, reason?: string, requestKey?: string) =>
      decideTransfer(
        who,
        id,
        'approve',
        reason,
        async (tx, row) => {
          const credit = await ledger.transfer(tx, {
            kind: 'bank_top_up',
            currency: row.currency,
            legs: [
              { account: { kind: 'bank' }, amount: -row.amount },
              { account: { kind: 'user_available', userId: row.userId }, amount: row.amount },
            ],
            key: bankTransferCreditKey(row.id),
            reference: { kind: 'bank_transfer', id: row.id },
            actor: `user:${who.id}`,
          });
          await transfers.setCredit(tx, row.id, credit.id);
        },
        requestKey,
      ),

    reject: (who: UserActor, id: number, reason?: string, requestKey?: string) =>
      decideTransfer(who, id, 'reject', reason, async () => {}, requestKey),

    /** The stored receipt of a bank top-up, for the team only; undefined when the file is gone. */
    async receipt(who: UserActor, id: number) {
      member(who);
      const row = await transfers.find(id);
      if (!row) throw errors.notFound();
      return receipts.open(row.receiptKey, `receipt-${row.id}`);
    },

    async listWithdrawals(who: UserActor, query: { status?: WithdrawalStatus; page: number }) {
      member(who);
      const { rows, total } = await withdrawals.listForTeam(query.status, page(query.page));
      return { items: rows.map(presentTeamWithdrawal), total, page: query.page, perPage: FINANCE_PAGE_SIZE };
    },

    startProcessing: (who: UserActor, id: number, reason?: string, requestKey?: string) =>
      decideWithdrawal(who, id, 'start_processing', reason, requestKey),
    /** Posts the hold to the ledger's bank account: the money has left. */
    pay: (who: UserActor, id: number, reason?: string, requestKey?: string) =>
      decideWithdrawal(who, id, 'pay', reason, requestKey),
    /** Voids the hold: the amount is available to the user again. */
    fail: (who: UserActor, id: number, reason?: string, requestKey?: string) =>
      decideWithdrawal(who, id, 'fail', reason, requestKey),
  };
}

export type Finance = ReturnType<typeof createFinance>;
