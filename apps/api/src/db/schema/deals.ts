import { DEAL_STAGES } from '@wasla/shared/deal-rules/deal-states';
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { ledgerTransfers } from './ledger';
import { serviceExtraOptions, services } from './services';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minorUnits = (name: string) => bigint(name, { mode: 'bigint' });
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id);

/** The terms a counter-offer proposes, applied on approval and dropped when dismissed or rejected. */
export type DealProposal = {
  budgetType: string;
  estimatedTime: number;
  estimatedUnit: string;
  description: string;
  /** Minor units of the deal's currency, as decimal-free integer text. */
  price: string;
  extrasTotal: string;
  extraOptionIds: number[];
  /**
   * The proposed extra options as they were when proposed (price in minor units as text), so that an
   * approval copies what was agreed even if the service's options changed since.
   */
  extraOptions?: {
    extraOptionId: number;
    description: string;
    price: string;
    deliveryDays: number;
    unit: 'day' | 'week' | 'month';
  }[];
  proposedAt: string;
};

/**
 * A deal between a client and a provider on one service (SPEC.md sections 3 and 4). `stage` follows
 * the deal table (`packages/shared/src/deal-rules/deal-states.ts`); the spec's `status` word is
 * derived from it. Prices are minor units of the service's currency as offered; the `*_aed` columns
 * are written once at approval, at the rate of that moment (`rate_to_aed`), and are what the client
 * pays and the provider is paid: nothing changes them afterwards. `hold_transfer_id` is the escrow
 * hold on the client's wallet while the deal runs.
 *
 * The timer deadlines (`offer_expires_at`, `payment_due_at`, `acceptance_due_at`) are set on entering
 * the stage they belong to and cleared on leaving it; the sweep and the countdowns read the same
 * columns.
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    clientId: userRef('client_id'),
    providerId: userRef('provider_id'),
    // Who wrote the offer: the client ordering a provided service, or the provider answering a
    // requested one. The other side answers it.
    senderId: userRef('sender_id'),
    stage: text('stage', { enum: DEAL_STAGES }).notNull().default('draft'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    budgetType: text('budget_type', { enum: ['basic', 'standard', 'premium', 'individual'] }),
    estimatedTime: smallint('estimated_time'),
    estimatedUnit: text('estimated_unit', { enum: ['day', 'week', 'month'] }),
    currency: char('currency', { length: 3 }).notNull(),
    price: minorUnits('price').notNull().default(sql`0`),
    extrasTotal: minorUnits('extras_total').notNull().default(sql`0`),
    serviceFee: minorUnits('service_fee').notNull().default(sql`0`),
    tax: minorUnits('tax').notNull().default(sql`0`),
    discount: minorUnits('discount').notNull().default(sql`0`),
    total: minorUnits('total').notNull().default(sql`0`),
    // Locked at approval.
    rateToAed: numeric('rate_to_aed', { precision: 24, scale: 10 }),
    totalAed: minorUnits('total_aed'),
    serviceFeeAed: minorUnits('service_fee_aed'),
    taxAed: minorUnits('tax_aed'),
    subtotalAed: minorUnits('subtotal_aed'),
    commissionBp: integer('commission_bp'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    proposal: jsonb('proposal').$type<DealProposal>(),
    deliveryLimit: smallint('delivery_limit').notNull(),
    deliveriesSent: smallint('deliveries_sent').notNull().default(0),
    // Timers.
    offerExpiresAt: at('offer_expires_at'),
    paymentDueAt: at('payment_due_at'),
    acceptanceDueAt: at('acceptance_due_at'),
    // When the provider's work is due: payment plus the estimated time. Not a timer; it opens the
    // client's late cancellation a day later.
    deadlineAt: at('deadline_at'),
    // Chat about the deal stays open until then (3 days after a delivery is accepted or rejected).
    chatOpenUntil: at('chat_open_until'),
    // Reviews are published when both sides have written, or when this passes.
    reviewsDueAt: at('reviews_due_at'),
    sentAt: at('sent_at'),
    approvedAt: at('approved_at'),
    rejectedAt: at('rejected_at'),
    canceledAt: at('canceled_at'),
    paidAt: at('paid_at'),
    completedAt: at('completed_at'),
    reasonCode: text('reason_code'),
    reasonComment: text('reason_comment'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // A draft the sender discarded; nothing else is ever deleted.
    deletedAt: at('deleted_at'),
  },
  (t) => [
    check('deals_parties_differ', sql`${t.clientId} <> ${t.providerId}`),
    check('deals_sender_is_a_party', sql`${t.senderId} in (${t.clientId}, ${t.providerId})`),
    check(
      'deals_amounts_check',
      sql`${t.price} >= 0 and ${t.extrasTotal} >= 0 and ${t.serviceFee} >= 0 and ${t.tax} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`,
    ),
    check(
      'deals_aed_parts_check',
      sql`${t.totalAed} is null or ${t.totalAed} = ${t.serviceFeeAed} + ${t.taxAed} + ${t.subtotalAed}`,
    ),
    index('deals_client_idx').on(t.clientId, t.id.desc()),
    index('deals_provider_idx').on(t.providerId, t.id.desc()),
    index('deals_service_idx').on(t.serviceId),
    // One draft in progress per sender and service is what "latest draft" returns.
    index('deals_sender_draft_idx')
      .on(t.senderId, t.updatedAt.desc())
      .where(sql`${t.stage} = 'draft' and ${t.deletedAt} is null`),
    index('deals_offer_due_idx').on(t.offerExpiresAt).where(sql`${t.offerExpiresAt} is not null`),
    index('deals_payment_due_idx').on(t.paymentDueAt).where(sql`${t.paymentDueAt} is not null`),
    index('deals_acceptance_due_idx').on(t.acceptanceDueAt).where(sql`${t.acceptanceDueAt} is not null`),
    uniqueIndex('deals_hold_idx').on(t.holdTransferId),
  ],
);

/** The service's extra options the deal includes, copied as they were when chosen. */
export const dealExtraOptions = pgTable(
  'deal_extra_options',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    extraOptionId: integer('extra_option_id').references(() => serviceExtraOptions.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    price: minorUnits('price').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    unit: text('unit', { enum: ['day', 'week', 'month'] }).notNull(),
  },
  (t) => [
    uniqueIndex('deal_extra_options_once_idx').on(t.dealId, t.extraOptionId),
    check('deal_extra_options_price_check', sql`${t.price} > 0`),
  ],
);

/**
 * A file attached to a deal's offer or to one of its deliveries, sniffed by content like a service's
 * media and kept in the private store: only the two parties (and the support team in a dispute) read
 * it.
 */
export const dealFiles = pgTable(
  'deal_files',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id').references(() => dealDeliveries.id, { onDelete: 'cascade' }),
    uploaderId: userRef('uploader_id'),
    kind: text('kind', { enum: ['image', 'file'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deal_files_deal_idx').on(t.dealId, t.deliveryId)],
);

/** What the provider hands over: drafted, then sent; the client accepts or rejects it with a reason. */
export const dealDeliveries = pgTable(
  'deal_deliveries',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id),
    status: text('status', { enum: ['draft', 'sent', 'accepted', 'rejected'] })
      .notNull()
      .default('draft'),
    number: smallint('number'),
    description: text('description').notNull().default(''),
    sentAt: at('sent_at'),
    decidedAt: at('decided_at'),
    reasonCode: text('reason_code'),
    reasonComment: text('reason_comment'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('deal_deliveries_deal_idx').on(t.dealId, t.id),
    uniqueIndex('deal_deliveries_number_idx').on(t.dealId, t.number),
  ],
);

/**
 * A dispute about a delivered or late deal: opened by either side with a reason and evidence, decided
 * once by the support team (release, refund or split with the provider's amount in AED).
 */
export const dealDisputes = pgTable(
  'deal_disputes',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id),
    openedBy: userRef('opened_by'),
    reason: text('reason').notNull(),
    evidence: text('evidence').notNull().default(''),
    resolution: text('resolution', { enum: ['release', 'refund', 'split'] }),
    providerAmountAed: minorUnits('provider_amount_aed'),
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('deal_disputes_deal_idx').on(t.dealId),
    // One open dispute a deal.
    uniqueIndex('deal_disputes_open_idx').on(t.dealId).where(sql`${t.resolution} is null`),
    index('deal_disputes_queue_idx').on(t.createdAt).where(sql`${t.resolution} is null`),
  ],
);

const stars = (name: string) => smallint(name).notNull();

/**
 * A provider's review of the client after a deal (the client's review of the provider is in
 * `reviews`). Both are double-blind: `published_at` is set when both sides have written or the
 * review window closes, and nobody reads an unpublished review but its author.
 */
export const clientReviews = pgTable(
  'client_reviews',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id),
    reviewerId: userRef('reviewer_id'),
    clientId: userRef('client_id'),
    attitude: stars('attitude'),
    quality: stars('quality'),
    commitment: stars('commitment'),
    dealAgain: stars('deal_again'),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    publishedAt: at('published_at'),
  },
  (t) => [
    uniqueIndex('client_reviews_deal_idx').on(t.dealId),
    index('client_reviews_client_idx').on(t.clientId, t.createdAt.desc()),
    // The few reviews still hidden, which the sweep publishes once their deal's window closes.
    index('client_reviews_unpublished_idx').on(t.dealId).where(sql`${t.publishedAt} is null`),
    check(
      'client_reviews_stars_range',
      sql`${t.attitude} between 1 and 5 and ${t.quality} between 1 and 5 and ${t.commitment} between 1 and 5 and ${t.dealAgain} between 1 and 5`,
    ),
  ],
);
