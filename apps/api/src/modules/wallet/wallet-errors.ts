import { AppError, errors } from '../../lib/http/app-error';

/** Failure codes of the gateway that have a message of their own; any other reads as a plain decline. */
const EXPLAINED = new Set(['card_declined', 'insufficient_funds', 'authentication_failed']);
const reason = (failureCode: string | null) =>
  failureCode && EXPLAINED.has(failureCode) ? `_${failureCode}` : '';

/** The wallet's answers in the error catalogue (packages/i18n, `errors`). */
export const walletErrors = {
  cardNotFound: () => errors.notFound('card_not_found'),
  chargeNotFound: () => errors.notFound('charge_not_found'),
  /** SPEC.md section 8, "Payment Unsuccessful": the page offers to try again or to go to the wallet. */
  paymentFailed: (failureCode: string | null) =>
    new AppError(422, 'payment_failed', `payment_failed${reason(failureCode)}`),
  /** The check charge of a card being saved was refused: the card is not saved. */
  cardDeclined: (failureCode: string | null, checkAmount: string) =>
    new AppError(422, 'card_declined', `card_declined${reason(failureCode)}`, { amount: checkAmount }),
  /**
   * The gateway did not answer. A 5xx lets the Idempotency-Key go, so the client's retry runs again,
   * finds the charge its first attempt made and asks the gateway about it under the same key.
   */
  gatewayUnavailable: () => new AppError(503, 'payment_gateway_unavailable'),
};
