import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import { PaymentGatewayError, WebhookSignatureError } from './payment-gateway';
import type { PaymentWebhooks } from './payment-webhooks.service';

/** A gateway's event is a few kilobytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

const receivedReply = successEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() }));

/**
 * `POST /payments/webhooks/sandbox`: where the sandbox gateway posts its events. It carries no API
 * key and no session; the signature over the body is what proves the sender, so the body is read as
 * the exact text that was signed (its own content parser, in this route's scope only) and parsed
 * only after the signature holds. A 2xx tells the gateway to stop retrying: it is sent once the
 * event is recorded, or found already recorded; a refused signature is a 400 and a warning in the log.
 */
export async function registerPaymentWebhookRoutes(
  api: FastifyInstance,
  deps: { webhooks: PaymentWebhooks },
) {
  await api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      '/payments/webhooks/sandbox',
      {
        schema: {
          summary: 'Events of the sandbox card gateway',
          description:
            'Signed with HMAC-SHA256 in the Wasla-Signature header (t=<unix seconds>,v1=<hex>); no API key. ' +
            'Answers 200 once the event is recorded (or was already), 400 to a wrong or stale signature.',
          security: [],
          response: { 200: receivedReply },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        try {
          const { recorded, event } = await deps.webhooks.receive(rawBody, request.headers);
          request.log.info(
            { gatewayEvent: event.id, type: event.gatewayType, recorded },
            'payment webhook received',
          );
          return ok({ received: true as const, duplicate: !recorded && event.kind !== 'other' });
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            // The reason only: never the header, the body or the secret.
            request.log.warn({ reason: error.reason, gateway: 'sandbox' }, 'payment webhook refused');
            throw new AppError(400, 'invalid_signature', 'bad_request');
          }
          if (error instanceof PaymentGatewayError && error.code === 'bad_event') {
            request.log.warn({ reason: error.message, gateway: 'sandbox' }, 'payment webhook refused');
            throw new AppError(400, 'bad_request', 'bad_request');
          }
          throw error;
        }
      },
    );
  });
}
