import type { SandboxGatewayOptions } from './gateway';
import { listenSandboxGateway } from './server';
import type { RetryPolicy, WebhookRequest } from './webhooks';

/** Keys of the gateway's own tests; the API's tests use the configuration's test keys. */
export const SECRET_KEY = 'sk_test_gateway_tests_5Gm2Qx8Lr1Vz';
export const WEBHOOK_SECRET = 'whsec_gateway_tests_7Hd3Kw9Np4Tb';
/** Retries in milliseconds, so a test sees a whole retry schedule at once. */
export const FAST_RETRY: RetryPolicy = { baseMs: 5, maxMs: 20, maxAttempts: 4 };
export const CARD = {
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Omar Saleh',
};
export const RETURN_URL = 'https://shop.example/wallet/retrieve-charge?from=test';

export type ReceivedEvent = {
  id: string;
  type: string;
  created: number;
  data: { object: { id: string; status: string; amount: number; charge?: string; [field: string]: unknown } };
};

type Call = { body?: unknown; key?: string; auth?: string | null; headers?: Record<string, string> };

/**
 * The gateway on a free port of this machine over real HTTP, its webhooks handed to `received`
 * instead of a network, answered with whatever `answer` says (200 unless a test changes it).
 */
export async function gatewayForTest(
  options: Partial<Omit<SandboxGatewayOptions, 'publicUrl'>> & { prefix?: string } = {},
) {
  const received: WebhookRequest[] = [];
  let answer: (request: WebhookRequest) => number = () => 200;
  const server = await listenSandboxGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: 'https://shop.example/hooks',
    retry: FAST_RETRY,
    deliver: async (request) => {
      received.push(request);
      return { status: answer(request) };
    },
    ...options,
  });
  const base = `${server.url}${options.prefix ?? ''}`;

  async function call(
    method: string,
    path: string,
    { body, key, auth = SECRET_KEY, headers = {} }: Call = {},
  ) {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, text, json };
  }

  /** A saved card of a test card number, as the API would hold it. */
  async function savedCard(number: string): Promise<string> {
    const token = await call('POST', '/v1/tokens', { auth: null, body: { number, ...CARD } });
    const card = await call('POST', '/v1/cards', { body: { token: token.json.id } });
    return card.json.id;
  }

  const charge = (card: string, amount = 25_000, key?: string) =>
    call('POST', '/v1/charges', {
      ...(key ? { key } : {}),
      body: { amount, currency: 'AED', card, reference: 'top-up-1', return_url: RETURN_URL },
    });

  return {
    server,
    gateway: server.gateway,
    base,
    received,
    answer: (how: (request: WebhookRequest) => number) => {
      answer = how;
    },
    /** The bodies of the webhooks received so far, parsed. */
    events: () => received.map((r) => JSON.parse(r.body) as ReceivedEvent),
    call,
    savedCard,
    charge,
    close: () => server.close(),
  };
}
