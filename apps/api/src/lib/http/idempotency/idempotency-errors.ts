import { AppError } from '../app-error';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './request-fingerprint';

/** The answers of the idempotency middleware, in the error catalogue's envelope. */
export const idempotencyErrors = {
  /** Empty, or longer than 255 characters. */
  invalidKey: () =>
    new AppError(422, 'idempotency_key_invalid', 'idempotency_key_invalid', {
      max: IDEMPOTENCY_KEY_MAX_LENGTH,
    }),
  /** A route that moves money takes no request without a key. */
  missingKey: () => new AppError(422, 'idempotency_key_required', 'idempotency_key_required'),
  /** The key was first used with another body: replaying that reply would answer another question. */
  otherRequest: () => new AppError(422, 'idempotency_key_reused', 'idempotency_key_reused'),
  /** The first request with this key has not finished yet. */
  inProgress: () => new AppError(409, 'idempotency_key_in_use', 'idempotency_key_in_use'),
};
