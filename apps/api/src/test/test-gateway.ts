import { SANDBOX_WEBHOOK_PATH, TEST_GATEWAY_SECRET_KEY, TEST_GATEWAY_WEBHOOK_SECRET } from '@wasla/config';
import { listenSandboxGateway, type SandboxGatewayServer } from '@wasla/sandbox-gateway';
import type { FastifyInstance } from 'fastify';

/** Webhook retries a few milliseconds apart, so a test sees a whole retry schedule at once. */
const FAST_RETRY = { baseMs: 5, maxMs: 40, maxAttempts: 5 };

/**
 * The sandbox card gateway every test app has beside it, as `npm start` serves one beside the API:
 *
 * - it listens on 127.0.0.1 on a free port (`port: 0`), so parallel test files never collide, and
 *   the API's adapter calls it over real HTTP (PAYMENT_GATEWAY_URL), as in production: timeouts,
 *   status codes and JSON included;
 * - its webhooks reach the app without the app listening: `deliver` hands each signed request to
 *   `app.inject` at the webhook's path, so it goes through the real receiver (signature, dedupe,
 *   outbox) with the very headers and bytes the gateway signed;
 * - it holds the configuration's published test keys, as a local site does.
 */
export async function startTestGateway(): Promise<{
  server: SandboxGatewayServer;
  /** The app its webhooks go to, once built. */
  attach(app: FastifyInstance): void;
}> {
  let target: FastifyInstance | undefined;
  const server = await listenSandboxGateway({
    secretKey: TEST_GATEWAY_SECRET_KEY,
    webhookSecret: TEST_GATEWAY_WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1${SANDBOX_WEBHOOK_PATH}`,
    retry: FAST_RETRY,
    deliver: async ({ url, headers, body }) => {
      // A refused delivery is retried like a receiver that is down, until the app is attached.
      if (!target) throw new Error('no app to deliver to yet');
      const reply = await target.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers,
        payload: body,
      });
      return { status: reply.statusCode };
    },
  });
  return {
    server,
    attach: (app) => {
      target = app;
    },
  };
}

/**
 * A card token as the browser gets it: card details POSTed to the gateway itself, never to the API.
 * Test cards: 4242424242424242 succeeds, 4000000000000002 is declined, 4000000000003220 asks for 3-D
 * Secure.
 */
export async function cardTokenAt(gatewayUrl: string, number: string): Promise<string> {
  const year = new Date().getUTCFullYear() + 3;
  const reply = await fetch(`${gatewayUrl}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, exp_month: 12, exp_year: year, cvc: '123', name: 'Test Card' }),
  });
  const token = (await reply.json()) as { id?: string };
  if (!token.id) throw new Error(`no token for ${number}: ${JSON.stringify(token)}`);
  return token.id;
}
