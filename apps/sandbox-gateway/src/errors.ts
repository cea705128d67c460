/**
 * The gateway's failures, shaped like a card processor's (Stripe's `{ error: { type, code, message,
 * param } }`): a machine `code` a client can branch on, the `param` at fault, and a message for the
 * developer reading the log. Card problems are 402, as processors answer them, so that a client can
 * tell "this card will not do" from "my request was wrong" by the status alone.
 */
export type ErrorType =
  | 'invalid_request_error'
  | 'card_error'
  | 'idempotency_error'
  | 'authentication_error'
  | 'api_error';

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param?: string,
    /** More fields of the error body, e.g. the id of the charge a decline created. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'GatewayError';
  }

  toBody() {
    return {
      error: {
        type: this.type,
        code: this.code,
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...this.extra,
      },
    };
  }
}

export const invalidRequest = (code: string, message: string, param?: string) =>
  new GatewayError(400, 'invalid_request_error', code, message, param);

export const cardError = (code: string, message: string, param?: string, extra?: Record<string, unknown>) =>
  new GatewayError(402, 'card_error', code, message, param, extra);

export const missing = (what: string, id: string, param?: string) =>
  // A referenced object in a body is the request's fault (400); the object of the path is a 404.
  new GatewayError(
    param ? 400 : 404,
    'invalid_request_error',
    'resource_missing',
    `No such ${what}: '${id}'`,
    param,
  );
