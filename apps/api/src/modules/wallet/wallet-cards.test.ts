import { TEST_GATEWAY_SECRET_KEY, TEST_GATEWAY_WEBHOOK_SECRET } from '@wasla/config';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { createTestAppWithGateway, type TestAppWithGateway } from '../../test/payment-gateway';
import { createSandboxGatewayAdapter } from '../payments/sandbox-gateway.adapter';
import { checkRefundKey } from './charge-settlement';

// Saving cards through the real sandbox gateway: the check charge, its refund within the hour, a
// declined card, a 3-D Secure card, and the owner-only edit, rename and delete.
const OK = '4242424242424242';
const DECLINED = '4000000000000002';
const SECURE = '4000000000003220';
const MINUTE = 60_000;

let t: TestAppWithGateway;
beforeAll(async () => {
  t = await createTestAppWithGateway();
});
afterAll(() => t.close());
afterEach(() => resetClock());

type Auth = Record<string, string>;
const save = async (auth: Auth, number: string, name?: string) =>
  t.api('POST', '/cards/save', {
    headers: auth,
    body: { token: await t.cardToken(number), ...(name ? { name } : {}) },
  });

/** The gateway's own record of a charge, as its secret-key API answers it. */
async function atGateway(chargeId: string) {
  const reply = await fetch(`${t.gateway.url}/v1/charges/${chargeId}`, {
    headers: { authorization: `Bearer ${TEST_GATEWAY_SECRET_KEY}` },
  });
  return (await reply.json()) as {
    status: string;
    amount: number;
    amount_refunded: number;
    currency: string;
  };
}
const cardRow = async (id: number) =>
  (
    await t.app.database.db.execute<Record<string, unknown>>(sql`
      select check_charge_id, check_refund_due_at, check_refunded_at, deleted_at from payment_cards where id = ${id}`)
  ).rows[0]!;
const transfersOf = async (cardId: number) =>
  (
    await t.app.database.db.execute<{ kind: string; amount: string }>(sql`
      select kind, amount::text as amount from ledger_transfers
       where reference_kind = 'payment_card' and reference_id = ${String(cardId)} order by id`)
  ).rows;

describe('saving a card', () => {
  it('keeps brand, last four and expiry, charges 1 AED to check it and refunds it within the hour', async () => {
    const { auth } = await signUpVerified(t, 'Card Saver');
    const saved = await save(auth, OK, 'Salary card');
    expect(saved.statusCode, saved.body).toBe(200);
    const card = saved.json().data;
    expect(card).toMatchObject({ name: 'Salary card', brand: 'visa', last4: '4242', exp_month: 12 });
    expect(saved.body).not.toContain(OK);
    expect(saved.json().message.txt[0]).toMatch(/saved/);
    expect((await t.api('GET', '/cards', { headers: auth })).json().data).toEqual([card]);

    const row = await cardRow(card.id);
    const check = await atGateway(row.check_charge_id as string);
    expect(check).toMatchObject({ status: 'succeeded', amount: 100, currency: 'AED', amount_refunded: 0 });
    expect(await transfersOf(card.id)).toEqual([{ kind: 'card_check', amount: '100' }]);
    // The wallet itself never sees the check.
    expect((await t.api('GET', '/wallets/balance', { headers: auth })).json().data.total_balance).toBe(
      '0.00',
    );
    await t.settle();

    // Not before it falls due; then once, however many sweeps run.
    await t.app.sweep();
    expect((await atGateway(row.check_charge_id as string)).amount_refunded).toBe(0);
    advanceClock(10 * MINUTE + 1000);
    await t.app.sweep();
    await t.app.sweep();
    expect((await atGateway(row.check_charge_id as string)).amount_refunded).toBe(100);
    const after = await cardRow(card.id);
    expect(after.check_refunded_at).not.toBeNull();
    expect(after.check_refund_due_at).toBeNull();
    expect(await transfersOf(card.id)).toEqual([
      { kind: 'card_check', amount: '100' },
      { kind: 'card_check_refund', amount: '100' },
    ]);
    await t.settle();
  });

  it('records a refund whose answer was lost from the webhook of the gateway, once', async () => {
    const { auth } = await signUpVerified(t, 'Lost Refund');
    const { id } = (await save(auth, OK)).json().data;
    await t.settle();
    const row = await cardRow(id);
    // The sweep refunded at the gateway and died before writing it down.
    const gateway = createSandboxGatewayAdapter({
      url: t.gateway.url,
      secretKey: TEST_GATEWAY_SECRET_KEY,
      webhookSecret: TEST_GATEWAY_WEBHOOK_SECRET,
      timeoutMs: 5_000,
    });
    await gateway.refund({ chargeId: row.check_charge_id as string, idempotencyKey: checkRefundKey({ id }) });
    await t.settle();
    expect((await cardRow(id)).check_refunded_at).not.toBeNull();
    // The sweep comes back when the refund falls due: the gateway replays its answer, nothing more.
    advanceClock(10 * MINUTE + 1000);
    await t.app.sweep();
    await t.settle();
    expect((await atGateway(row.check_charge_id as string)).amount_refunded).toBe(100);
    expect(await transfersOf(id)).toEqual([
      { kind: 'card_check', amount: '100' },
      { kind: 'card_check_refund', amount: '100' },
    ]);
  });

  it('answers a declined card with 422 and a message, and does not keep it', async () => {
    const { auth } = await signUpVerified(t, 'Declined Card');
    const refused = await save(auth, DECLINED);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: true, code: 'card_declined' });
    expect(refused.json().message.txt[0]).toMatch(/declined/);
    expect((await t.api('GET', '/cards', { headers: auth })).json().data).toEqual([]);
    // Nothing was captured, so the refund sweep only forgets the check.
    advanceClock(11 * MINUTE);
    await t.app.sweep();
    const me = (await t.api('GET', '/user-information', { headers: auth })).json().data as { id: number };
    const { rows } = await t.app.database.db.execute<Record<string, unknown>>(sql`
      select check_refund_due_at as due, check_refunded_at as refunded, deleted_at from payment_cards
       where user_id = ${me.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deleted_at).not.toBeNull();
    const row = rows[0];
    expect(row).toMatchObject({ due: null, refunded: null });
  });

  it('saves a 3-D Secure card without a challenge: its check captured nothing, so nothing is refunded', async () => {
    const { auth } = await signUpVerified(t, 'Secure Card');
    const saved = await save(auth, SECURE);
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json().data;
    const row = await cardRow(id);
    expect((await atGateway(row.check_charge_id as string)).status).toBe('requires_action');
    advanceClock(11 * MINUTE);
    await t.app.sweep();
    expect(await cardRow(id)).toMatchObject({ check_refund_due_at: null, check_refunded_at: null });
    expect(await transfersOf(id)).toEqual([]);
  });

  it('refuses a token that is not a fresh one from the gateway at the token field', async () => {
    const { auth } = await signUpVerified(t, 'Bad Token');
    const unknown = await t.api('POST', '/cards/save', {
      headers: auth,
      body: { token: 'tok_doesnotexist' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().message)).toEqual(['token']);
  });

  it('is POST /cards too, the same call', async () => {
    const { auth } = await signUpVerified(t, 'Post Cards');
    const saved = await t.api('POST', '/cards', { headers: auth, body: { token: await t.cardToken(OK) } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'VISA 4242', last4: '4242' });
  });
});

describe('a saved card', () => {
  it('is read, renamed and deleted by its owner only; anyone else gets the 404 of a missing card', async () => {
    const owner = await signUpVerified(t, 'Card Owner');
    const other = await signUpVerified(t, 'Card Stranger');
    const { id } = (await save(owner.auth, OK)).json().data;

    for (const [method, path, body] of [
      ['GET', `/cards/${id}/edit`, undefined],
      ['PUT', `/cards/${id}`, { name: 'Mine now' }],
      ['DELETE', `/cards/${id}`, undefined],
    ] as const) {
      const refused = await t.api(method, path, { headers: other.auth, body });
      expect(refused.statusCode, `${method} ${path}`).toBe(404);
      expect(refused.json().code).toBe('not_found');
      expect((await t.api(method, path, { body })).statusCode).toBe(401);
    }

    expect((await t.api('GET', `/cards/${id}/edit`, { headers: owner.auth })).json().data.id).toBe(id);
    const renamed = await t.api('PUT', `/cards/${id}`, {
      headers: owner.auth,
      body: { name: 'Travel card' },
    });
    expect(renamed.json().data.name).toBe('Travel card');
    expect((await t.api('DELETE', `/cards/${id}`, { headers: owner.auth })).statusCode).toBe(200);
    expect((await t.api('GET', '/cards', { headers: owner.auth })).json().data).toEqual([]);
    expect((await t.api('GET', `/cards/${id}/edit`, { headers: owner.auth })).statusCode).toBe(404);
  });
});
