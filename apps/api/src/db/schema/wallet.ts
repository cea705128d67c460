import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { deals } from './deals';
import { ledgerTransfers } from './ledger';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minorUnits = (name: string) => bigint(name, { mode: 'bigint' });
const transferRef = (name: string) => bigint(name, { mode: 'number' }).references(() => ledgerTransfers.id);

/**
 * A card saved from a gateway token: the gateway's reusable reference, brand, last four digits and
 * expiry; never the number or the CVC, which only the gateway sees. Saving charges a small check
 * amount that a timer refunds (`check_refund_due_at`, cleared once `check_refunded_at` is set).
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway').notNull(),
    gatewayCardId: text('gateway_card_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    checkChargeId: text('check_charge_id'),
    checkRefundDueAt: at('check_refund_due_at'),
    checkRefundedAt: at('check_refunded_at'),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('payment_cards_gateway_card_idx').on(t.gateway, t.gatewayCardId),
    index('payment_cards_user_idx').on(t.userId).where(sql`${t.deletedAt} is null`),
    index('payment_cards_refund_due_idx')
      .on(t.checkRefundDueAt)
      .where(sql`${t.checkRefundDueAt} is not null`),
  ],
);

/**
 * A card charge made for the wallet (a top-up now; a deal's shortfall later): what the wallet will be
 * credited, the fee, and what the card is charged in total. Its status follows the gateway's answer
 * (through the state table in the wallet module); the ledger credit names this row in its key, so a
 * webhook and a retrieve-charge poll arriving together credit it once.
 */
export const walletCharges = pgTable(
  'wallet_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id').references(() => paymentCards.id),
    purpose: text('purpose').notNull().default('top_up'),
    // The deal a `deal` charge pays: the shortfall of its total, credited to the wallet and then held
    // for the deal in the same transaction once the gateway confirms.
    dealId: integer('deal_id').references(() => deals.id),
    // What a purchase charge (a plan, a promotion) buys once it succeeds: its follower reads it and
    // completes the purchase in the settlement's transaction. Null for top-ups, checks and deals.
    purchase: jsonb('purchase').$type<Record<string, unknown>>(),
    gatewayChargeId: text('gateway_charge_id'),
    currency: char('currency', { length: 3 }).notNull(),
    amount: minorUnits('amount').notNull(),
    fee: minorUnits('fee').notNull(),
    total: minorUnits('total').notNull(),
    status: text('status').notNull().default('created'),
    failureCode: text('failure_code'),
    transferId: transferRef('transfer_id'),
    // The Idempotency-Key of the request that made it: a retry after a crash finds this charge and
    // asks the gateway about it again under the same key, instead of charging the card a second time.
    requestKey: text('request_key'),
    // Where the gateway sends the browser back after 3-D Secure, as first asked: a retry of the
    // charge request must send the gateway the very same parameters under the same key.
    returnUrl: text('return_url'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'wallet_charges_amounts_check',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.total} = ${t.amount} + ${t.fee}`,
    ),
    check('wallet_charges_deal_check', sql`(${t.purpose} = 'deal') = (${t.dealId} is not null)`),
    uniqueIndex('wallet_charges_gateway_idx').on(t.gatewayChargeId),
    index('wallet_charges_user_idx').on(t.userId, t.id),
    index('wallet_charges_deal_idx').on(t.dealId).where(sql`${t.dealId} is not null`),
    uniqueIndex('wallet_charges_request_key_idx').on(t.userId, t.requestKey),
    // The charges the gateway has not settled yet, which a sweep asks about.
    index('wallet_charges_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('created', 'requires_action', 'processing')`),
  ],
);

/**
 * A top-up by bank transfer: the user's receipt and operation number, pending until the finance team
 * approves (crediting the wallet) or rejects it with a reason; `due_at` is the 3-day promise.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: char('currency', { length: 3 }).notNull(),
    amount: minorUnits('amount').notNull(),
    operationNumber: text('operation_number').notNull(),
    receiptKey: text('receipt_key').notNull(),
    receiptType: text('receipt_type').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: at('decided_at'),
    dueAt: at('due_at').notNull(),
    transferId: transferRef('transfer_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('bank_transfers_amount_check', sql`${t.amount} > 0`),
    // One receipt is one top-up: the same operation number cannot be claimed twice.
    uniqueIndex('bank_transfers_operation_idx').on(t.operationNumber),
    index('bank_transfers_user_idx').on(t.userId, t.id),
    index('bank_transfers_pending_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A bank account a user withdraws to. `details_changed_at` starts the 48-hour wait before a
 * withdrawal may use it (a stolen session cannot redirect a payout at once).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankName: text('bank_name').notNull(),
    ownerName: text('owner_name').notNull(),
    accountNumber: text('account_number').notNull(),
    iban: text('iban').notNull(),
    swift: text('swift').notNull(),
    detailsChangedAt: at('details_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId).where(sql`${t.deletedAt} is null`)],
);

/** The legal identity a payout is made to; required before the first withdrawal. One per user. */
export const personalInformation = pgTable(
  'personal_information',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personal_information_user_idx').on(t.userId)],
);

/**
 * A withdrawal: the amount is held on the ledger at once (`hold_transfer_id`), then the finance team
 * pays it out (the hold is posted to the bank account of the ledger) or marks it failed (voided); the
 * user may cancel while it is only requested. `due_at` is the 3-working-day promise.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    currency: char('currency', { length: 3 }).notNull(),
    amount: minorUnits('amount').notNull(),
    status: text('status').notNull().default('requested'),
    reason: text('reason'),
    holdTransferId: transferRef('hold_transfer_id'),
    // The Idempotency-Key of the request that made it: a retry after a crash between the commit and
    // the kept reply finds this withdrawal instead of holding the amount a second time.
    requestKey: text('request_key'),
    dueAt: at('due_at').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    index('withdrawals_user_idx').on(t.userId, t.id),
    uniqueIndex('withdrawals_request_key_idx').on(t.userId, t.requestKey),
    index('withdrawals_open_idx').on(t.dueAt).where(sql`${t.status} in ('requested', 'processing')`),
  ],
);

/**
 * What a team member did: who, to what, the state before and after, and why. Written in the same
 * transaction as the action, never updated; the back office shows it on the object's page. A row
 * without actor nor role was written by an operator on the server's command line (`npm run team`),
 * where no account signs in.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    role: text('role'),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectKind, t.subjectId, t.id),
    // What one member did, newest first (the back office's audit page).
    index('audit_log_actor_idx').on(t.actorId, t.id),
    check('audit_log_actor_and_role', sql`(${t.actorId} is null) = (${t.role} is null)`),
  ],
);
