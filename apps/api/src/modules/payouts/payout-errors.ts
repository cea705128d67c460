import { WALLET_CURRENCY, WITHDRAWAL_MINIMUM_AED } from '@wasla/shared/business-constants';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { exponentOf, type Money, parseMoney } from '@wasla/shared/money';
import { AppError } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';

/** The Emirates' time, in which the wallet's dates are told. */
export const WALLET_TIME_ZONE = 'Asia/Dubai';

/** The refusals of payouts that are not a missing row (404) or a form's shape. */
export const payoutErrors = {
  /** A withdrawal is on its way: the details it will be paid to stay as they are until it ends. */
  detailsInUse: () => new AppError(409, 'payout_details_in_use', 'payout_details_in_use'),
  personalExists: () => new AppError(409, 'personal_information_exists', 'personal_information_exists'),
  amount: () => fieldError('amount', 'validation.amount', { decimals: exponentOf(WALLET_CURRENCY) }),
  amountPositive: () => fieldError('amount', 'validation.amount_positive'),
  withdrawalMinimum: () =>
    fieldError('amount', 'validation.withdrawal_minimum', { min: WITHDRAWAL_MINIMUM_AED }),
  notEnoughCredit: () => fieldError('amount', 'validation.not_enough_credit'),
  /** No legal name, address and date of birth yet: the web links to where they are given. */
  personalRequired: () => new AppError(422, 'personal_information_required', 'personal_information_required'),
  /** The account's details changed less than 48 hours ago; the message says from when. */
  accountWaiting: (from: Date, lang: Language) =>
    new AppError(422, 'bank_account_waiting', 'bank_account_waiting', {
      date: formatDateTime(from, lang, WALLET_TIME_ZONE),
    }),
  withdrawalConflict: () => new AppError(409, 'withdrawal_status_conflict', 'withdrawal_status_conflict'),
  transferConflict: () => new AppError(409, 'bank_transfer_status_conflict', 'bank_transfer_status_conflict'),
  reasonRequired: () => fieldError('reason', 'validation.required'),
};

/** An amount typed by the user, in the wallet's currency: decimal text to at most two decimals, above 0. */
export function readAmount(text: string): Money {
  const amount = parseMoney(text, WALLET_CURRENCY);
  if (!amount) throw payoutErrors.amount();
  if (amount.amount <= 0n) throw payoutErrors.amountPositive();
  return amount;
}
