/**
 * The sandbox card gateway: a test-mode card processor (tokens, saved cards, charges with 3-D
 * Secure, refunds, signed webhooks retried until acknowledged), served by `npm start` on the app's
 * own origin or alone by `npm run sandbox-gateway`. It shares nothing with the API but HTTP.
 */
export { type CardBehaviour, passesLuhn, TEST_CARDS } from './cards';
export { openSandboxGateway, type SandboxGateway, type SandboxGatewayOptions } from './gateway';
export { mountSandboxGateway } from './mount';
export { listenSandboxGateway, type SandboxGatewayServer } from './server';
export { SIGNATURE_HEADER, signatureHeader } from './signature';
export type { WebhookEvent } from './state';
export {
  type DeliverWebhook,
  PRODUCTION_RETRY,
  type RetryPolicy,
  type WebhookControl,
  type WebhookRequest,
} from './webhooks';
