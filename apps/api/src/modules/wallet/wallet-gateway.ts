import type { Money } from '@wasla/shared/money';

/**
 * What the wallet needs of the card gateway (the payments module's PaymentGateway). Kept to the
 * calls the wallet makes, so that its tests and its code name nothing else of the gateway.
 */
export type GatewayChargeStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed';

export type GatewayCharge = {
  id: string;
  status: GatewayChargeStatus;
  redirectUrl?: string | null;
  failureCode?: string | null;
};

export type GatewayCard = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name?: string | null;
};

export interface WalletGateway {
  /** Names the gateway on saved cards (`payment_cards.gateway`). */
  readonly name: string;
  saveCard(token: string): Promise<GatewayCard>;
  createCharge(input: {
    amount: Money;
    gatewayCardId: string;
    reference: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<GatewayCharge>;
  retrieveCharge(id: string): Promise<GatewayCharge>;
  refund(input: { chargeId: string; amount?: Money; idempotencyKey: string }): Promise<{ id: string }>;
}
