import { z } from 'zod';
import {
  DEAL_CANCEL_REASONS,
  DEAL_DESCRIPTION_MAX_CHARS,
  DEAL_DESCRIPTION_MIN_CHARS,
  DEAL_REASON_COMMENT_MAX_CHARS,
  DEAL_REJECT_REASONS,
  DEAL_TITLE_MAX_CHARS,
  DEAL_TITLE_MIN_CHARS,
  DELIVERY_DESCRIPTION_MAX_CHARS,
  DELIVERY_REJECT_REASONS,
  DELIVERY_UNITS,
} from '../business-constants';
import { DEAL_EVENTS, DEAL_STAGES, DEAL_STATUSES, DEAL_SUB_STAGES } from '../deal-rules/deal-states';
import { BUDGET_TYPES, dealChoicesSchema, party } from './deal-parts';
import { idField, textField } from './fields';
import { decimalAmount } from './money';

/**
 * Deals' requests and replies (SPEC.md sections 3, 5 and 7; issue "deals"). Amounts are decimal text:
 * in the service's currency as offered (`currency`), and in AED once approval locked the rate
 * (`aed`). Dates are ISO 8601 text in UTC. `status` is the spec's word; `stage` the deal table's
 * finer state; `actions` the events the reader may fire now (the web draws its buttons from them).
 */

export {
  BUDGET_TYPES,
  type BudgetType,
  type DealChoices,
  type DealInvoice,
  type DealRatio,
  dealChoicesSchema,
  dealExtraOptionsRequest,
  dealInvoiceSchema,
  dealRatioSchema,
} from './deal-parts';
export const DEAL_LIST_TYPES = ['sent', 'received', 'favored'] as const;
export type DealListType = (typeof DEAL_LIST_TYPES)[number];

// ----- offers --------------------------------------------------------------------------------------

export const generateDealIdRequest = z.object({ service_id: idField });

/**
 * The terms of an offer. A draft keeps whatever is given (each field optional); sending (`PUT
 * /deals/{id}`) needs them all. `price` is asked only when the provider answers a requested service
 * (a client's order takes the plan's price); decimal text in the service's currency.
 */
export const dealTermsRequest = z.object({
  title: textField
    .min(DEAL_TITLE_MIN_CHARS, { error: 'validation.min_chars' })
    .max(DEAL_TITLE_MAX_CHARS, { error: 'validation.max_chars' })
    .optional(),
  description: textField
    .min(DEAL_DESCRIPTION_MIN_CHARS, { error: 'validation.min_chars' })
    .max(DEAL_DESCRIPTION_MAX_CHARS, { error: 'validation.max_chars' })
    .optional(),
  budget_type: z.enum(BUDGET_TYPES, { error: 'validation.invalid' }).optional(),
  estimated_time: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(365).optional(),
  estimated_unit: z.enum(DELIVERY_UNITS, { error: 'validation.invalid' }).optional(),
  extra_option_ids: z.array(idField).max(20).optional(),
  price: textField.max(24, { error: 'validation.amount' }).optional(),
});
export type DealTermsRequest = z.input<typeof dealTermsRequest>;

/** `POST /orders/create`: an offer on a service with every term, started and sent in one call. */
export const orderCreateRequest = dealTermsRequest.extend({ service_id: idField });
export type OrderCreateRequest = z.input<typeof orderCreateRequest>;

/** A reason from the list (required) and a comment (optional unless the reason is `other`). */
const reasonOf = <T extends readonly [string, ...string[]]>(reasons: T) =>
  z.object({
    reason: z.enum(reasons, { error: 'validation.required' }),
    comment: textField.max(DEAL_REASON_COMMENT_MAX_CHARS, { error: 'validation.max_chars' }).optional(),
  });
export const dealRejectRequest = reasonOf(DEAL_REJECT_REASONS);
export const dealCancelRequest = reasonOf(DEAL_CANCEL_REASONS);
export const deliveryRejectRequest = reasonOf(DELIVERY_REJECT_REASONS);

/** `POST /deals/pay/{id}`: an optional coupon code; a card (saved, or a new token) for a shortfall. */
export const dealPayRequest = z.object({
  code: textField.max(40).optional(),
  card_id: idField.optional(),
  return_to: z.enum(['web', 'mobile']).optional(),
});
export type DealPayRequest = z.input<typeof dealPayRequest>;

// ----- replies -------------------------------------------------------------------------------------

export const dealExtraOptionSchema = z.object({
  id: z.number().int(),
  extra_option_id: z.number().int().nullable(),
  description: z.string(),
  price: decimalAmount,
  delivery_days: z.number().int(),
  unit: z.enum(DELIVERY_UNITS),
});

export const dealFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'file']),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type DealFile = z.infer<typeof dealFileSchema>;

export const dealHistorySchema = z.object({
  event: z.string(),
  from: z.string(),
  to: z.string(),
  by: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});

export const dealSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(DEAL_STATUSES),
  stage: z.enum(DEAL_STAGES),
  sub_stage: z.enum(DEAL_SUB_STAGES).nullable(),
  title: z.string(),
  description: z.string(),
  budget_type: z.enum(BUDGET_TYPES).nullable(),
  estimated_time: z.number().int().nullable(),
  estimated_unit: z.enum(DELIVERY_UNITS).nullable(),
  service: z.object({
    id: z.number().int(),
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    type: z.enum(['provided', 'requested']),
    image: z.string().nullable(),
    available: z.boolean(),
  }),
  client: party,
  provider: party,
  sender_id: z.number().int(),
  /** The reader's parts on the deal: sender or receiver, client or provider, support. */
  my_parties: z.array(z.string()),
  actions: z.array(z.enum(DEAL_EVENTS)),
  currency: z.string(),
  price: decimalAmount,
  extras_total: decimalAmount,
  service_fee: decimalAmount,
  tax: decimalAmount,
  discount: decimalAmount,
  total: decimalAmount,
  /** Locked at approval; what the client pays from the wallet and how the provider is paid. */
  aed: z
    .object({
      rate: z.string(),
      total: decimalAmount,
      service_fee: decimalAmount,
      tax: decimalAmount,
      subtotal: decimalAmount,
      commission: decimalAmount,
      provider_share: decimalAmount,
    })
    .nullable(),
  extra_options: z.array(dealExtraOptionSchema),
  attachments: z.array(dealFileSchema),
  /** A counter-offer waiting for the sender's answer. */
  proposal: z
    .object({
      budget_type: z.enum(BUDGET_TYPES),
      estimated_time: z.number().int(),
      estimated_unit: z.enum(DELIVERY_UNITS),
      description: z.string(),
      price: decimalAmount,
      extras_total: decimalAmount,
      extra_option_ids: z.array(z.number().int()),
      proposed_at: z.string(),
    })
    .nullable(),
  delivery_limit: z.number().int(),
  deliveries_sent: z.number().int(),
  deadlines: z.object({
    offer_expires_at: z.string().nullable(),
    payment_due_at: z.string().nullable(),
    acceptance_due_at: z.string().nullable(),
    deadline_at: z.string().nullable(),
    chat_open_until: z.string().nullable(),
    reviews_due_at: z.string().nullable(),
  }),
  /** The next change a clock will make, for the countdown both sides see. */
  next_due: z.object({ event: z.enum(DEAL_EVENTS), at: z.string() }).nullable(),
  dates: z.object({
    created_at: z.string(),
    sent_at: z.string().nullable(),
    approved_at: z.string().nullable(),
    rejected_at: z.string().nullable(),
    canceled_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    completed_at: z.string().nullable(),
  }),
  reason: z.object({ code: z.string(), comment: z.string().nullable() }).nullable(),
  is_favorite: z.boolean(),
  is_reviewed: z.boolean(),
  history: z.array(dealHistorySchema),
});
export type Deal = z.infer<typeof dealSchema>;

/** A row of the deal lists (my deals): enough for a card. */
export const dealCardSchema = dealSchema.pick({
  id: true,
  code: true,
  status: true,
  stage: true,
  sub_stage: true,
  title: true,
  service: true,
  client: true,
  provider: true,
  currency: true,
  total: true,
  next_due: true,
  is_favorite: true,
  dates: true,
});
export type DealCard = z.infer<typeof dealCardSchema>;

export const dealListQuery = z.object({
  type: z.enum(DEAL_LIST_TYPES).default('received'),
  status: z.enum(DEAL_STATUSES).optional(),
  from: z.iso.date({ error: 'validation.invalid' }).optional(),
  to: z.iso.date({ error: 'validation.invalid' }).optional(),
  code: textField.max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type DealListQuery = z.input<typeof dealListQuery>;

/** `GET /deals/{id}/edit`: the sender's offer as it stands, and what its form chooses from. */
export const dealEditSchema = dealSchema.extend({ choices: dealChoicesSchema });
export type DealEdit = z.infer<typeof dealEditSchema>;

/** `POST /deals/media/{id}`: the files kept, and each refused one with its reason. */
export const dealMediaUploadSchema = z.object({
  files: z.array(dealFileSchema),
  rejected: z.array(z.object({ name: z.string(), message: z.string() })),
});

/** `POST /deals/pay/{id}`: paid, or a card charge waiting for 3-D Secure (then paid on its return). */
export const dealPaymentSchema = z.object({
  status: z.enum(['paid', 'requires_action', 'failed']),
  deal: dealSchema,
  charge_id: z.number().int().nullable(),
  redirect_url: z.string().nullable(),
});
export type DealPayment = z.infer<typeof dealPaymentSchema>;

// ----- deliveries ----------------------------------------------------------------------------------

export const deliveryDraftRequest = z.object({
  description: textField.max(DELIVERY_DESCRIPTION_MAX_CHARS, { error: 'validation.max_chars' }),
});

export const deliverySchema = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  number: z.number().int().nullable(),
  status: z.enum(['draft', 'sent', 'accepted', 'rejected']),
  description: z.string(),
  files: z.array(dealFileSchema),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  reason: z.object({ code: z.string(), comment: z.string().nullable() }).nullable(),
  created_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

// ----- disputes ------------------------------------------------------------------------------------

export const disputeOpenRequest = z.object({
  reason: textField.min(10, { error: 'validation.min_chars' }).max(DEAL_REASON_COMMENT_MAX_CHARS),
  evidence: textField.max(DEAL_DESCRIPTION_MAX_CHARS).optional(),
});

export const disputeDecisionRequest = z.object({
  resolution: z.enum(['release', 'refund', 'split'], { error: 'validation.required' }),
  /** AED decimal text, for a split: what the provider is given before the commission. */
  provider_amount: textField.max(24).optional(),
  note: textField.min(10, { error: 'validation.min_chars' }).max(DEAL_REASON_COMMENT_MAX_CHARS),
});

export const disputeSchema = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  opened_by: z.number().int(),
  reason: z.string(),
  evidence: z.string(),
  resolution: z.enum(['release', 'refund', 'split']).nullable(),
  provider_amount: decimalAmount.nullable(),
  note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

// ----- reviews -------------------------------------------------------------------------------------

const star = z.coerce.number({ error: 'validation.required' }).int().min(1).max(5);

export const dealReviewRequest = z.object({
  attitude: star,
  quality: star,
  commitment: star,
  deal_again: star,
  comment: textField.min(10, { error: 'validation.min_chars' }).max(DEAL_REASON_COMMENT_MAX_CHARS),
});
export type DealReviewRequest = z.input<typeof dealReviewRequest>;

export const dealReviewSchema = z.object({
  attitude: z.number().int(),
  quality: z.number().int(),
  commitment: z.number().int(),
  deal_again: z.number().int(),
  rating: z.string(),
  comment: z.string(),
  created_at: z.string(),
  published: z.boolean(),
});

/** Mine (always), and theirs once published: when both have written or the window closed. */
export const dealReviewsSchema = z.object({
  mine: dealReviewSchema.nullable(),
  theirs: dealReviewSchema.nullable(),
  /** The other side has written theirs, still hidden until mine is in or the window closes. */
  theirs_written: z.boolean(),
  window_closes_at: z.string().nullable(),
});
export type DealReviews = z.infer<typeof dealReviewsSchema>;
