import { isCurrencyCode, MONEY_MAX_MINOR } from '@wasla/shared/money';
import type { LedgerAccountKind } from '../../db/schema/ledger';

/**
 * The ledger's words. A transfer moves money between accounts in one currency; its legs are signed
 * (a credit is positive, a debit negative) and sum to zero. Each transfer has a short kind that says
 * what happened, for statements, activities and whoever reads the table by hand:
 *
 * - `card_top_up`: a confirmed card charge: gateway − (amount + fee) → user_available + amount,
 *   platform_fees + fee.
 * - `bank_top_up`: an approved bank transfer: bank − → user_available +.
 * - `card_check` / `card_check_refund`: the small charge that proves a saved card, and its refund:
 *   gateway ↔ escrow, never the user's wallet.
 * - `hold`: user_available − → user_blocked + (two-phase, pending until resolved); made by `hold()`.
 * - `hold_post`: a pending hold paid out, possibly for less: user_blocked − held → the `to` accounts,
 *   the rest back to user_available. Callers may name it more precisely: `withdrawal_payout` (to
 *   bank), `deal_release` (to the provider's available and platform_fees).
 * - `hold_void`: a pending hold returned whole: user_blocked − → user_available +.
 * - `refund`: money given back to a user from a platform account.
 * - `correction`: a team's fix of an earlier mistake. Nothing is ever edited; a correction is a new
 *   transfer that says why in its reference.
 *
 * References name what caused a transfer, for links in activities: `{ kind: 'wallet_charge' |
 * 'bank_transfer' | 'withdrawal' | 'deal' | 'payment_card', id }`.
 */
export const TRANSFER_KINDS = [
  'card_top_up',
  'bank_top_up',
  'card_check',
  'card_check_refund',
  'hold',
  'hold_post',
  'hold_void',
  'withdrawal_payout',
  'deal_release',
  'refund',
  'correction',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
/** Kinds only the two-phase calls write: `hold()` opens one, `postHold()`/`voidHold()` resolve it. */
const TWO_PHASE_KINDS = new Set(['hold', 'hold_post', 'hold_void']);

export type LedgerAccountRef =
  | { kind: 'user_available' | 'user_blocked'; userId: number }
  | { kind: 'escrow' | 'platform_fees' | 'tax' | 'gateway' | 'bank' };

/** One side of a transfer on one account: + credit, − debit, in minor units of the transfer's currency. */
export type Leg = { account: LedgerAccountRef; amount: bigint };

export type LedgerErrorCode =
  | 'insufficient_funds'
  | 'hold_not_pending'
  | 'unbalanced'
  | 'invalid_amount'
  | 'hold_not_found';

/** A refusal of the ledger: the caller asked for something the books cannot hold. Nothing was written. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export type Reference = { kind: string; id: string | number };

export type TransferInput = {
  kind: string;
  currency: string;
  legs: Leg[];
  /** A caller's unique name for this transfer: the same key twice is one transfer. */
  key?: string;
  reference?: Reference;
  /** 'user:12', 'team:3', 'timer:withdrawals', 'gateway'. */
  actor?: string;
};

export type TransferResult = { id: number; replayed: boolean };

/** The identity of an account once its currency is known: how it is found or created. */
export type AccountIdentity = {
  kind: LedgerAccountKind;
  userId: number | null;
  currency: string;
  nonNegative: boolean;
};

/** The net change of one account in one transfer: each account's balance is updated once. */
export type Posting = { identity: AccountIdentity; amount: bigint };

const KIND = /^[a-z][a-z0-9_]{1,39}$/;

export const identityKey = (a: { kind: string; userId: number | null; currency: string }) =>
  `${a.kind}:${a.userId ?? 0}:${a.currency}`;

/** A user's accounts never go below zero; the platform's may (the gateway and bank are the outside). */
export function identityOf(ref: LedgerAccountRef, currency: string): AccountIdentity {
  if (ref.kind === 'user_available' || ref.kind === 'user_blocked') {
    if (!Number.isSafeInteger(ref.userId) || ref.userId <= 0) {
      throw new LedgerError('invalid_amount', `not a user id: ${String(ref.userId)}`);
    }
    return { kind: ref.kind, userId: ref.userId, currency, nonNegative: true };
  }
  return { kind: ref.kind, userId: null, currency, nonNegative: false };
}

/** A positive amount of minor units that one bigint column can hold. */
export function assertPositive(amount: unknown, what = 'amount'): asserts amount is bigint {
  if (typeof amount !== 'bigint' || amount <= 0n || amount > MONEY_MAX_MINOR) {
    throw new LedgerError('invalid_amount', `${what} must be a positive bigint of minor units`);
  }
}

export function assertCurrency(currency: string) {
  if (!isCurrencyCode(currency)) throw new LedgerError('invalid_amount', `not a currency code: ${currency}`);
}

export function assertKind(kind: string, { twoPhase = false } = {}) {
  if (!KIND.test(kind)) throw new Error(`a transfer kind is short snake_case text: ${JSON.stringify(kind)}`);
  if (!twoPhase && TWO_PHASE_KINDS.has(kind)) {
    throw new Error(`a '${kind}' transfer is written by hold(), postHold() or voidHold()`);
  }
}

/**
 * Checks the legs of a transfer before anything is written, and nets them per account: each leg moves
 * a non-zero amount, the legs sum to zero, and the result changes at least one account. Postings come
 * out in one fixed order (by identity) so that concurrent transfers create missing accounts in the
 * same order and never wait on each other in a circle.
 */
export function postingsOf(currency: string, legs: readonly Leg[]): { postings: Posting[]; amount: bigint } {
  assertCurrency(currency);
  if (!Array.isArray(legs) || legs.length < 2) {
    throw new LedgerError('unbalanced', 'a transfer has at least two legs');
  }
  const net = new Map<string, Posting>();
  let total = 0n;
  for (const leg of legs) {
    if (typeof leg.amount !== 'bigint' || leg.amount === 0n) {
      throw new LedgerError('invalid_amount', 'every leg moves a non-zero bigint amount');
    }
    if (leg.amount > MONEY_MAX_MINOR || -leg.amount > MONEY_MAX_MINOR) {
      throw new LedgerError('invalid_amount', 'a leg is beyond what an amount can hold');
    }
    total += leg.amount;
    const identity = identityOf(leg.account, currency);
    const key = identityKey(identity);
    const seen = net.get(key);
    net.set(key, { identity, amount: (seen?.amount ?? 0n) + leg.amount });
  }
  if (total !== 0n) throw new LedgerError('unbalanced', `the legs sum to ${total}, not zero`);
  const postings = [...net.entries()]
    .filter(([, p]) => p.amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, p]) => p);
  if (postings.length === 0) throw new LedgerError('invalid_amount', 'the transfer moves nothing');
  const amount = postings.reduce((sum, p) => (p.amount > 0n ? sum + p.amount : sum), 0n);
  if (amount > MONEY_MAX_MINOR)
    throw new LedgerError('invalid_amount', 'the transfer is beyond what an amount can hold');
  return { postings, amount };
}
