import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenSandboxGateway, type SandboxGatewayServer, type WebhookRequest } from '@wasla/sandbox-gateway';
import { money } from '@wasla/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentGateway, PaymentGatewayError, WebhookSignatureError } from './payment-gateway';
import { createSandboxGatewayAdapter } from './sandbox-gateway.adapter';

const SECRET_KEY = 'sk_test_adapter_tests_8Rk2Vd5Nq1Lp';
const WEBHOOK_SECRET = 'whsec_adapter_tests_4Tz7Hb3Mc9Xw';
const RETURN_URL = 'http://localhost:3000/en/retrieve-charge';

let server: SandboxGatewayServer;
let gateway: PaymentGateway;
const delivered: WebhookRequest[] = [];

beforeAll(async () => {
  server = await listenSandboxGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: 'http://127.0.0.1/hooks',
    deliver: async (request) => {
      delivered.push(request);
      return { status: 200 };
    },
  });
  gateway = createSandboxGatewayAdapter({
    url: server.url,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    timeoutMs: 5_000,
  });
});
afterAll(() => server.close());

/** What the browser does: card details to the gateway, a token back. */
async function token(number: string) {
  const reply = await fetch(`${server.url}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number,
      exp_month: 1,
      exp_year: new Date().getUTCFullYear() + 1,
      cvc: '999',
      name: 'Nour',
    }),
  });
  return ((await reply.json()) as { id: string }).id;
}

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    return `${error.kind} ${error.code}`;
  }
};

const charge = async (number: string, amount = 25_000n, key = `key-${Math.random()}`) =>
  gateway.createCharge({
    amount: money(amount, 'AED'),
    gatewayCardId: (await gateway.saveCard(await token(number))).gatewayCardId,
    reference: 'wallet-charge:1',
    returnUrl: RETURN_URL,
    idempotencyKey: key,
  });

describe('the sandbox gateway adapter, over HTTP', () => {
  it('saves a card from a token, the same card again when the save is retried', async () => {
    const tok = await token('4242424242424242');
    const card = await gateway.saveCard(tok);
    expect(card).toEqual({
      gatewayCardId: expect.stringMatching(/^card_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 1,
      expYear: new Date().getUTCFullYear() + 1,
    });
    expect(await gateway.saveCard(tok)).toEqual(card);
    expect(await errorOf(gateway.saveCard('tok_unknown'))).toBe('invalid_token resource_missing');
    // Whatever a client sent as a token, the gateway is asked and says it does not know it.
    for (const hostile of ['tok_\u0000', 'tok_\ud800', 'x'.repeat(300)]) {
      expect(await errorOf(gateway.saveCard(hostile))).toMatch(/^invalid_token /);
    }
  });

  it('charges in bigint minor units, once per idempotency key', async () => {
    const cardId = (await gateway.saveCard(await token('4242424242424242'))).gatewayCardId;
    const request = {
      amount: money(25_250n, 'AED'),
      gatewayCardId: cardId,
      reference: 'wallet-charge:7',
      returnUrl: RETURN_URL,
      idempotencyKey: 'wallet-charge:7',
    };
    const first = await gateway.createCharge(request);
    expect(first).toEqual({
      id: expect.stringMatching(/^ch_/),
      status: 'succeeded',
      amount: money(25_250n, 'AED'),
      amountRefunded: money(0n, 'AED'),
      reference: 'wallet-charge:7',
    });
    expect(await gateway.createCharge(request)).toEqual(first);
    expect(await gateway.retrieveCharge(first.id)).toEqual(first);
  });

  it('answers a decline as a failed charge with its code, and 3-D Secure with the address to send the card holder to', async () => {
    const declined = await charge('4000000000000002');
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await gateway.retrieveCharge(declined.id)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });

    const challenged = await charge('4000000000003220');
    expect(challenged.status).toBe('requires_action');
    expect(challenged.redirectUrl).toBe(`${server.url}/v1/challenge/${challenged.id}`);
  });

  it('refunds part and then the rest, never more than was charged', async () => {
    const paid = await charge('4242424242424242', 10_000n);
    const part = await gateway.refund({
      chargeId: paid.id,
      amount: money(2_500n, 'AED'),
      idempotencyKey: 'r-1',
    });
    expect(part).toEqual({
      id: expect.stringMatching(/^re_/),
      chargeId: paid.id,
      amount: money(2_500n, 'AED'),
      status: 'succeeded',
    });
    expect(
      await gateway.refund({ chargeId: paid.id, amount: money(2_500n, 'AED'), idempotencyKey: 'r-1' }),
    ).toEqual(part);
    const tooMuch = gateway.refund({
      chargeId: paid.id,
      amount: money(7_501n, 'AED'),
      idempotencyKey: 'r-2',
    });
    expect(await errorOf(tooMuch)).toBe('invalid_request amount_too_large');
    const otherCurrency = gateway.refund({
      chargeId: paid.id,
      amount: money(1n, 'USD'),
      idempotencyKey: 'r-3',
    });
    expect(await errorOf(otherCurrency)).toBe('invalid_request currency_mismatch');
    expect((await gateway.refund({ chargeId: paid.id, idempotencyKey: 'r-4' })).amount).toEqual(
      money(7_500n, 'AED'),
    );
    expect((await gateway.retrieveCharge(paid.id)).amountRefunded).toEqual(money(10_000n, 'AED'));
  });

  it('names what is missing, and forgets a removed card', async () => {
    expect(await errorOf(gateway.retrieveCharge('ch_nothing'))).toBe('not_found resource_missing');
    const card = await gateway.saveCard(await token('4242424242424242'));
    await gateway.removeCard(card.gatewayCardId);
    await gateway.removeCard(card.gatewayCardId);
    const request = {
      amount: money(100n, 'AED'),
      reference: 'x',
      returnUrl: RETURN_URL,
      idempotencyKey: 'gone',
    };
    expect(await errorOf(gateway.createCharge({ ...request, gatewayCardId: card.gatewayCardId }))).toBe(
      'not_found resource_missing',
    );
    expect(
      await errorOf(gateway.createCharge({ ...request, amount: money(0n, 'AED'), gatewayCardId: 'card_x' })),
    ).toBe('invalid_request amount_out_of_range');
  });

  it('reads a delivered webhook once its signature holds, and refuses it with another secret', async () => {
    const paid = await charge('4242424242424242', 4_200n);
    await server.gateway.webhooks.drain();
    const request = delivered.find((r) => r.body.includes(paid.id));
    expect(request).toBeDefined();
    const event = gateway.parseWebhook(request?.body ?? '', request?.headers ?? {});
    expect(event).toMatchObject({
      kind: 'charge',
      gatewayType: 'charge.succeeded',
      charge: { id: paid.id, amount: money(4_200n, 'AED') },
    });
    const impostor = createSandboxGatewayAdapter({
      url: server.url,
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_other_0000000000',
      timeoutMs: 1_000,
    });
    expect(() => impostor.parseWebhook(request?.body ?? '', request?.headers ?? {})).toThrow(
      WebhookSignatureError,
    );
  });
});

describe('a gateway that cannot answer', () => {
  let silent: Server;
  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is unavailable: timed out, unreachable, or refusing our key', async () => {
    const port = (silent.address() as AddressInfo).port;
    const slow = createSandboxGatewayAdapter({
      url: `http://127.0.0.1:${port}`,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      timeoutMs: 200,
    });
    expect(await errorOf(slow.retrieveCharge('ch_1'))).toBe('unavailable timeout');

    const closed = await listenSandboxGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: 'http://127.0.0.1/x',
    });
    await closed.close();
    const gone = createSandboxGatewayAdapter({
      url: closed.url,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      timeoutMs: 2_000,
    });
    expect(await errorOf(gone.retrieveCharge('ch_1'))).toBe('unavailable unreachable');

    const wrongKey = createSandboxGatewayAdapter({
      url: server.url,
      secretKey: 'sk_test_wrong_0000000',
      webhookSecret: WEBHOOK_SECRET,
      timeoutMs: 2_000,
    });
    expect(await errorOf(wrongKey.retrieveCharge('ch_1'))).toBe('invalid_request invalid_api_key');
  });
});
