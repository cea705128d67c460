import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from './signature';
import { gatewayForTest, WEBHOOK_SECRET } from './testing';
import { PRODUCTION_RETRY, retryDelay } from './webhooks';

let g: Awaited<ReturnType<typeof gatewayForTest>>;
afterEach(() => g.close());

/** A succeeded charge; its event is under way when this returns. */
async function succeeded(): Promise<string> {
  return (await g.charge(await g.savedCard('4242424242424242'))).json.id;
}

describe('the signature', () => {
  it('is t=<seconds>,v1=<HMAC-SHA256 of "t.body"> in Wasla-Signature, over the exact body sent', async () => {
    g = await gatewayForTest();
    const id = await succeeded();
    await g.gateway.webhooks.drain();
    const [request] = g.received;
    expect(request?.url).toBe('https://shop.example/hooks');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    const header = request?.headers[SIGNATURE_HEADER] ?? '';
    const match = header.match(/^t=(\d+),v1=([0-9a-f]{64})$/);
    expect(match, header).not.toBeNull();
    const [, t, v1] = match as RegExpMatchArray;
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
    expect(v1).toBe(createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${request?.body}`).digest('hex'));
    expect(createHmac('sha256', 'another secret').update(`${t}.${request?.body}`).digest('hex')).not.toBe(v1);
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      type: 'charge.succeeded',
      data: { object: { id, object: 'charge', status: 'succeeded' } },
    });
  });
});

describe('retries', () => {
  it('sends again until the receiver answers 2xx, with the same event id each time', async () => {
    g = await gatewayForTest();
    let calls = 0;
    g.answer(() => (++calls <= 2 ? 503 : 200));
    await succeeded();
    await g.gateway.webhooks.drain();
    expect(g.received).toHaveLength(3);
    expect(new Set(g.events().map((e) => e.id)).size).toBe(1);
    expect(g.gateway.webhooks.list()[0]).toMatchObject({
      delivery: 'delivered',
      attempts: 3,
      last_status: 200,
    });
  });

  it('counts a receiver that cannot be reached as down, and gives up after the last attempt', async () => {
    g = await gatewayForTest({
      deliver: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:3000');
      },
    });
    await succeeded();
    await g.gateway.webhooks.drain();
    expect(g.gateway.webhooks.list()[0]).toMatchObject({
      delivery: 'failed',
      attempts: 4,
      last_status: null,
      last_error: 'connect ECONNREFUSED 127.0.0.1:3000',
    });
  });

  it('waits longer after each failure, about three days in all in production', () => {
    const middle = () => 0.5;
    const waits = Array.from({ length: PRODUCTION_RETRY.maxAttempts - 1 }, (_, i) =>
      retryDelay(PRODUCTION_RETRY, i + 1, middle),
    );
    expect(waits.slice(0, 3)).toEqual([60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(PRODUCTION_RETRY.maxMs);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] as number);
    const days = waits.reduce((a, b) => a + b, 0) / 86_400_000;
    expect(days).toBeGreaterThan(2.5);
    expect(days).toBeLessThan(3.5);
    // Jitter stays within a fifth either way.
    expect(retryDelay(PRODUCTION_RETRY, 1, () => 0)).toBe(48_000);
    expect(retryDelay(PRODUCTION_RETRY, 1, () => 1)).toBe(72_000);
  });
});

describe('faults a receiver must survive', () => {
  it('delivers an event twice with the same id', async () => {
    g = await gatewayForTest();
    g.gateway.webhooks.duplicateNext();
    await succeeded();
    await g.gateway.webhooks.drain();
    const ids = g.events().map((e) => e.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('loses an event: it is never delivered, and the next one is', async () => {
    g = await gatewayForTest();
    g.gateway.webhooks.dropNext();
    const lost = await succeeded();
    const kept = await succeeded();
    await g.gateway.webhooks.drain();
    expect(g.events().map((e) => e.data.object.id)).toEqual([kept]);
    expect(g.gateway.webhooks.list().find((e) => e.object.id === lost)?.delivery).toBe('dropped');
  });

  it('delivers out of order: held events are sent newest first', async () => {
    g = await gatewayForTest();
    g.gateway.webhooks.pause();
    const charge = await succeeded();
    const refund = (await g.call('POST', '/v1/refunds', { body: { charge } })).json.id;
    expect(g.received).toHaveLength(0);
    g.gateway.webhooks.resume({ order: 'newest_first' });
    await g.gateway.webhooks.drain();
    expect(g.events().map((e) => [e.type, e.data.object.id])).toEqual([
      ['refund.succeeded', refund],
      ['charge.succeeded', charge],
    ]);
  });

  it('sends an event once more on demand, signed again', async () => {
    g = await gatewayForTest();
    await succeeded();
    await g.gateway.webhooks.drain();
    const [event] = g.gateway.webhooks.list();
    expect(await g.gateway.webhooks.redeliver(event?.id ?? '')).toBe(200);
    expect(g.events().map((e) => e.id)).toEqual([event?.id, event?.id]);
  });
});
