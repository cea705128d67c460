import { randomUUID } from 'node:crypto';
import { TEST_GATEWAY_SECRET_KEY, TEST_GATEWAY_WEBHOOK_SECRET } from '@wasla/config';
import { money } from '@wasla/shared/money';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletChargeFactory } from '../../db/factories';
import { advanceClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { createTestAppWithGateway, type TestAppWithGateway } from '../../test/payment-gateway';
import { createSandboxGatewayAdapter } from '../payments/sandbox-gateway.adapter';

// A crash between charging the card and writing the gateway's answer, and a race between the
// webhook and the retrieve-charge page: never a second charge, never a second credit. On PostgreSQL
// (DATABASE_URL) the race runs with real concurrent transactions.
const OK = '4242424242424242';
const SECURE = '4000000000003220';
const MINUTE = 60_000;

let t: TestAppWithGateway;
beforeAll(async () => {
  t = await createTestAppWithGateway();
});
afterAll(() => t.close());
afterEach(() => resetClock());

type Auth = Record<string, string>;
const webhooks = () => t.gateway.gateway.webhooks;

async function walletWithCard(number: string) {
  const { auth } = await signUpVerified(t, 'Recovery');
  const me = (await t.api('GET', '/user-information', { headers: auth })).json().data as { id: number };
  const saved = await t.api('POST', '/cards/save', {
    headers: auth,
    body: { token: await t.cardToken(number) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.settle();
  const [card] = (
    await t.app.database.db.execute<{ gateway_card_id: string }>(
      sql`select gateway_card_id from payment_cards where id = ${saved.json().data.id}`,
    )
  ).rows;
  return {
    auth,
    userId: me.id,
    cardId: saved.json().data.id as number,
    gatewayCardId: card!.gateway_card_id,
  };
}
const balanceOf = async (auth: Auth) =>
  (await t.api('GET', '/wallets/balance', { headers: auth })).json().data;
const creditsOf = async (chargeId: number) =>
  (
    await t.app.database.db.execute(sql`
      select id from ledger_transfers where key = ${`wallet_charge:${chargeId}:credit`}`)
  ).rows.length;
const gatewayChargesOf = (chargeId: number) =>
  new Set(
    webhooks()
      .list()
      .filter((event) => event.object.reference === `wallet_charge:${chargeId}`)
      .map((event) => event.object.id),
  );

/**
 * A top-up whose request reached the gateway and charged the card, after which the API died before
 * writing the answer: the charge row is as it was committed before the call, still `created`.
 */
async function crashedTopUp(wallet: Awaited<ReturnType<typeof walletWithCard>>, requestKey: string | null) {
  const returnUrl = 'http://localhost:3000/en/retrieve-charge?charge_id=';
  const row = await walletChargeFactory.one(t.app.database.db, {
    userId: wallet.userId,
    cardId: wallet.cardId,
    amount: 100_00n,
    fee: 2_90n,
    total: 102_90n,
    requestKey,
  });
  await t.app.database.db.execute(
    sql`update wallet_charges set return_url = ${returnUrl + row.id} where id = ${row.id}`,
  );
  const gateway = createSandboxGatewayAdapter({
    url: t.gateway.url,
    secretKey: TEST_GATEWAY_SECRET_KEY,
    webhookSecret: TEST_GATEWAY_WEBHOOK_SECRET,
    timeoutMs: 5_000,
  });
  const charged = await gateway.createCharge({
    amount: money(102_90n, 'AED'),
    gatewayCardId: wallet.gatewayCardId,
    reference: `wallet_charge:${row.id}`,
    returnUrl: returnUrl + row.id,
    idempotencyKey: `wallet_charge:${row.id}`,
  });
  expect(charged.status).toBe('succeeded');
  return row.id;
}

describe('a crash between charging the card and writing the answer', () => {
  it('is continued by the retry with the same Idempotency-Key: the gateway answers the first charge', async () => {
    const wallet = await walletWithCard(OK);
    const key = randomUUID();
    // The webhook of the first attempt is lost too, so only the retry can settle it.
    webhooks().dropNext();
    const chargeId = await crashedTopUp(wallet, key);
    const retried = await t.api('POST', '/wallets/top-up', {
      headers: { ...wallet.auth, 'idempotency-key': key },
      body: { amount: '100', card_id: wallet.cardId },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ id: chargeId, status: 'succeeded', total: '102.90' });
    await t.settle();
    expect(gatewayChargesOf(chargeId).size).toBe(1);
    expect(await creditsOf(chargeId)).toBe(1);
    expect((await balanceOf(wallet.auth)).available_balance).toBe('100.00');
  });

  it('is settled by the sweep when nobody retries, without charging the card again', async () => {
    const wallet = await walletWithCard(OK);
    webhooks().dropNext();
    const chargeId = await crashedTopUp(wallet, randomUUID());
    await t.settle();
    // Too recent: the request may still be on its way.
    await t.app.sweep();
    expect(await creditsOf(chargeId)).toBe(0);
    advanceClock(5 * MINUTE + 1000);
    await t.app.sweep();
    await t.settle();
    expect(await creditsOf(chargeId)).toBe(1);
    expect(gatewayChargesOf(chargeId).size).toBe(1);
    expect((await balanceOf(wallet.auth)).available_balance).toBe('100.00');
  });
});

describe('the webhook and the retrieve-charge page at the same moment', () => {
  it('credit a 3-D Secure top-up once', async () => {
    const wallet = await walletWithCard(SECURE);
    const charge = (
      await t.api('POST', '/wallets/top-up', {
        headers: { ...wallet.auth, 'idempotency-key': randomUUID() },
        body: { amount: '250', card_id: wallet.cardId },
      })
    ).json().data;
    webhooks().pause();
    webhooks().duplicateNext(1);
    const back = await fetch(charge.redirect_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete' }),
    });
    expect(back.status).toBe(303);
    // The webhook (twice) lands while the card holder's page and a second tab ask for the charge.
    webhooks().resume();
    const pages = Array.from({ length: 4 }, () =>
      t.api('GET', `/wallets/retrieve-charge/${charge.id}`, { headers: wallet.auth }),
    );
    const [replies] = await Promise.all([Promise.all(pages), t.settle()]);
    for (const reply of replies) expect(reply.statusCode).toBe(200);
    await t.settle();
    expect(await creditsOf(charge.id)).toBe(1);
    expect((await balanceOf(wallet.auth)).available_balance).toBe('250.00');
    const history = await t.app.database.db.execute(sql`
      select to_state from state_history where subject_kind = 'wallet_charge' and subject_id = ${String(charge.id)}
       order by id`);
    expect(history.rows.map((row) => row.to_state)).toEqual(['requires_action', 'succeeded']);
  });
});
