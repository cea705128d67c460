import { z } from 'zod';
import type { exchangeRateSchema } from './catalogue';
import { decimalAmount } from './money';

/**
 * The wallet's requests and replies (SPEC.md sections 3, 5 and 7; issue "the wallet"). Amounts in
 * replies are two-decimal text of AED ("250.00"); amounts in requests are decimal text too, or a JSON
 * number for the mobile apps, which the API reads as text and checks to two decimals, never as a float.
 */

/** An amount a person typed: "250", "250.5", "250.50", or the same as a JSON number. */
export const amountInput = z.union([z.string().trim().max(24), z.number().finite()]).transform(String);

// ----- cards -------------------------------------------------------------------------------------

/** A token from the card gateway (`tok_…`), never a card number. */
export const cardSaveRequest = z.object({
  token: z.string().trim().min(1).max(255),
  name: z.string().trim().max(100).optional(),
});
export type CardSaveRequest = z.infer<typeof cardSaveRequest>;

export const cardUpdateRequest = z.object({ name: z.string().trim().min(1).max(100) });
export type CardUpdateRequest = z.infer<typeof cardUpdateRequest>;

export const cardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  created_at: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

// ----- card charges (top-up) ---------------------------------------------------------------------

export const CHARGE_STATUSES = ['created', 'requires_action', 'processing', 'succeeded', 'failed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * Where the browser comes back after 3-D Secure: the web's retrieve-charge page, or the mobile apps'
 * retrieve-mobile-charge page (`mobile`). Without it, a request from the apps (`platform: ios` or
 * `android`) comes back to the mobile page and any other to the web page.
 */
export const RETURN_TO = ['web', 'mobile'] as const;

export const topUpRequest = z.object({
  amount: amountInput,
  card_id: z.number().int(),
  return_to: z.enum(RETURN_TO).optional(),
});
export type TopUpRequest = z.input<typeof topUpRequest>;

export const chargeSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHARGE_STATUSES),
  // Credited to the wallet; the fee on top; what the card is charged.
  amount: decimalAmount,
  fee: decimalAmount,
  total: decimalAmount,
  currency: z.string(),
  // Where the browser goes for 3-D Secure while the status is `requires_action`.
  redirect_url: z.string().nullable(),
  failure_code: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  created_at: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

// ----- balance and activities --------------------------------------------------------------------

export const balanceSchema = z.object({
  total_balance: decimalAmount,
  available_balance: decimalAmount,
  blocked_balance: decimalAmount,
  currency: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const ACTIVITY_TYPES = [
  'card_top_up',
  'bank_top_up',
  'withdrawal',
  'withdrawal_returned',
  'deal_payment',
  'deal_refund',
  'deal_earning',
  'subscription',
  'promotion',
  'correction',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activitySchema = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  // Unsigned two-decimal text; `sign` says which way it went for the wallet's total.
  amount: decimalAmount,
  sign: z.enum(['+', '-']),
  currency: z.string(),
  // `pending` while held (a requested withdrawal), `completed` once settled, `returned` when voided.
  status: z.enum(['pending', 'completed', 'returned']),
  date: z.string(),
  // What caused it, for a link: a top-up charge, a bank transfer, a withdrawal, a deal.
  reference: z
    .object({
      kind: z.enum(['wallet_charge', 'bank_transfer', 'withdrawal', 'deal', 'plan', 'mark']),
      id: z.number().int(),
    })
    .nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

// ----- bank transfer top-up ----------------------------------------------------------------------

export const BANK_TRANSFER_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Sent as multipart form fields beside the `receipt` file. */
export const bankTransferFields = z.object({
  amount: amountInput,
  operation_number: z.string().trim().min(3).max(64),
});

export const bankTransferSchema = z.object({
  id: z.number().int(),
  amount: decimalAmount,
  currency: z.string(),
  operation_number: z.string(),
  status: z.enum(BANK_TRANSFER_STATUSES),
  reason: z.string().nullable(),
  due_at: z.string(),
  created_at: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** The platform's own account, to which users send bank transfers. */
export const bankInformationSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  iban: z.string(),
  swift: z.string(),
});
export type BankInformation = z.infer<typeof bankInformationSchema>;

// ----- bank accounts and personal information ----------------------------------------------------

export const bankAccountRequest = z.object({
  bank_name: z.string().trim().min(2).max(100),
  owner_name: z.string().trim().min(2).max(100),
  account_number: z.string().trim().min(4).max(34),
  iban: z.string().trim().min(15).max(42),
  swift: z.string().trim().min(8).max(14),
});
export type BankAccountRequest = z.infer<typeof bankAccountRequest>;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  owner_name: z.string(),
  account_number: z.string(),
  iban: z.string(),
  swift: z.string(),
  // Withdrawals to this account wait until then after its details changed (48 hours).
  usable_from: z.string(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const personalInformationRequest = z.object({
  legal_name: z.string().trim().min(3).max(150),
  address: z.string().trim().min(5).max(300),
  date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type PersonalInformationRequest = z.infer<typeof personalInformationRequest>;

export const personalInformationSchema = personalInformationRequest.extend({ id: z.number().int() });
export type PersonalInformation = z.infer<typeof personalInformationSchema>;

// ----- withdrawals -------------------------------------------------------------------------------

export const WITHDRAWAL_STATUSES = ['requested', 'processing', 'paid', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawRequest = z.object({ amount: amountInput, bank_account_id: z.number().int() });
export type WithdrawRequest = z.input<typeof withdrawRequest>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: decimalAmount,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable(),
  bank_account: z.object({ id: z.number().int(), bank_name: z.string(), iban_last4: z.string() }),
  due_at: z.string(),
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

// ----- exchange rates ----------------------------------------------------------------------------

/**
 * `GET /currency-exchange-rate?from=&to=` is the catalogue's route (rates per US dollar, divided in
 * SQL, with `updated_at`, when the later of its two rates was taken); the wallet shows other currencies
 * through it, so its contract is the catalogue's.
 */
export { exchangeRateQuery, exchangeRateSchema } from './catalogue';
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

// ----- finance team ------------------------------------------------------------------------------

/** Rejecting a bank top-up or failing a withdrawal needs a reason the user will read. */
export const financeDecisionRequest = z.object({ reason: z.string().trim().min(3).max(500).optional() });
export type FinanceDecisionRequest = z.infer<typeof financeDecisionRequest>;
