import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * The kinds of ledger account. Each user has `user_available` (what they may spend or withdraw) and
 * `user_blocked` (what is held on its way out: escrow of their paid deals, requested withdrawals).
 * The others are the platform's: `escrow` (deal money the team holds while a dispute is decided),
 * `platform_fees`, `tax`, `gateway` (what the card processor owes us or we owe it) and `bank` (the
 * outside world: bank transfers in and payouts out).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'user_available',
  'user_blocked',
  'escrow',
  'platform_fees',
  'tax',
  'gateway',
  'bank',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * One account of the double-entry ledger, in one currency. `balance` is the sum of its entries (a
 * credit is positive, a debit negative), kept on the row so that a transfer reads and checks it under
 * a row lock; `ledger verify` proves it equals the sum. An account that must never go below zero (every
 * user account) says so, and the CHECK is the last line of defence behind the ledger's own refusal.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    userId: integer('user_id').references(() => users.id),
    currency: char('currency', { length: 3 }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    nonNegative: boolean('non_negative').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('user_available', 'user_blocked', 'escrow', 'platform_fees', 'tax', 'gateway', 'bank')`,
    ),
    check('ledger_accounts_owner_check', sql`(${t.kind} like 'user_%') = (${t.userId} is not null)`),
    check('ledger_accounts_non_negative_check', sql`not ${t.nonNegative} or ${t.balance} >= 0`),
    // One account per kind, owner and currency; the platform's accounts have no owner.
    uniqueIndex('ledger_accounts_identity_idx').on(t.kind, sql`coalesce(${t.userId}, 0)`, t.currency),
  ],
);

/**
 * A transfer groups entries that sum to zero. Transfers are never edited: a mistake is corrected by a
 * new transfer. A hold is a transfer of kind `hold` (available → blocked) whose `hold_state` starts
 * `pending` and is resolved exactly once by a `hold_post` or `hold_void` transfer naming it in
 * `resolves_id` (unique, so a second resolution fails whatever races); `hold_state` is the only column
 * ever updated, and only from `pending`.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    // The amount moved: the sum of the transfer's credits (equal to the sum of its debits).
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    // A caller's unique name for this transfer ('charge:17:credit'); the same key twice is one transfer.
    key: text('key'),
    // What caused it, for activities and statements: ('wallet_charge', '17'), ('withdrawal', '3')…
    referenceKind: text('reference_kind'),
    referenceId: text('reference_id'),
    holdState: text('hold_state').$type<'pending' | 'posted' | 'voided'>(),
    resolvesId: bigint('resolves_id', { mode: 'number' }),
    actor: text('actor'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_amount_check', sql`${t.amount} >= 0`),
    check(
      'ledger_transfers_hold_state_check',
      sql`(${t.kind} = 'hold') = (${t.holdState} is not null) and ${t.holdState} in ('pending', 'posted', 'voided')`,
    ),
    uniqueIndex('ledger_transfers_key_idx').on(t.key),
    uniqueIndex('ledger_transfers_resolves_idx').on(t.resolvesId),
    index('ledger_transfers_reference_idx').on(t.referenceKind, t.referenceId),
    index('ledger_transfers_pending_idx').on(t.id).where(sql`${t.holdState} = 'pending'`),
  ],
);

/**
 * One line of a transfer on one account: positive credits, negative debits. `balance_after` is the
 * account's balance once this entry applied, so a statement is read from entries alone and `ledger
 * verify` can replay every account.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

/**
 * Each run of `ledger verify` the finance team reads on its desk: when it ran, what it counted, and
 * the broken invariants it found (none, on a sound ledger). The worker runs one an hour, claimed by
 * the hour's `slot` so several instances run it once; a member may run one at any time (no slot).
 */
export const ledgerVerifications = pgTable('ledger_verifications', {
  id: serial('id').primaryKey(),
  slot: timestamp('slot', { withTimezone: true }).unique(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  ok: boolean('ok'),
  counts: jsonb('counts').$type<VerifyCounts>(),
  breaks: jsonb('breaks').$type<string[]>(),
  unlisted: integer('unlisted'),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
});

type VerifyCounts = { accounts: number; transfers: number; entries: number; holds: number; pending: number };
