import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD, gatewayForTest, RETURN_URL, SECRET_KEY } from './testing';

let g: Awaited<ReturnType<typeof gatewayForTest>>;
beforeAll(async () => {
  g = await gatewayForTest();
});
afterAll(() => g.close());

const token = (number: string, extra: Record<string, unknown> = {}) =>
  g.call('POST', '/v1/tokens', { auth: null, body: { number, ...CARD, ...extra } });

describe('tokens', () => {
  it('answers a token with the brand and last four digits, never the number, to anyone', async () => {
    const reply = await token('4242 4242 4242 4242');
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      object: 'token',
      brand: 'visa',
      last4: '4242',
      exp_month: CARD.exp_month,
      exp_year: CARD.exp_year,
    });
    expect(reply.json.id).toMatch(/^tok_[A-Za-z0-9]{24}$/);
    expect(reply.text).not.toContain('424242424242');
    // A browser on another origin may ask (the gateway on its own port).
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await g.call('OPTIONS', '/v1/tokens', {
      auth: null,
      headers: { origin: 'https://shop.example' },
    });
    expect(preflight.status).toBe(204);
  });

  it('refuses bad card details with the code of the field at fault', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ number: '4242424242424241' }, 402, 'invalid_number', 'number'],
      [{ number: '4012888888881881' }, 402, 'test_mode_live_card', 'number'],
      [{ exp_month: 13 }, 402, 'invalid_expiry_month', 'exp_month'],
      [{ exp_year: 2001 }, 402, 'expired_card', 'exp_month'],
      [{ cvc: '1' }, 402, 'invalid_cvc', 'cvc'],
    ];
    for (const [details, status, code, param] of cases) {
      const reply = await token((details.number as string) ?? '4242424242424242', details);
      expect(reply.status, code).toBe(status);
      expect(reply.json.error).toMatchObject({ type: 'card_error', code, param });
    }
    const broken = await g.call('POST', '/v1/tokens', { auth: null, body: '{"number": ' });
    expect(broken.status).toBe(400);
    expect(broken.json.error.type).toBe('invalid_request_error');
  });

  it('is used once: a second card from the same token is refused', async () => {
    const tok = (await token('4242424242424242')).json.id;
    const first = await g.call('POST', '/v1/cards', { body: { token: tok } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ object: 'card', brand: 'visa', last4: '4242', name: CARD.name });
    expect(first.json.id).toMatch(/^card_/);
    const again = await g.call('POST', '/v1/cards', { body: { token: tok } });
    expect(again.status).toBe(400);
    expect(again.json.error).toMatchObject({ code: 'token_already_used', param: 'token' });
    const unknown = await g.call('POST', '/v1/cards', { body: { token: 'tok_nothing' } });
    expect(unknown.json.error).toMatchObject({ code: 'resource_missing', param: 'token' });
  });
});

describe('the secret key', () => {
  it('is needed for everything but tokens and the 3-D Secure page', async () => {
    const card = await g.savedCard('4242424242424242');
    for (const auth of [null, 'sk_test_wrong', `${SECRET_KEY}x`]) {
      const calls = [
        g.call('POST', '/v1/cards', { auth, body: { token: 'tok_x' } }),
        g.call('POST', '/v1/charges', {
          auth,
          body: { amount: 100, currency: 'AED', card, return_url: RETURN_URL },
        }),
        g.call('GET', '/v1/charges/ch_x', { auth }),
        g.call('POST', '/v1/refunds', { auth, body: { charge: 'ch_x' } }),
        g.call('DELETE', `/v1/cards/${card}`, { auth }),
      ];
      for (const reply of await Promise.all(calls)) {
        expect(reply.status).toBe(401);
        expect(reply.json.error).toMatchObject({ type: 'authentication_error', code: 'invalid_api_key' });
      }
    }
  });
});

describe('charges with the test cards', () => {
  it('4242 4242 4242 4242 succeeds at once and says so by webhook', async () => {
    const card = await g.savedCard('4242424242424242');
    const reply = await g.charge(card, 25_000);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      amount: 25_000,
      currency: 'AED',
      card,
      last4: '4242',
      reference: 'top-up-1',
      next_action: null,
      failure_code: null,
    });
    const id = reply.json.id;
    expect((await g.call('GET', `/v1/charges/${id}`)).json).toEqual(reply.json);
    await g.gateway.webhooks.drain();
    const event = g.events().find((e) => e.data.object.id === id);
    expect(event).toMatchObject({ type: 'charge.succeeded', data: { object: { status: 'succeeded' } } });
  });

  it('4000 0000 0000 0002 is declined: a 402 naming the failed charge, and a charge.failed event', async () => {
    const card = await g.savedCard('4000000000000002');
    const reply = await g.charge(card, 25_000);
    expect(reply.status).toBe(402);
    expect(reply.json.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    const charge = await g.call('GET', `/v1/charges/${reply.json.error.charge}`);
    expect(charge.json).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
    await g.gateway.webhooks.drain();
    expect(g.events().find((e) => e.data.object.id === charge.json.id)?.type).toBe('charge.failed');
  });

  it('refuses amounts that are not whole minor units, currencies that are not ISO codes and unknown cards', async () => {
    const card = await g.savedCard('4242424242424242');
    const body = { amount: 100, currency: 'AED', card, return_url: RETURN_URL };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 10.5 }, 'parameter_invalid', 'amount'],
      [{ amount: 0 }, 'amount_too_small', 'amount'],
      [{ amount: 100_000_000 }, 'amount_too_large', 'amount'],
      [{ amount: '100' }, 'parameter_invalid', 'amount'],
      [{ currency: 'dirham' }, 'parameter_invalid', 'currency'],
      [{ return_url: 'javascript:alert(1)' }, 'parameter_invalid', 'return_url'],
      [{ return_url: undefined }, 'parameter_missing', 'return_url'],
      [{ card: 'card_unknown' }, 'resource_missing', 'card'],
    ];
    for (const [change, code, param] of cases) {
      const reply = await g.call('POST', '/v1/charges', { body: { ...body, ...change } });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.json.error).toMatchObject({ code, param });
    }
  });

  it('refuses a charge on a removed card', async () => {
    const card = await g.savedCard('4242424242424242');
    expect((await g.call('DELETE', `/v1/cards/${card}`)).json).toEqual({
      id: card,
      object: 'card',
      deleted: true,
    });
    expect((await g.charge(card)).json.error).toMatchObject({ code: 'resource_missing', param: 'card' });
  });
});

describe('the Idempotency-Key', () => {
  it('replays the first reply to a retry, and charges once', async () => {
    const card = await g.savedCard('4242424242424242');
    const first = await g.charge(card, 1_000, 'top-up-77');
    const retry = await g.charge(card, 1_000, 'top-up-77');
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    await g.gateway.webhooks.drain();
    expect(g.events().filter((e) => e.data.object.id === first.json.id)).toHaveLength(1);
  });

  it('replays a decline too, and refuses the key with another request', async () => {
    const card = await g.savedCard('4000000000000002');
    const first = await g.charge(card, 1_000, 'declined-1');
    expect((await g.charge(card, 1_000, 'declined-1')).json).toEqual(first.json);
    const other = await g.charge(card, 2_000, 'declined-1');
    expect(other.status).toBe(400);
    expect(other.json.error).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_reused' });
  });

  it('gives back the same card when saving one token is retried', async () => {
    const tok = (await token('5555555555554444')).json.id;
    const first = await g.call('POST', '/v1/cards', { key: `card-${tok}`, body: { token: tok } });
    const retry = await g.call('POST', '/v1/cards', { key: `card-${tok}`, body: { token: tok } });
    expect(first.json.brand).toBe('mastercard');
    expect(retry.json).toEqual(first.json);
  });
});

describe('refunds', () => {
  it('refund at most what was charged, in parts, each once per key, each with an event', async () => {
    const card = await g.savedCard('4242424242424242');
    const charge = (await g.charge(card, 10_000)).json.id;
    const part = await g.call('POST', '/v1/refunds', { key: 'r1', body: { charge, amount: 4_000 } });
    expect(part.json).toMatchObject({
      object: 'refund',
      charge,
      amount: 4_000,
      currency: 'AED',
      status: 'succeeded',
    });
    expect(
      (await g.call('POST', '/v1/refunds', { key: 'r1', body: { charge, amount: 4_000 } })).json,
    ).toEqual(part.json);

    const tooMuch = await g.call('POST', '/v1/refunds', { body: { charge, amount: 6_001 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error).toMatchObject({ code: 'amount_too_large', param: 'amount' });

    const rest = await g.call('POST', '/v1/refunds', { body: { charge } });
    expect(rest.json.amount).toBe(6_000);
    expect((await g.call('GET', `/v1/charges/${charge}`)).json).toMatchObject({
      amount_refunded: 10_000,
      refunded: true,
    });
    expect((await g.call('POST', '/v1/refunds', { body: { charge, amount: 1 } })).json.error.code).toBe(
      'charge_already_refunded',
    );
    await g.gateway.webhooks.drain();
    const refunds = g
      .events()
      .filter((e) => e.type === 'refund.succeeded' && e.data.object.charge === charge);
    expect(refunds.map((e) => e.data.object.amount).sort()).toEqual([4_000, 6_000]);
  });

  it('refuses an amount in another currency than the charge', async () => {
    const charge = (await g.charge(await g.savedCard('4242424242424242'), 1_000)).json.id;
    const reply = await g.call('POST', '/v1/refunds', { body: { charge, amount: 500, currency: 'USD' } });
    expect(reply.json.error).toMatchObject({ code: 'currency_mismatch', param: 'currency' });
    const same = await g.call('POST', '/v1/refunds', { body: { charge, amount: 500, currency: 'aed' } });
    expect(same.json).toMatchObject({ amount: 500, currency: 'AED' });
  });

  it('refuses to refund a charge that did not succeed', async () => {
    const declined = await g.charge(await g.savedCard('4000000000000002'));
    const reply = await g.call('POST', '/v1/refunds', { body: { charge: declined.json.error.charge } });
    expect(reply.json.error).toMatchObject({ code: 'charge_not_refundable' });
    const missing = await g.call('POST', '/v1/refunds', { body: { charge: 'ch_missing' } });
    expect(missing.json.error).toMatchObject({ code: 'resource_missing', param: 'charge' });
  });
});
