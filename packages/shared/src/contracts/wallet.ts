import { z } from 'zod';
import type { exchangeRateSchema } from './catalogue';
import { idField, textField } from './fields';
import { decimalAmount } from './money';

/**
 * The wallet's requests and replies (SPEC.md sections 3, 5 and 7; issue "the wallet"). Amounts in
 * replies are two-decimal text of AED ("250.00"); amounts in requests are decimal text too, which the
 * API reads with `parseMoney` to at most two decimals. Never a JSON number, in a request either
 * (decision 0019; apps/api/src/test/money-fields.test.ts holds every route to it): a client that
 * parsed "0.1" into a float could not send back exactly what its user typed.
 */

/** An amount a person typed: "250", "250.5", "250.50", "٢٥٠". */
export const amountInput = textField.max(24, { error: 'validation.amount' });

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
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];

/**
 * `POST /bank-transfers` is a multipart form: these text fields beside one file part named `receipt`
 * (a picture or a PDF of the transfer's receipt, at most `BANK_RECEIPT_MAX_BYTES`). The route takes
 * a required `Idempotency-Key`, like every route that moves money.
 */
export const bankTransferFields = z.object({
  amount: amountInput,
  operation_number: textField
    .min(3, { error: 'validation.min_chars' })
    .max(64, { error: 'validation.max_chars' }),
});
export type BankTransferFields = z.infer<typeof bankTransferFields>;
export const BANK_RECEIPT_FIELD = 'receipt';

export const bankTransferSchema = z.object({
  id: z.number().int(),
  amount: decimalAmount,
  currency: z.string(),
  operation_number: z.string(),
  status: z.enum(BANK_TRANSFER_STATUSES),
  reason: z.string().nullable(),
  // The promise: decided by the finance team within 3 days.
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

/**
 * A bank account to withdraw to. The shapes are checked here; the IBAN (country, length, mod-97) and
 * the SWIFT/BIC code (format, country) by `bankAccountProblems` of `wallet-rules/bank-details`, which
 * the API applies and the web form may apply before sending. IBAN and SWIFT are stored in normal
 * form (no spaces, upper case).
 */
export const bankAccountRequest = z.object({
  bank_name: textField.min(2, { error: 'validation.min_chars' }).max(100, { error: 'validation.max_chars' }),
  owner_name: textField.min(2, { error: 'validation.min_chars' }).max(100, { error: 'validation.max_chars' }),
  account_number: textField
    .min(4, { error: 'validation.min_chars' })
    .max(34, { error: 'validation.max_chars' }),
  iban: textField.min(1, { error: 'validation.required' }).max(42, { error: 'validation.max_chars' }),
  swift: textField.min(1, { error: 'validation.required' }).max(14, { error: 'validation.max_chars' }),
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

/**
 * The legal identity a payout is made to, required before the first withdrawal. The date of birth
 * is a calendar day (YYYY-MM-DD) of someone at least 18 (`dateOfBirthProblem` of
 * `wallet-rules/personal-information`).
 */
export const personalInformationRequest = z.object({
  legal_name: textField.min(3, { error: 'validation.min_chars' }).max(150, { error: 'validation.max_chars' }),
  address: textField.min(5, { error: 'validation.min_chars' }).max(300, { error: 'validation.max_chars' }),
  date_of_birth: textField.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' }),
});
export type PersonalInformationRequest = z.infer<typeof personalInformationRequest>;

export const personalInformationSchema = personalInformationRequest.extend({ id: z.number().int() });
export type PersonalInformation = z.infer<typeof personalInformationSchema>;

// ----- withdrawals -------------------------------------------------------------------------------

export const WITHDRAWAL_STATUSES = ['requested', 'processing', 'paid', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `POST /wallets/withdraw`, with a required `Idempotency-Key`. */
export const withdrawRequest = z.object({ amount: amountInput, bank_account_id: idField });
export type WithdrawRequest = z.input<typeof withdrawRequest>;

/**
 * Codes of the withdrawal's refusals that are not about a field, and the page where the user puts
 * them right: `personal_information_required` (no legal name, address and date of birth yet) and
 * `bank_account_waiting` (the account's details changed less than 48 hours ago; the message says
 * from when it can be used, as the account's `usable_from` does).
 */
export const WITHDRAWAL_REFUSALS = {
  personal_information_required: { page: 'payment-methods' },
  bank_account_waiting: { page: 'payment-methods' },
} as const;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: decimalAmount,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable(),
  bank_account: z.object({ id: z.number().int(), bank_name: z.string(), iban_last4: z.string() }),
  // The promise: paid out within 3 working days (Saturday and Sunday are the weekend).
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

/**
 * A decision of the finance team. Rejecting a bank top-up or failing a withdrawal needs a reason the
 * user will read; taking a withdrawal into processing or marking it paid may carry a note.
 */
export const financeDecisionRequest = z.object({
  reason: textField
    .min(3, { error: 'validation.min_chars' })
    .max(500, { error: 'validation.max_chars' })
    .optional(),
});
export type FinanceDecisionRequest = z.infer<typeof financeDecisionRequest>;

/** Who asked, as the back office shows it beside a request. */
const financeUserSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });

export const financeBankTransfersQuery = z.object({
  status: z.enum(BANK_TRANSFER_STATUSES, { error: 'validation.invalid_choice' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A bank top-up as the finance team sees it; the receipt is read at `receipt_path` (team only). */
export const financeBankTransferSchema = bankTransferSchema.extend({
  user: financeUserSchema,
  receipt_path: z.string(),
  receipt_type: z.string(),
  decided_at: z.string().nullable(),
});
export type FinanceBankTransfer = z.infer<typeof financeBankTransferSchema>;

export const financeWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'validation.invalid_choice' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A withdrawal with everything the team needs to send the money: the account and the legal name. */
export const financeWithdrawalSchema = withdrawalSchema.extend({
  user: financeUserSchema,
  bank_account: bankAccountSchema.omit({ usable_from: true, created_at: true }),
  legal_name: z.string().nullable(),
});
export type FinanceWithdrawal = z.infer<typeof financeWithdrawalSchema>;

/**
 * The 303 of a payment from the wallet short of money (a deal, a plan, a promotion): what is
 * missing, and what a card would be charged for it, as the empty-wallet dialog shows them.
 */
export const walletShortfallSchema = z.object({
  available: decimalAmount,
  total: decimalAmount,
  shortfall: decimalAmount,
  fee: decimalAmount,
  charge_total: decimalAmount,
  currency: z.string(),
});
export type WalletShortfall = z.infer<typeof walletShortfallSchema>;
