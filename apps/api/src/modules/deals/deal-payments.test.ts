import { randomUUID } from 'node:crypto';
import { TEST_GATEWAY_SECRET_KEY, TEST_GATEWAY_WEBHOOK_SECRET } from '@wasla/config';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentCardFactory } from '../../db/factories';
import { advanceClock, resetClock } from '../../lib/clock';
import { dealBetween, dealNow } from '../../test/deal-work';
import { createTestAppWithGateway, type TestAppWithGateway } from '../../test/payment-gateway';
import { account, balancesOf, fund, type Member } from '../../test/payouts';
import { verifyLedger } from '../ledger/ledger-verify';
import { createSandboxGatewayAdapter } from '../payments/sandbox-gateway.adapter';

// Paying an approved deal of 105.25 AED (100.00, a 5 % fee and 5 % tax on it): from the wallet, the
// empty-wallet 303 with its shortfall, and the shortfall charged to a card through the real sandbox
// gateway, at once, after 3-D Secure, or declined.
const OK = '4242424242424242';
const SECURE = '4000000000003220';
const DECLINED = '4000000000000002';
const TOTAL = 105_25n;

let t: TestAppWithGateway;
beforeAll(async () => {
  t = await createTestAppWithGateway();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const pay = (who: Member, id: number, body: unknown = {}, key: string | null = randomUUID()) =>
  t.api('POST', `/deals/pay/${id}`, {
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    body,
  });
const balanceOf = async (who: Member) => {
  const { available, blocked } = await balancesOf(t, who.id);
  return { available: available.amount, blocked: blocked.amount };
};

async function savedCard(who: Member, number: string) {
  const saved = await t.api('POST', '/cards/save', {
    headers: who.auth,
    body: { token: await t.cardToken(number) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.settle();
  return saved.json().data.id as number;
}

/** A card the gateway keeps but declines every charge of: saving it through the wallet would fail its check. */
async function decliningCard(who: Member) {
  const gateway = createSandboxGatewayAdapter({
    url: t.gateway.url,
    secretKey: TEST_GATEWAY_SECRET_KEY,
    webhookSecret: TEST_GATEWAY_WEBHOOK_SECRET,
    timeoutMs: 5_000,
  });
  const card = await gateway.saveCard(await t.cardToken(DECLINED));
  return (await paymentCardFactory.one(t.app.database.db, { userId: who.id, ...card })).id;
}

async function answerChallenge(redirectUrl: string, outcome: 'complete' | 'fail') {
  const reply = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(reply.status).toBe(303);
  return new URL(reply.headers.get('location')!);
}

const chargesOf = async (dealId: number) =>
  (
    await t.app.database.db.execute<{ status: string; amount: string; fee: string }>(sql`
      select status, amount::text, fee::text from wallet_charges where deal_id = ${dealId} order by id`)
  ).rows;

describe('paying a deal from the wallet', () => {
  it('holds the total in escrow: blocked is the total, the deal in progress', async () => {
    const { client, deal } = await dealBetween(t);
    await fund(t, client.id, 200_00n);
    const paid = await pay(client, deal.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'paid',
      charge_id: null,
      redirect_url: null,
      deal: { id: deal.id, stage: 'in_progress', status: 'in_progress' },
    });
    expect(await balanceOf(client)).toEqual({ available: 200_00n - TOTAL, blocked: TOTAL });
    const wallet = (await t.api('GET', '/wallets/balance', { headers: client.auth })).json().data;
    expect(wallet).toMatchObject({ blocked_balance: '105.25', available_balance: '94.75' });
  });

  it('answers 303 with the shortfall and the card fee on it, and moves nothing', async () => {
    const { client, deal } = await dealBetween(t);
    await fund(t, client.id, 50_00n);
    const short = await pay(client, deal.id);
    expect(short.statusCode, short.body).toBe(303);
    // 55.25 missing; the card top-up fee of 2.9 % on it is 1.60225, 1.60 to the fil.
    expect(short.json()).toMatchObject({
      error: true,
      code: 'insufficient_balance',
      data: {
        available: '50.00',
        total: '105.25',
        shortfall: '55.25',
        fee: '1.60',
        charge_total: '56.85',
        currency: 'AED',
      },
    });
    expect(short.json().message.txt[0]).toMatch(/enough credit/);
    expect((await dealNow(t, deal.id)).stage).toBe('approved');
    expect(await balanceOf(client)).toEqual({ available: 50_00n, blocked: 0n });
  });

  it('refuses a coupon code at its field, a provider, a stranger and a second payment', async () => {
    const { client, provider, deal } = await dealBetween(t);
    await fund(t, client.id, 300_00n);
    const coupon = await pay(client, deal.id, { code: 'SPRING10' });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json().message.code[0]).toMatch(/coupon/);
    expect((await pay(provider, deal.id)).json().code).toBe('deal_status_conflict');
    const stranger = await account(t, 'Deal Guesser');
    await fund(t, stranger.id, 300_00n);
    expect((await pay(stranger, deal.id)).statusCode).toBe(404);
    expect((await pay(client, 2_000_000_000)).statusCode).toBe(404);
    expect((await pay(client, deal.id, {}, null)).json().code).toBe('idempotency_key_required');
    expect((await pay(client, deal.id)).statusCode).toBe(200);
    const again = await pay(client, deal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('deal_status_conflict');
    expect(await balanceOf(client)).toEqual({ available: 300_00n - TOTAL, blocked: TOTAL });
  });

  it('pays once when paid twice at the same instant with two keys', async () => {
    const { client, deal } = await dealBetween(t);
    await fund(t, client.id, 2n * TOTAL);
    const replies = await Promise.all([pay(client, deal.id), pay(client, deal.id)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(client)).toEqual({ available: TOTAL, blocked: TOTAL });
  });

  it('is refused once the payment window has passed', async () => {
    const { client, deal } = await dealBetween(t);
    await fund(t, client.id, 200_00n);
    // Three days on (moved on the deal rather than the clock, which would end the session too).
    await t.app.database.db.execute(
      sql`update deals set payment_due_at = now() - interval '1 second' where id = ${deal.id}`,
    );
    expect((await pay(client, deal.id)).json().code).toBe('deal_deadline_passed');
    expect(await balanceOf(client)).toEqual({ available: 200_00n, blocked: 0n });
  });
});

describe('paying the shortfall by card', () => {
  it('charges only the shortfall plus its fee and pays the deal in the same flow', async () => {
    const { client, deal } = await dealBetween(t);
    await fund(t, client.id, 50_00n);
    const cardId = await savedCard(client, OK);
    const paid = await pay(client, deal.id, { card_id: cardId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', deal: { stage: 'in_progress' } });
    expect(paid.json().data.charge_id).toEqual(expect.any(Number));
    expect(await chargesOf(deal.id)).toEqual([{ status: 'succeeded', amount: '5525', fee: '160' }]);
    expect(await balanceOf(client)).toEqual({ available: 0n, blocked: TOTAL });
    // The wallet shows the card's credit and the deal's payment held, newest first.
    const activities = (await t.api('GET', '/wallets/activities', { headers: client.auth })).json().data;
    expect(activities.data.slice(0, 2)).toMatchObject([
      {
        type: 'deal_payment',
        amount: '105.25',
        sign: '-',
        status: 'pending',
        reference: { kind: 'deal', id: deal.id },
      },
      { type: 'card_top_up', amount: '55.25', sign: '+', status: 'completed' },
    ]);
    // The webhook of the charge changes nothing more.
    await t.settle();
    expect(await balanceOf(client)).toEqual({ available: 0n, blocked: TOTAL });
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
  });

  it('continues its charge when retried after the API died before keeping the reply', async () => {
    const { client, deal } = await dealBetween(t);
    await fund(t, client.id, 50_00n);
    const cardId = await savedCard(client, OK);
    const key = randomUUID();
    const first = await pay(client, deal.id, { card_id: cardId }, key);
    expect(first.json().data.status).toBe('paid');
    // The state a process killed between the commit and keeping the reply leaves the key in.
    await t.app.database.db.execute(sql`
      update idempotency_keys set state = 'running', status_code = null, response_headers = null,
             response_body = null where key = ${key}`);
    advanceClock(61_000);
    const retried = await pay(client, deal.id, { card_id: cardId }, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'paid', charge_id: first.json().data.charge_id });
    expect(await chargesOf(deal.id)).toHaveLength(1);
    expect(await balanceOf(client)).toEqual({ available: 0n, blocked: TOTAL });
  });

  it('answers a card of someone else as a missing one', async () => {
    const { client, deal } = await dealBetween(t);
    const other = await account(t, 'Card Owner');
    const theirs = await savedCard(other, OK);
    const borrowed = await pay(client, deal.id, { card_id: theirs });
    expect(borrowed.statusCode).toBe(404);
    expect(await chargesOf(deal.id)).toEqual([]);
  });

  it('waits for 3-D Secure, then pays the deal when the card holder is back', async () => {
    const { client, deal } = await dealBetween(t);
    await fund(t, client.id, 5_25n);
    const cardId = await savedCard(client, SECURE);
    const asked = await pay(client, deal.id, { card_id: cardId });
    expect(asked.statusCode, asked.body).toBe(200);
    const payment = asked.json().data;
    expect(payment).toMatchObject({ status: 'requires_action', deal: { stage: 'approved' } });
    expect(payment.redirect_url).toMatch(/\/v1\/challenge\//);
    expect(await balanceOf(client)).toEqual({ available: 5_25n, blocked: 0n });

    // The webhook is lost: the return to the deal's payment page settles the charge and pays the deal.
    t.gateway.gateway.webhooks.dropNext();
    const back = await answerChallenge(payment.redirect_url, 'complete');
    expect(back.pathname).toBe(`/en/deals/${deal.id}/payment`);
    expect(back.searchParams.get('charge_id')).toBe(String(payment.charge_id));
    const retrieved = await t.api('GET', `/wallets/retrieve-charge/${payment.charge_id}`, {
      headers: client.auth,
    });
    expect(retrieved.json().data).toMatchObject({ status: 'succeeded', amount: '100.00', fee: '2.90' });
    expect((await dealNow(t, deal.id)).stage).toBe('in_progress');
    expect(await balanceOf(client)).toEqual({ available: 0n, blocked: TOTAL });
    await t.settle();
    expect(await balanceOf(client)).toEqual({ available: 0n, blocked: TOTAL });
  });

  it('pays the deal from the webhook when the card holder never comes back', async () => {
    const { client, deal } = await dealBetween(t);
    const cardId = await savedCard(client, SECURE);
    const payment = (await pay(client, deal.id, { card_id: cardId })).json().data;
    await answerChallenge(payment.redirect_url, 'complete');
    await t.settle();
    expect((await dealNow(t, deal.id)).stage).toBe('in_progress');
    expect(await balanceOf(client)).toEqual({ available: 0n, blocked: TOTAL });
  });

  it('leaves the card money in the wallet when the deal was paid another way meanwhile', async () => {
    const { client, deal } = await dealBetween(t);
    const cardId = await savedCard(client, SECURE);
    const payment = (await pay(client, deal.id, { card_id: cardId })).json().data;
    // While the bank's page is open, money arrives and the deal is paid from the wallet.
    await fund(t, client.id, TOTAL);
    expect((await pay(client, deal.id)).statusCode).toBe(200);
    await answerChallenge(payment.redirect_url, 'complete');
    await t.settle();
    // One hold; the card's 105.25 is the client's to use.
    expect(await balanceOf(client)).toEqual({ available: TOTAL, blocked: TOTAL });
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
  });

  it('answers failed when the card is declined, and the deal waits for payment', async () => {
    const { client, deal } = await dealBetween(t);
    await fund(t, client.id, 50_00n);
    const cardId = await decliningCard(client);
    const refused = await pay(client, deal.id, { card_id: cardId });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({
      status: 'failed',
      redirect_url: null,
      deal: { stage: 'approved' },
    });
    expect(await chargesOf(deal.id)).toEqual([{ status: 'failed', amount: '5525', fee: '160' }]);
    expect(await balanceOf(client)).toEqual({ available: 50_00n, blocked: 0n });
  });

  it('answers failed when the card holder fails 3-D Secure', async () => {
    const { client, deal } = await dealBetween(t);
    const cardId = await savedCard(client, SECURE);
    const payment = (await pay(client, deal.id, { card_id: cardId })).json().data;
    await answerChallenge(payment.redirect_url, 'fail');
    await t.settle();
    const charge = await t.api('GET', `/wallets/retrieve-charge/${payment.charge_id}`, {
      headers: client.auth,
    });
    expect(charge.json().data.status).toBe('failed');
    expect((await dealNow(t, deal.id)).stage).toBe('approved');
    expect(await balanceOf(client)).toEqual({ available: 0n, blocked: 0n });
  });
});
