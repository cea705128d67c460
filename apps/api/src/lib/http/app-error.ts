/**
 * Typed errors of the error catalogue (SPEC.md section 8). Each carries the HTTP status, a stable
 * machine `code` and a message key in the `errors` catalog; the error handler translates it.
 */
export type FieldErrors = Record<string, { key: string; params?: Record<string, string | number> }[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string = code,
    readonly params: Record<string, string | number> = {},
    readonly fields?: FieldErrors,
    /** What the client needs to act on the refusal (the shortfall of a 303), sent as `data`. */
    readonly data?: unknown,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const errors = {
  twoFactorRequired: () => new AppError(302, 'two_factor_required'),
  insufficientBalance: () => new AppError(303, 'insufficient_balance'),
  badRequest: (key = 'bad_request') => new AppError(400, 'bad_request', key),
  unauthenticated: () => new AppError(401, 'unauthenticated'),
  invalidApiKey: () => new AppError(401, 'invalid_api_key'),
  accountBlocked: () => new AppError(403, 'account_blocked'),
  /** A team member's back-office route while their account has no two-step verification. */
  teamTwoFactorRequired: () => new AppError(403, 'team_two_factor_required'),
  notFound: (key = 'not_found') => new AppError(404, 'not_found', key),
  emailNotVerified: () => new AppError(406, 'email_not_verified'),
  conflict: (key = 'conflict') => new AppError(409, 'conflict', key),
  phoneNotVerified: () => new AppError(412, 'phone_not_verified'),
  validation: (fields: FieldErrors) =>
    new AppError(422, 'validation_failed', 'validation_failed', {}, fields),
  rateLimited: () => new AppError(429, 'rate_limited'),
  planLimitReached: () => new AppError(431, 'plan_limit_reached'),
  server: () => new AppError(500, 'server_error'),
};

/** Status to code for errors raised outside our code (Fastify, plugins), so every reply has a code. */
export function codeForStatus(status: number): string {
  const known: Record<number, string> = {
    302: 'two_factor_required',
    303: 'insufficient_balance',
    400: 'bad_request',
    401: 'unauthenticated',
    403: 'account_blocked',
    404: 'not_found',
    405: 'method_not_allowed',
    406: 'email_not_verified',
    409: 'conflict',
    412: 'phone_not_verified',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'validation_failed',
    429: 'rate_limited',
    431: 'plan_limit_reached',
  };
  return known[status] ?? (status >= 500 ? 'server_error' : 'error');
}
