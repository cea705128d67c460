import { z } from 'zod';
import { MARK_UNITS } from '../mark-rules/mark-period';
import { MARK_STATUSES } from '../mark-rules/mark-states';
import { idField } from './fields';
import { invoiceDocumentSchema } from './invoices';
import { decimalAmount } from './money';

/**
 * Paid promotion of a service (a "mark", SPEC.md sections 3 and 7): a start time in a time zone the
 * owner chose, and a number of days or weeks. Amounts are AED, as decimal text.
 */
export const markPeriodRequest = z.object({
  /** Wall-clock time in `timezone`: "2031-03-10 09:30" (or with a T). */
  start_time: z.string().trim().min(1).max(40),
  /** An IANA time zone name, as GET /timezones lists them. */
  timezone: z.string().trim().min(1).max(64),
  duration: z.coerce.number().int().min(1).max(1000),
  unit: z.enum(MARK_UNITS).default('days'),
});
export type MarkPeriodRequest = z.infer<typeof markPeriodRequest>;

/** Paying for a mark: the period, and a saved card to pay what the wallet lacks (optional). */
export const markPurchaseRequest = markPeriodRequest.extend({
  card_id: idField.optional(),
  /** Where 3-D Secure sends the card holder back (default: the web, or the app by its platform header). */
  return_to: z.enum(['web', 'mobile']).optional(),
});

export const markQuoteQuery = z.object({
  duration: z.coerce.number().int().min(1).max(1000),
  unit: z.enum(MARK_UNITS).default('days'),
});

/** What a mark costs: the invoice's figures before it is paid. */
export const markQuoteSchema = z.object({
  unit: z.enum(MARK_UNITS),
  duration: z.number().int(),
  currency: z.literal('AED'),
  unit_price: decimalAmount,
  price: decimalAmount,
  discount_percentage: decimalAmount,
  discount: decimalAmount,
  price_after_discount: decimalAmount,
  tax_percentage: decimalAmount,
  tax: decimalAmount,
  total: decimalAmount,
});
export type MarkQuote = z.infer<typeof markQuoteSchema>;

const period = {
  /** UTC instants of the period [starts_at, ends_at). */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The start as the owner chose it, in their time zone. */
  start_time: z.string(),
  timezone: z.string(),
};

export const markValidationSchema = z.object({ valid: z.literal(true), ...period });

/** `GET /services/mark/{id}/invoice`: the figures, and the invoice they would make (not numbered yet). */
export const markInvoiceQuoteSchema = markQuoteSchema.extend({ invoice: invoiceDocumentSchema });

export const markPreviewSchema = markQuoteSchema.extend({
  ...period,
  service: z.object({ id: z.number().int(), name: z.string() }),
});

export const markDaySchema = z.object({
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});

export const markSchema = markQuoteSchema.extend({
  id: z.number().int(),
  service_id: z.number().int(),
  status: z.enum(MARK_STATUSES),
  ...period,
  paid_at: z.string(),
  /** The invoice issued when it was paid (GET /invoices/{id}). */
  invoice_id: z.number().int().nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Per UTC day of the period so far. */
  days: z.array(markDaySchema),
});
export type MarkReply = z.infer<typeof markSchema>;

/**
 * `POST /services/mark/{id}`: paid (from the wallet, or a card charge that succeeded at once) with the
 * mark; or a card charge of the shortfall waiting for 3-D Secure (the mark is made when it succeeds);
 * or failed. Without a card, a wallet that does not cover the total is the 303 with the shortfall.
 */
export const markPaymentSchema = z.object({
  status: z.enum(['paid', 'requires_action', 'failed']),
  charge_id: z.number().int().nullable(),
  redirect_url: z.string().nullable(),
  mark: markSchema.nullable(),
});

/** The owner's view of a service's promotion: promoted now or not, and every mark, newest first. */
export const serviceMarksSchema = z.object({
  service_id: z.number().int(),
  promoted: z.boolean(),
  marks: z.array(markSchema),
});
