import type { FastifyPluginAsync } from 'fastify';
import { fileJournal, memoryJournal } from './journal';
import { createProcessor } from './processor';
import { registerGatewayRoutes } from './routes';
import { type JournalRecord, openStore } from './state';
import {
  createWebhookSender,
  type DeliverWebhook,
  httpDeliver,
  PRODUCTION_RETRY,
  type RetryPolicy,
  type WebhookControl,
} from './webhooks';

export type SandboxGatewayOptions = {
  /** What server-to-server calls send as `Authorization: Bearer …` (Stripe's `sk_test_…`). */
  secretKey: string;
  /** Signs every webhook (HMAC-SHA256); the receiver holds the same secret. */
  webhookSecret: string;
  /** Where events are POSTed. */
  webhookUrl: string;
  /**
   * Where browsers reach the gateway, its prefix included (`https://wasla.example/sandbox-gateway`),
   * for the 3-D Secure links; a function when it is known only once the server listens.
   */
  publicUrl: string | (() => string);
  /** The folder of the journal; without one, state lives as long as the process. */
  dataDir?: string | undefined;
  /** How a webhook request is sent; by default a real POST (tests may hand it to an app in-process). */
  deliver?: DeliverWebhook;
  /** Retries of unacknowledged webhooks; about three days by default, milliseconds in tests. */
  retry?: Partial<RetryPolicy>;
  /** How long a webhook receiver may take before the attempt counts as failed. */
  deliveryTimeoutMs?: number;
  /** The clock, in milliseconds (token expiry, signatures, retries). */
  now?: () => number;
};

export type SandboxGateway = {
  /** The routes, to register under the path of `publicUrl` (`app.register(gateway.routes, { prefix })`). */
  routes: FastifyPluginAsync;
  /** Webhook deliveries and the faults tests rehearse (duplicates, order, losses). */
  webhooks: WebhookControl;
  /** Stops retrying, waits for the deliveries under way and releases the journal. */
  close(): Promise<void>;
};

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * A card processor in test mode: tokens, saved cards, charges with 3-D Secure, refunds and signed
 * webhooks retried until acknowledged, its state rebuilt from its journal on every start (pending
 * webhooks included, which resume where they stopped). It is a Fastify plugin, so it can be mounted
 * beside an app (`npm start`) or served alone (server.ts), and shares nothing with the API but HTTP.
 */
export function openSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const now = options.now ?? Date.now;
  const journal = options.dataDir
    ? fileJournal<JournalRecord>(options.dataDir)
    : memoryJournal<JournalRecord>();
  const store = openStore(journal, now());
  const publicUrl = () =>
    (typeof options.publicUrl === 'function' ? options.publicUrl() : options.publicUrl).replace(/\/+$/, '');
  const webhooks = createWebhookSender({
    store,
    url: options.webhookUrl,
    secret: options.webhookSecret,
    deliver: options.deliver ?? httpDeliver(options.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS),
    retry: { ...PRODUCTION_RETRY, ...options.retry },
    now,
  });
  const processor = createProcessor({
    store,
    now,
    challengeUrl: (id) => `${publicUrl()}/v1/challenge/${id}`,
    onEvents: () => webhooks.wake(),
  });
  // Events that were waiting when the gateway stopped are sent again (receivers dedupe by id).
  webhooks.wake();

  let closed = false;
  return {
    routes: async (scope) => registerGatewayRoutes(scope, { processor, secretKey: options.secretKey }),
    webhooks,
    close: async () => {
      if (closed) return;
      closed = true;
      await webhooks.close();
      journal.close();
    },
  };
}
