import { z } from 'zod';
import { PAGE_SIZES } from '../business-constants';
import { LANGUAGES, type Language, localize } from '../languages';
import { paginationMetaSchema } from './envelope';
import { idField } from './fields';
import { decimalAmount } from './money';

/**
 * Invoices of what Wasla sells an account: a plan's period or a service's promotion (a "mark").
 * One document shape serves a quote (before payment: `id`, `number` and `issued_at` are null) and an
 * issued invoice (immutable, numbered without gaps per year, e.g. `WSL-2026-000001`). Amounts are
 * decimal text in AED, the wallet's currency; `buyer_currency` shows the total in the buyer's
 * currency at the rate of the moment the document was made, and that rate with its time.
 */

export const INVOICE_KINDS = ['plan', 'mark'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * The words of a line: a key of the catalogs' `invoices.lines` section, filled with its params when
 * the document is shown, so an invoice reads in whatever language it is opened in. A param may be a
 * text in each language (a plan's or a service's name).
 */
export const INVOICE_LINE_KEYS = [
  'invoices.lines.plan_monthly',
  'invoices.lines.plan_annual',
  'invoices.lines.plan_upgrade',
  'invoices.lines.mark_days',
  'invoices.lines.mark_weeks',
] as const;
export type InvoiceLineKey = (typeof INVOICE_LINE_KEYS)[number];

const localizedParam = z.partialRecord(z.enum(LANGUAGES), z.string());
export const invoiceLineParamSchema = z.union([z.string(), z.number(), localizedParam]);
export type InvoiceLineParam = z.infer<typeof invoiceLineParamSchema>;

/** A line's params as texts of `lang`, ready for the catalog sentence named by its key. */
export function lineParamsIn(
  params: Record<string, InvoiceLineParam>,
  lang: Language,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? localize(value, lang) : String(value),
    ]),
  );
}

export const invoiceLineSchema = z.object({
  description_key: z.enum(INVOICE_LINE_KEYS),
  description_params: z.record(z.string(), invoiceLineParamSchema),
  quantity: z.number().int(),
  unit_amount: decimalAmount,
  amount: decimalAmount,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSellerSchema = z.object({
  name: z.string(),
  address: z.string(),
  tax_registration_number: z.string(),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

export const invoiceBuyerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  country: z.string().nullable(),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

export const invoiceBuyerCurrencySchema = z.object({
  currency: z.string(),
  /** Units of the buyer's currency for one AED, decimal text. */
  rate: z.string(),
  /** When that rate was last set (ISO 8601, UTC). */
  rated_at: z.string(),
  total: decimalAmount,
});

export const invoiceDocumentSchema = z.object({
  id: z.number().int().nullable(),
  number: z.string().nullable(),
  issued_at: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
  reference_id: z.number().int().nullable(),
  seller: invoiceSellerSchema,
  buyer: invoiceBuyerSchema,
  currency: z.literal('AED'),
  lines: z.array(invoiceLineSchema),
  subtotal: decimalAmount,
  discount: decimalAmount,
  /** The government tax as a percentage, two decimals ("5.00"). */
  tax_percentage: z.string(),
  tax: decimalAmount,
  total: decimalAmount,
  buyer_currency: invoiceBuyerCurrencySchema,
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** One line of `GET /invoices`. */
export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_at: z.string(),
  kind: z.enum(INVOICE_KINDS),
  currency: z.literal('AED'),
  total: decimalAmount,
  buyer_currency: invoiceBuyerCurrencySchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoicePage = z.object({ data: z.array(invoiceSummarySchema), meta: paginationMetaSchema });

export const invoiceListQuery = z.object({
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(PAGE_SIZES[0]),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceParams = z.object({ id: idField });
