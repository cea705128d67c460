import { toReply } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import { type DomainEvent, recordEvent } from '../../lib/events/record-event';
import type { GatewayEvent, PaymentGateway } from './payment-gateway';
import { claimWebhookEvent } from './payments.repository';

/** What the wallet's handlers hear: the gateway's word on one of its charges. */
export const PAYMENT_EVENTS = {
  chargeUpdated: 'payment.charge_updated',
  refundUpdated: 'payment.refund_updated',
} as const;

/** The domain event of a gateway event, about the gateway's charge; amounts as decimal text. */
function domainEvent(gateway: string, event: GatewayEvent): DomainEvent | undefined {
  const source = { gateway, gateway_event_id: event.id, gateway_event_type: event.gatewayType };
  if (event.kind === 'charge') {
    const { charge } = event;
    return {
      type: PAYMENT_EVENTS.chargeUpdated,
      subject: { kind: 'gateway_charge', id: charge.id },
      payload: {
        ...source,
        status: charge.status,
        amount: toReply(charge.amount),
        amount_refunded: toReply(charge.amountRefunded),
        reference: charge.reference,
        failure_code: charge.failureCode ?? null,
      },
    };
  }
  if (event.kind === 'refund') {
    const { refund } = event;
    return {
      type: PAYMENT_EVENTS.refundUpdated,
      subject: { kind: 'gateway_charge', id: refund.chargeId },
      payload: { ...source, status: refund.status, refund_id: refund.id, amount: toReply(refund.amount) },
    };
  }
  return undefined;
}

export type WebhookReceipt = { event: GatewayEvent; recorded: boolean };

/**
 * Takes a webhook in: the gateway proves it sent it (`parseWebhook` throws otherwise, before anything
 * is written), then, in one transaction, the event id is claimed and the domain event recorded, so
 * the outbox hears of each gateway event exactly once however often it is delivered. The receiver
 * judges nothing else: events arriving out of order are recorded in the order they arrive, and the
 * handlers (the wallet's) decide what each means for their rows, which only ever move forward.
 */
export function createPaymentWebhooks(deps: { db: Database; gateway: PaymentGateway }) {
  return {
    async receive(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<WebhookReceipt> {
      const event = deps.gateway.parseWebhook(rawBody, headers);
      const recorded = await deps.db.transaction(async (tx) => {
        const domain = domainEvent(deps.gateway.name, event);
        const claimed = await claimWebhookEvent(tx, {
          gateway: deps.gateway.name,
          eventId: event.id,
          eventType: event.gatewayType,
          objectId: domain?.subject.id ?? null,
        });
        if (claimed && domain) await recordEvent(tx, domain);
        return claimed && domain !== undefined;
      });
      return { event, recorded };
    },
  };
}

export type PaymentWebhooks = ReturnType<typeof createPaymentWebhooks>;
