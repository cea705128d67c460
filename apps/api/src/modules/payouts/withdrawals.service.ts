import {
  WALLET_CURRENCY,
  WITHDRAWAL_MINIMUM_AED,
  WITHDRAWAL_PAYOUT_WORKING_DAYS,
  WITHDRAWALS_PAGE_SIZE,
} from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { exponentOf, toDecimalString } from '@wasla/shared/money';
import { addWorkingDays } from '@wasla/shared/wallet-rules/working-days';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import { type Executor, recordEvent } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import { idempotencyErrors } from '../../lib/http/idempotency/idempotency-errors';
import { userActor } from '../../lib/policy/actor';
import { isUniqueViolation } from '../auth/unique-violation';
import { type Ledger, LedgerError } from '../ledger/ledger';
import type { BankAccountRow, BankDetailsRepository } from './bank-details.repository';
import type { Owner } from './bank-details.service';
import { payoutErrors, readAmount } from './payout-errors';
import { applyWithdrawalEvent } from './payout-machines';
import { canPayout } from './payouts.policy';
import { presentWithdrawal, usableFrom } from './payouts.presenter';
import type { WithdrawalsRepository } from './withdrawals.repository';

const MINIMUM = BigInt(WITHDRAWAL_MINIMUM_AED) * 10n ** BigInt(exponentOf(WALLET_CURRENCY));

/** The ledger's keys of a withdrawal's transfers: each exists at most once. */
export const withdrawalKeys = (id: number) => ({
  hold: `withdrawal:${id}:hold`,
  payout: `withdrawal:${id}:payout`,
  void: `withdrawal:${id}:void`,
});

/** The ledger's last word under concurrency is the same answer as the balance read before it. */
export async function orNotEnoughCredit<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds')
      throw payoutErrors.notEnoughCredit();
    throw error;
  }
}

/**
 * Withdrawals asked by their owner (SPEC.md sections 4 and 5). The checks answer in this order: the
 * amount (decimal text, at least the minimum, not above what is available), then the account (the
 * caller's bank account, personal information given, the 48-hour wait after its details changed).
 * Then, in one transaction, the withdrawal is written and its amount held on the ledger, with its
 * event; the ledger refuses a hold that would take the balance below zero, so two requests at once
 * with money for one make one withdrawal. The owner may cancel while it is only requested.
 */
export function createWithdrawals(deps: {
  db: Database;
  repo: WithdrawalsRepository;
  details: BankDetailsRepository;
  ledger: Ledger;
}) {
  const { db, repo, details, ledger } = deps;
  const ownAccount = (row: BankAccountRow | undefined, owner: Owner) =>
    row && canPayout(userActor(owner.id), 'own', { ownerId: row.userId, deletedAt: row.deletedAt })
      ? row
      : undefined;

  /** The account checks, answered after the amount's; run again under the locks in the transaction. */
  async function usableAccount(owner: Owner, id: number, lang: Language, tx?: Executor) {
    const account = ownAccount(
      tx ? await details.lockAccount(tx, id, 'share') : await details.account(id),
      owner,
    );
    if (!account) throw errors.notFound();
    const personal = tx ? await details.sharePersonalOf(tx, owner.id) : await details.personalOf(owner.id);
    if (!personal) throw payoutErrors.personalRequired();
    const from = usableFrom(account);
    if (clock.now() < from) throw payoutErrors.accountWaiting(from, lang);
    return account;
  }

  /** The withdrawal this key already made, if the body is the same; another body is refused. */
  async function sameRequest(owner: Owner, requestKey: string, amount: bigint, bankAccountId: number) {
    const earlier = await repo.byRequestKey(owner.id, requestKey);
    if (!earlier) return undefined;
    if (earlier.withdrawal.amount !== amount || earlier.withdrawal.bankAccountId !== bankAccountId)
      throw idempotencyErrors.otherRequest();
    return presentWithdrawal(earlier.withdrawal, earlier.account);
  }

  return {
    /**
     * `requestKey` is the request's Idempotency-Key. The middleware replays a kept reply; this covers
     * the crash between this transaction's commit and the reply being kept: the retry finds the
     * withdrawal the key made (before the balance check, which the held amount would now fail) and
     * answers it again, and the unique (user, key) index stops two runs from both holding.
     */
    async request(
      owner: Owner,
      body: { amount: string; bank_account_id: number },
      lang: Language,
      requestKey: string,
    ) {
      const amount = readAmount(body.amount);
      const earlier = await sameRequest(owner, requestKey, amount.amount, body.bank_account_id);
      if (earlier) return earlier;
      if (amount.amount < MINIMUM) throw payoutErrors.withdrawalMinimum();
      const { available } = await ledger.balances(db, owner.id, WALLET_CURRENCY);
      if (available.amount < amount.amount) throw payoutErrors.notEnoughCredit();
      const accountId = body.bank_account_id;
      await usableAccount(owner, accountId, lang);

      const made = repo.transaction(async (tx) => {
        // Locked for share: a change of the account or of the personal information waits for this
        // withdrawal, then finds it on its way and is refused.
        const account = await usableAccount(owner, accountId, lang, tx);
        const now = clock.now();
        const row = await repo.insert(tx, {
          userId: owner.id,
          bankAccountId: account.id,
          currency: amount.currency,
          amount: amount.amount,
          requestKey,
          dueAt: addWorkingDays(now, WITHDRAWAL_PAYOUT_WORKING_DAYS),
          createdAt: now,
          updatedAt: now,
        });
        const hold = await orNotEnoughCredit(
          ledger.hold(tx, {
            userId: owner.id,
            amount,
            key: withdrawalKeys(row.id).hold,
            reference: { kind: 'withdrawal', id: row.id },
            actor: `user:${owner.id}`,
          }),
        );
        const saved = await repo.setHold(tx, row.id, hold.id);
        await recordEvent(tx, {
          type: 'withdrawal.requested',
          subject: { kind: 'withdrawal', id: String(row.id) },
          actor: `user:${owner.id}`,
          payload: { user_id: owner.id, amount: toDecimalString(amount), currency: amount.currency },
        });
        return presentWithdrawal(saved, account);
      });
      return made.catch(async (error: unknown) => {
        // Another run of the same key committed first: answer what it made.
        if (!isUniqueViolation(error)) throw error;
        const other = await sameRequest(owner, requestKey, amount.amount, body.bank_account_id);
        if (!other) throw error;
        return other;
      });
    },

    async list(owner: Owner, page: number) {
      const perPage = WITHDRAWALS_PAGE_SIZE;
      const { rows, total } = await repo.listOwned(owner.id, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { items: rows.map((r) => presentWithdrawal(r.withdrawal, r.account)), total, page, perPage };
    },

    /** Only while requested: the hold goes back to available with the cancellation, exactly once. */
    async cancel(owner: Owner, id: number, requestKey?: string) {
      const found = await repo.find(id);
      if (!found || !canPayout(userActor(owner.id), 'own', { ownerId: found.userId }))
        throw errors.notFound();
      return repo.transaction(async (tx) => {
        const actor = `user:${owner.id}`;
        const moved = await applyWithdrawalEvent(tx, { id, event: 'cancel', by: 'owner', actor, requestKey });
        if (!moved.ok)
          throw moved.refusal === 'not_found' ? errors.notFound() : payoutErrors.withdrawalConflict();
        // The retry of a cancellation that committed before its reply was kept: answered, not redone.
        if (moved.replayed)
          return presentWithdrawal(moved.row, await repo.accountOf(moved.row.bankAccountId, tx));
        await ledger.voidHold(tx, moved.row.holdTransferId!, { key: withdrawalKeys(id).void, actor });
        return presentWithdrawal(moved.row, await repo.accountOf(moved.row.bankAccountId, tx));
      });
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
