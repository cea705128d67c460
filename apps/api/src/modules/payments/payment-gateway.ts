import type { Money } from '@wasla/shared/money';

/**
 * What the wallet needs from a card processor, and nothing of any one processor: the sandbox
 * gateway is one adapter (sandbox-gateway.adapter.ts), a real provider would be another (decision
 * 0022 says which one this was shaped after and how its adapter would differ). Card numbers never
 * pass through here: the browser gives them to the gateway and the API only ever sees its token.
 */
export interface PaymentGateway {
  /** Names the gateway in stored rows (`payment_cards.gateway`), so ids of two gateways never mix. */
  readonly name: string;
  /** A reusable card from a single-use token the browser got from the gateway. */
  saveCard(token: string): Promise<SavedCard>;
  /** Forgets a saved card at the gateway; one already gone is not an error. */
  removeCard(gatewayCardId: string): Promise<void>;
  /**
   * Charges a saved card. A decline is an answer, not an exception: `status: 'failed'` with its
   * `failureCode` (the charge exists and has an id). `requires_action` comes with the `redirectUrl`
   * of the bank's check (3-D Secure), after which the card holder returns to `returnUrl` and the
   * outcome arrives by webhook or by `retrieveCharge`. The idempotency key makes a retry after a
   * timeout or a crash safe: the gateway answers the first charge again instead of charging twice.
   */
  createCharge(request: ChargeRequest): Promise<GatewayCharge>;
  retrieveCharge(chargeId: string): Promise<GatewayCharge>;
  /** Refunds all of a succeeded charge, or `amount` of it; at most what is left of it. */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /**
   * The event of a webhook request, once its signature is proven to be the gateway's and recent;
   * throws `WebhookSignatureError` otherwise. `rawBody` is the body exactly as it arrived.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent;
}

export type SavedCard = {
  gatewayCardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type ChargeRequest = {
  amount: Money;
  gatewayCardId: string;
  /** Ours (e.g. the wallet charge's id): shown at the gateway and sent back in its events. */
  reference: string;
  /** Where the card holder comes back after 3-D Secure; the gateway adds `charge_id`. */
  returnUrl: string;
  idempotencyKey: string;
  description?: string;
};

export type ChargeStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed';

export type GatewayCharge = {
  id: string;
  status: ChargeStatus;
  amount: Money;
  amountRefunded: Money;
  reference: string | null;
  redirectUrl?: string;
  failureCode?: string;
};

export type RefundRequest = { chargeId: string; amount?: Money; idempotencyKey: string };

export type GatewayRefund = {
  id: string;
  chargeId: string;
  amount: Money;
  status: 'succeeded' | 'pending' | 'failed';
};

/** A verified webhook event. Its `id` is the gateway's, the same on every delivery of it. */
export type GatewayEvent = {
  id: string;
  /** The gateway's own name of the event ('charge.succeeded'), for the log and the payload. */
  gatewayType: string;
  createdAt: Date;
} & (
  | { kind: 'charge'; charge: GatewayCharge }
  | { kind: 'refund'; refund: GatewayRefund }
  /** An event this interface does not use (a gateway adds kinds over time): acknowledged, not acted on. */
  | { kind: 'other' }
);

/** Why the gateway did not do what was asked; the wallet turns each kind into its own answer. */
export type GatewayErrorKind =
  /** The card was refused outside a charge (saving a card the issuer refuses). */
  | 'declined'
  /** The token is unknown, used or expired: the card form must be filled in again. */
  | 'invalid_token'
  /** The gateway could not be reached, timed out or failed: retry later with the same key. */
  | 'unavailable'
  /** The charge or card named does not exist at the gateway. */
  | 'not_found'
  /** The gateway refused the request itself (an amount above what is left to refund, a bug of ours). */
  | 'invalid_request';

export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
  constructor(
    readonly kind: GatewayErrorKind,
    /** The gateway's code ('token_already_used', 'amount_too_large', 'timeout'), for logs and tests. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A webhook request that is not the gateway's, or too old to be trusted; `reason` is for the log. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
  constructor(readonly reason: string) {
    super(`webhook refused: ${reason}`);
  }
}
