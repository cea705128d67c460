import { z } from 'zod';
import { DELIVERY_UNITS } from '../business-constants';
import { idField } from './fields';
import { decimalAmount } from './money';

/**
 * Parts of the deals' contracts that stand on their own (contracts/deals.ts re-exports them): the
 * budget types, a party of a deal, the offer form's choices, the platform ratio and the invoice.
 */

export const BUDGET_TYPES = ['basic', 'standard', 'premium', 'individual'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];

/** One side of a deal as a reply names it. */
export const party = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  slug: z.string().nullable(),
});

/** `POST /deals/{id}/extra-option`: the extra options of the service the offer includes, replacing the chosen ones. */
export const dealExtraOptionsRequest = z.object({
  extra_option_ids: z.array(idField).max(20, { error: 'validation.invalid' }),
});

/** What an offer chooses from: the service's plans (or its one price) and its extra options. */
export const dealChoicesSchema = z.object({
  service_type: z.enum(['provided', 'requested']),
  plans: z.array(
    z.object({
      budget_type: z.enum(BUDGET_TYPES),
      price: decimalAmount,
      delivery_days: z.number().int().nullable(),
    }),
  ),
  extra_options: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      price: decimalAmount,
      delivery_days: z.number().int(),
      unit: z.enum(DELIVERY_UNITS),
    }),
  ),
  /** The lowest price a provider may offer for a requested service, in the service's currency. */
  min_price: decimalAmount.nullable(),
});
export type DealChoices = z.infer<typeof dealChoicesSchema>;

/**
 * `GET /deals/{id}/platform-ratio`: what the offer's terms cost now, from the platform's paid
 * features: the client's service fee (a percentage of the subtotal, never below the minimum fee,
 * which is set in AED), the tax on that fee, and the total, in the service's currency; and the same
 * total in AED at this moment's rate (approval locks the rate the client pays at).
 */
export const dealRatioSchema = z.object({
  currency: z.string(),
  price: decimalAmount,
  extras_total: decimalAmount,
  subtotal: decimalAmount,
  service_fee: decimalAmount,
  tax: decimalAmount,
  discount: decimalAmount,
  total: decimalAmount,
  client_fee_percentage: decimalAmount,
  tax_percentage: decimalAmount,
  minimum_fee_aed: decimalAmount,
  rate_to_aed: z.string(),
  total_aed: decimalAmount,
});
export type DealRatio = z.infer<typeof dealRatioSchema>;

/**
 * `GET /deals/{id}/invoice`: the invoice of a paid deal, for its two parties. The seller is the
 * provider, the buyer the client; lines in the service's currency (the plan or individual price, each
 * extra option, the service fee, the tax, a discount), and the AED figures the wallet was charged at
 * the rate locked on approval.
 */
export const dealInvoiceSchema = z.object({
  number: z.string(),
  deal_id: z.number().int(),
  deal_code: z.string(),
  issued_at: z.string(),
  title: z.string(),
  seller: party,
  buyer: party,
  service: z.object({ code: z.string(), name: z.string() }),
  currency: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(['plan', 'extra', 'service_fee', 'tax', 'discount']),
      /** The plan's budget type, or the extra option's description; none for the others. */
      label: z.string().nullable(),
      amount: decimalAmount,
    }),
  ),
  subtotal: decimalAmount,
  service_fee: decimalAmount,
  tax: decimalAmount,
  discount: decimalAmount,
  total: decimalAmount,
  aed: z.object({
    rate: z.string(),
    total: decimalAmount,
    service_fee: decimalAmount,
    tax: decimalAmount,
    subtotal: decimalAmount,
  }),
});
export type DealInvoice = z.infer<typeof dealInvoiceSchema>;
