import { type Money, money } from '@wasla/shared/money';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { ledgerRepository as repo } from './ledger.repository';
import {
  assertKind,
  assertPositive,
  identityOf,
  type LedgerAccountRef,
  LedgerError,
  type Leg,
  type Posting,
  postingsOf,
  type Reference,
  type TransferInput,
  type TransferResult,
} from './ledger-legs';

export {
  type LedgerAccountRef,
  LedgerError,
  type LedgerErrorCode,
  type Leg,
  type Reference,
  TRANSFER_KINDS,
  type TransferInput,
  type TransferKind,
  type TransferResult,
} from './ledger-legs';

/**
 * The double-entry ledger (decision 0023): the only writer of ledger rows. Stateless; every method
 * takes the executor first. Given a transaction, it works inside it (the caller's change and the money
 * commit together, and the account locks are held until the caller commits); given the database, it
 * opens a transaction of its own. A refusal (LedgerError) is thrown before anything is written, so the
 * caller's transaction stays usable.
 */
export interface Ledger {
  transfer(tx: Executor, input: TransferInput): Promise<TransferResult>;
  /** available → blocked, pending until posted or voided; refuses `insufficient_funds`. */
  hold(
    tx: Executor,
    input: { userId: number; amount: Money; key?: string; reference?: Reference; actor?: string },
  ): Promise<TransferResult>;
  /**
   * Posts a pending hold exactly once: blocked − held; the `to` legs (credits summing to at most the
   * held amount) and the rest back to available. Refuses `hold_not_pending` after a first resolution,
   * unless `key` names that very resolution (then it is replayed).
   */
  postHold(
    tx: Executor,
    holdId: number,
    input: { to: Leg[]; key?: string; actor?: string; kind?: string },
  ): Promise<TransferResult>;
  /** Returns a pending hold whole to available, exactly once. */
  voidHold(tx: Executor, holdId: number, input?: { key?: string; actor?: string }): Promise<TransferResult>;
  balances(
    executor: Executor,
    userId: number,
    currency: string,
  ): Promise<{ available: Money; blocked: Money; total: Money }>;
  statement(
    executor: Executor,
    account: LedgerAccountRef & { currency: string },
    page: { page: number; perPage: number },
  ): Promise<Statement>;
}

export type StatementEntry = {
  id: number;
  transferId: number;
  kind: string;
  reference: { kind: string; id: string } | null;
  holdState: 'pending' | 'posted' | 'voided' | null;
  amount: Money;
  balanceAfter: Money;
  createdAt: Date;
};
export type Statement = { entries: StatementEntry[]; total: number; page: number; perPage: number };

type Move = {
  kind: string;
  currency: string;
  postings: Posting[];
  amount: bigint;
  key?: string;
  reference?: Reference | { kind: string | null; id: string | null };
  actor?: string;
  holdState?: 'pending';
  resolution?: { holdId: number; state: 'posted' | 'voided' };
};

const inTransaction = <T>(executor: Executor, work: (tx: Executor) => Promise<T>): Promise<T> =>
  executor instanceof PgTransaction ? work(executor) : executor.transaction((tx) => work(tx));

/** The database's own refusals, behind the ledger's: mapped to the same errors if one ever fires. */
function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function assertKey(key: string | undefined) {
  if (key !== undefined && (typeof key !== 'string' || key.length === 0 || key.length > 255)) {
    throw new Error('a transfer key is between 1 and 255 characters');
  }
}

/**
 * One statement locks every account of the transfer in id order, checks that no account that must
 * stay at or above zero would go below, and writes (ledger.repository.ts, `move`). Given the database
 * rather than a transaction, that statement is its own transaction: one round trip, one commit.
 * Missing accounts are created first, holding none of the transfer's locks, then it runs again. A key
 * seen before answers the first transfer's id and writes nothing.
 */
async function move(executor: Executor, m: Move): Promise<TransferResult> {
  assertKey(m.key);
  const transfer = {
    kind: m.kind,
    currency: m.currency,
    amount: m.amount,
    key: m.key ?? null,
    referenceKind: m.reference?.kind ?? null,
    referenceId: m.reference?.id === undefined || m.reference.id === null ? null : String(m.reference.id),
    holdState: m.holdState ?? null,
    resolvesId: m.resolution?.holdId ?? null,
    actor: m.actor ?? null,
    createdAt: clock.now(),
  };
  for (let attempt = 0; ; attempt++) {
    let outcome: Awaited<ReturnType<typeof repo.move>>;
    try {
      outcome = await repo.move(executor, transfer, m.postings, m.resolution);
    } catch (error) {
      const constraint = constraintOf(error);
      if (constraint === 'ledger_accounts_non_negative_check') {
        throw new LedgerError('insufficient_funds', 'an account would go below zero');
      }
      if (constraint === 'ledger_transfers_resolves_idx') {
        throw new LedgerError('hold_not_pending', 'the hold was resolved at the same instant');
      }
      throw error;
    }
    if (outcome.kind === 'written') return { id: outcome.id, replayed: false };
    if (outcome.kind === 'missing_accounts') {
      // Accounts are never removed, so once created the second attempt finds them all.
      if (attempt > 0) throw new Error('ledger accounts were created but not found');
      await repo.ensureAccounts(
        executor,
        m.postings.map((p) => p.identity),
      );
      continue;
    }
    // A retried request whose first attempt already moved the money is answered, not refused. The
    // key is read by a statement of its own: the one above may predate the first attempt's commit.
    const seen = m.key === undefined ? undefined : await repo.transferIdByKey(executor, m.key);
    if (seen !== undefined) return { id: seen, replayed: true };
    if (outcome.kind === 'short') {
      throw new LedgerError(
        'insufficient_funds',
        `account ${outcome.accountId} holds ${outcome.balance}, less than the transfer takes from it`,
      );
    }
    throw new Error('a transfer key conflicted but no transfer holds it');
  }
}

async function resolve(
  tx: Executor,
  holdId: number,
  input: { key?: string; actor?: string; kind: string; state: 'posted' | 'voided'; to: Leg[] },
): Promise<TransferResult> {
  assertKind(input.kind, { twoPhase: true });
  if (input.kind === 'hold') throw new Error('a resolution is not itself a hold');
  if (!Number.isSafeInteger(holdId) || holdId <= 0) throw new LedgerError('hold_not_found');
  const hold = await repo.lockHold(tx, holdId);
  if (!hold) throw new LedgerError('hold_not_found', `no hold ${holdId}`);
  if (hold.holdState !== 'pending') {
    const resolution = await repo.resolutionOf(tx, holdId);
    if (input.key !== undefined && resolution?.key === input.key)
      return { id: resolution.id, replayed: true };
    throw new LedgerError('hold_not_pending', `hold ${holdId} is already ${hold.holdState}`);
  }
  let paid = 0n;
  for (const leg of input.to) {
    assertPositive(leg.amount, 'a posted leg');
    // The hold leaves the holder's blocked account whole; a leg back into it would hide a remainder.
    if (leg.account.kind === 'user_blocked' && leg.account.userId === hold.userId) {
      throw new LedgerError('invalid_amount', 'a hold is not posted back into its own blocked account');
    }
    paid += leg.amount;
  }
  if (paid > hold.amount) {
    throw new LedgerError('invalid_amount', `cannot post ${paid} of a hold of ${hold.amount}`);
  }
  const user = hold.userId;
  const legs: Leg[] = [
    { account: { kind: 'user_blocked', userId: user }, amount: -hold.amount },
    ...input.to,
  ];
  if (hold.amount > paid)
    legs.push({ account: { kind: 'user_available', userId: user }, amount: hold.amount - paid });
  const { postings, amount } = postingsOf(hold.currency, legs);
  const result = await move(tx, {
    kind: input.kind,
    currency: hold.currency,
    postings,
    amount,
    key: input.key,
    reference: hold.reference,
    actor: input.actor,
    resolution: { holdId, state: input.state },
  });
  // A key already used by another transfer would leave the hold pending behind a "replay".
  if (result.replayed) throw new Error(`the key ${input.key} already names another transfer`);
  return result;
}

export function createLedger(): Ledger {
  return {
    async transfer(executor, input) {
      assertKind(input.kind);
      const { postings, amount } = postingsOf(input.currency, input.legs);
      return move(executor, {
        kind: input.kind,
        currency: input.currency,
        postings,
        amount,
        key: input.key,
        reference: input.reference,
        actor: input.actor,
      });
    },

    async hold(executor, input) {
      assertPositive(input.amount.amount, 'a held amount');
      const { postings, amount } = postingsOf(input.amount.currency, [
        { account: { kind: 'user_available', userId: input.userId }, amount: -input.amount.amount },
        { account: { kind: 'user_blocked', userId: input.userId }, amount: input.amount.amount },
      ]);
      return move(executor, {
        kind: 'hold',
        currency: input.amount.currency,
        postings,
        amount,
        key: input.key,
        reference: input.reference,
        actor: input.actor,
        holdState: 'pending',
      });
    },

    postHold: async (executor, holdId, input) =>
      inTransaction(executor, (tx) =>
        resolve(tx, holdId, {
          key: input.key,
          actor: input.actor,
          kind: input.kind ?? 'hold_post',
          state: 'posted',
          to: input.to,
        }),
      ),

    voidHold: async (executor, holdId, input = {}) =>
      inTransaction(executor, (tx) =>
        resolve(tx, holdId, {
          key: input.key,
          actor: input.actor,
          kind: 'hold_void',
          state: 'voided',
          to: [],
        }),
      ),

    async balances(executor, userId, currency) {
      const { available, blocked } = await repo.userBalances(executor, userId, currency);
      return {
        available: money(available, currency),
        blocked: money(blocked, currency),
        total: money(available + blocked, currency),
      };
    },

    async statement(executor, account, page) {
      const perPage = Math.max(1, Math.min(100, Math.trunc(page.perPage)));
      const number = Math.max(1, Math.trunc(page.page));
      const identity = identityOf(account, account.currency);
      const id = await repo.accountId(executor, identity);
      if (id === undefined) return { entries: [], total: 0, page: number, perPage };
      const { rows, total } = await repo.entries(executor, id, perPage, (number - 1) * perPage);
      const entries = rows.map(
        (row): StatementEntry => ({
          id: Number(row.id),
          transferId: Number(row.transfer_id),
          kind: String(row.kind),
          reference:
            row.reference_kind === null
              ? null
              : { kind: String(row.reference_kind), id: String(row.reference_id) },
          holdState: (row.hold_state ?? null) as StatementEntry['holdState'],
          amount: money(BigInt(String(row.amount)), account.currency),
          balanceAfter: money(BigInt(String(row.balance_after)), account.currency),
          createdAt: new Date(row.created_at as string | Date),
        }),
      );
      return { entries, total, page: number, perPage };
    },
  };
}
