import { IN_MEMORY, loadConfig, TEST_GATEWAY_SECRET_KEY, TEST_GATEWAY_WEBHOOK_SECRET } from '@wasla/config';
import { mountSandboxGateway, signatureHeader } from '@wasla/sandbox-gateway';
import { money } from '@wasla/shared/money';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxEvents } from '../../db/schema/outbox';
import { paymentWebhookEvents } from '../../db/schema/payments';
import { createTestAppWithGateway, type TestAppWithGateway } from '../../test/payment-gateway';
import { createTestApp } from '../../test/test-app';
import { createSandboxGatewayAdapter } from './sandbox-gateway.adapter';

let t: TestAppWithGateway;
beforeAll(async () => {
  t = await createTestAppWithGateway();
});
afterAll(() => t.close());

const WEBHOOK_URL = '/api/v1/payments/webhooks/sandbox';

/** A card charged at the gateway, as the wallet does through the payments module's gateway. */
async function charged(number: string, amount = 25_000n) {
  const gateway = createSandboxGatewayAdapter({
    url: t.gateway.url,
    secretKey: TEST_GATEWAY_SECRET_KEY,
    webhookSecret: TEST_GATEWAY_WEBHOOK_SECRET,
    timeoutMs: 5_000,
  });
  const card = await gateway.saveCard(await t.cardToken(number));
  const charge = await gateway.createCharge({
    amount: money(amount, 'AED'),
    gatewayCardId: card.gatewayCardId,
    reference: `wallet-charge:${amount}`,
    returnUrl: 'http://localhost:3000/en/retrieve-charge',
    idempotencyKey: `top-up-${amount}-${card.gatewayCardId}`,
  });
  return { gateway, charge };
}

/** The domain events recorded about these gateway charges, oldest first. */
const recorded = (chargeIds: string[]) =>
  t.app.database.db
    .select()
    .from(outboxEvents)
    .where(inArray(outboxEvents.subjectId, chargeIds))
    .orderBy(asc(outboxEvents.id));

/** A webhook request as a gateway sends one, signed with `secret` at `seconds`; no API key. */
function signed(body: string, secret = TEST_GATEWAY_WEBHOOK_SECRET, seconds = Math.floor(Date.now() / 1000)) {
  return {
    method: 'POST' as const,
    url: WEBHOOK_URL,
    headers: {
      'content-type': 'application/json',
      'wasla-signature': signatureHeader(secret, body, seconds),
    },
    payload: body,
  };
}

describe('the webhook receiver', () => {
  it('records the outcome of a charge once, as payment.charge_updated about the gateway charge', async () => {
    const { charge } = await charged('4242424242424242', 25_000n);
    await t.settle();
    const rows = await recorded([charge.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'payment.charge_updated',
      subjectKind: 'gateway_charge',
      subjectId: charge.id,
      payload: {
        gateway: 'sandbox',
        gateway_event_type: 'charge.succeeded',
        status: 'succeeded',
        amount: { amount: '250.00', currency: 'AED' },
        amount_refunded: { amount: '0.00', currency: 'AED' },
        reference: 'wallet-charge:25000',
        failure_code: null,
      },
    });
    expect(rows[0]?.payload.gateway_event_id).toMatch(/^evt_/);
  });

  it('records a decline with its code, and a refund as payment.refund_updated about its charge', async () => {
    const { gateway, charge: declined } = await charged('4000000000000002', 1_100n);
    const { charge: paid } = await charged('4242424242424242', 1_200n);
    const refund = await gateway.refund({
      chargeId: paid.id,
      amount: money(200n, 'AED'),
      idempotencyKey: 'refund-1',
    });
    await t.settle();
    expect((await recorded([declined.id]))[0]?.payload).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
    });
    // Two events of one charge may be delivered side by side and recorded in either order.
    const forPaid = await recorded([paid.id]);
    expect(forPaid.map((row) => row.type).sort()).toEqual([
      'payment.charge_updated',
      'payment.refund_updated',
    ]);
    expect(forPaid.find((row) => row.type === 'payment.refund_updated')?.payload).toMatchObject({
      status: 'succeeded',
      refund_id: refund.id,
      amount: { amount: '2.00', currency: 'AED' },
    });
  });

  it('refuses a wrong signature with 400, records nothing, and logs why without the secret', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'charge.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_forged', status: 'succeeded' } },
    });
    try {
      const forged = await t.app.inject(signed(body, 'whsec_guessed_by_someone_else'));
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ error: true, code: 'invalid_signature' });
      const stale = await t.app.inject(
        signed(body, TEST_GATEWAY_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
      );
      expect(stale.statusCode).toBe(400);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_URL,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);

      expect(
        warn.mock.calls.map(([context, message]) => [(context as { reason: string }).reason, message]),
      ).toEqual([
        ['signature does not match', 'payment webhook refused'],
        ['signature timestamp outside the tolerance', 'payment webhook refused'],
        ['no signature header', 'payment webhook refused'],
      ]);
      const logged = JSON.stringify(warn.mock.calls);
      expect(logged).not.toContain(TEST_GATEWAY_WEBHOOK_SECRET);
      expect(logged).not.toContain('v1=');
      expect(await recorded(['ch_forged'])).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('records an event delivered twice once, and acknowledges both deliveries', async () => {
    t.gateway.gateway.webhooks.duplicateNext();
    const { charge } = await charged('4242424242424242', 1_300n);
    await t.settle();
    expect(await recorded([charge.id])).toHaveLength(1);
    const event = t.gateway.gateway.webhooks.list().find((e) => e.object.id === charge.id);
    expect(event).toMatchObject({ delivery: 'delivered', last_status: 200 });
    const claims = await t.app.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event?.id ?? ''));
    expect(claims).toEqual([
      expect.objectContaining({ gateway: 'sandbox', eventType: 'charge.succeeded', objectId: charge.id }),
    ]);
    // Sent again later (a retry after a lost 2xx): still one.
    expect(await t.gateway.gateway.webhooks.redeliver(event?.id ?? '')).toBe(200);
    expect(await recorded([charge.id])).toHaveLength(1);
  });

  it('records one of the same delivery sent twice at the same instant', async () => {
    const body = JSON.stringify({
      id: 'evt_concurrent_1',
      type: 'charge.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'ch_concurrent_1',
          status: 'succeeded',
          amount: 500,
          amount_refunded: 0,
          currency: 'AED',
          reference: null,
          failure_code: null,
          next_action: null,
        },
      },
    });
    const replies = await Promise.all([t.app.inject(signed(body)), t.app.inject(signed(body))]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies.map((r) => r.json().data.duplicate).sort()).toEqual([false, true]);
    expect(await recorded(['ch_concurrent_1'])).toHaveLength(1);
  });

  // Out of order is harmless here: the receiver records each event in the order it arrives and
  // judges nothing; the handlers read the status in the payload and move their rows only forward.
  it('records events delivered out of order, each once, in the order they arrived', async () => {
    t.gateway.gateway.webhooks.pause();
    const { gateway, charge } = await charged('4242424242424242', 1_400n);
    await gateway.refund({ chargeId: charge.id, idempotencyKey: 'refund-all' });
    t.gateway.gateway.webhooks.resume({ order: 'newest_first' });
    await t.settle();
    expect((await recorded([charge.id])).map((row) => row.type)).toEqual([
      'payment.refund_updated',
      'payment.charge_updated',
    ]);
  });

  it('records nothing of an event that never came; the charge is still known by asking', async () => {
    t.gateway.gateway.webhooks.dropNext();
    const { gateway, charge } = await charged('4242424242424242', 1_500n);
    await t.settle();
    expect(await recorded([charge.id])).toEqual([]);
    expect((await gateway.retrieveCharge(charge.id)).status).toBe('succeeded');
  });

  it('acknowledges a signed event of a kind it does not use, and records nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_dispute_1',
      type: 'charge.dispute.created',
      created: 1,
      data: { object: { id: 'dp_1' } },
    });
    const reply = await t.app.inject(signed(body));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ received: true, duplicate: false });
  });
});

describe('the API document', () => {
  it('lists the receiver as needing no API key, and nothing of a gateway mounted beside it', async () => {
    // As `npm start` does: the sandbox served by the app's own server.
    const other = await createTestApp();
    try {
      await mountSandboxGateway(other.app, loadConfig({ DATA_DIR: IN_MEMORY }));
      const tokens = await other.app.inject({
        method: 'POST',
        url: '/sandbox-gateway/v1/tokens',
        payload: {},
      });
      expect(tokens.json().error.code).toBe('parameter_missing');
      const doc = (await other.app.inject('/api/v1/openapi.json')).json() as {
        paths: Record<string, Record<string, { security?: unknown[] }>>;
      };
      expect(doc.paths[WEBHOOK_URL]?.post?.security).toEqual([]);
      expect(Object.keys(doc.paths).filter((path) => path.includes('sandbox-gateway'))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
