import { paymentGatewayAddresses } from '@wasla/config';
import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { PaymentGateway } from './payment-gateway';
import { registerPaymentWebhookRoutes } from './payment-webhooks.routes';
import { createPaymentWebhooks } from './payment-webhooks.service';
import { createSandboxGatewayAdapter } from './sandbox-gateway.adapter';

/**
 * The card gateway and its webhook receiver. Other modules get the `gateway` (the interface, never
 * the adapter) and listen to `payment.charge_updated` / `payment.refund_updated` on the outbox;
 * `browserUrl` is where pages send card details for a token, so that no card number reaches us.
 */
export async function registerPayments(
  api: FastifyInstance,
  { db, config }: Infrastructure,
  deps: { gateway?: PaymentGateway } = {},
) {
  const addresses = paymentGatewayAddresses(config);
  const gateway =
    deps.gateway ??
    createSandboxGatewayAdapter({
      url: addresses.serverUrl,
      secretKey: config.PAYMENT_GATEWAY_SECRET_KEY,
      webhookSecret: config.PAYMENT_GATEWAY_WEBHOOK_SECRET,
      timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
    });
  await registerPaymentWebhookRoutes(api, { webhooks: createPaymentWebhooks({ db, gateway }) });
  return { gateway, browserUrl: addresses.browserUrl };
}
