import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { createTestAppWithGateway, type TestAppWithGateway } from '../../test/payment-gateway';

// Top-ups by card through the real sandbox gateway: the fee, the credit, 3-D Secure, replays, and
// the gateway's faults (webhooks twice, out of order, lost), each credited exactly once.
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
  const { auth } = await signUpVerified(t, 'Top Up');
  const saved = await t.api('POST', '/cards/save', {
    headers: auth,
    body: { token: await t.cardToken(number) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.settle();
  return { auth, cardId: saved.json().data.id as number };
}
const topUp = (auth: Auth, body: Record<string, unknown>, key: string | null = randomUUID()) =>
  t.api('POST', '/wallets/top-up', {
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    body,
  });
const balanceOf = async (auth: Auth) =>
  (await t.api('GET', '/wallets/balance', { headers: auth })).json().data;
const retrieve = (auth: Auth, id: number) =>
  t.api('GET', `/wallets/retrieve-charge/${id}`, { headers: auth });
const creditsOf = async (chargeId: number) =>
  (
    await t.app.database.db.execute<{ kind: string; account: string; amount: string }>(sql`
      select t.kind, a.kind as account, e.amount::text as amount
        from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id
       where t.reference_kind = 'wallet_charge' and t.reference_id = ${String(chargeId)}
       order by a.kind`)
  ).rows;
/** The charges the gateway made for one wallet charge, by the reference it was sent with. */
const gatewayChargesOf = (chargeId: number) =>
  new Set(
    webhooks()
      .list()
      .filter((event) => event.object.reference === `wallet_charge:${chargeId}`)
      .map((event) => event.object.id),
  );

/** The card holder on the bank's page: passes (or fails) 3-D Secure and is sent back to us. */
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

describe('a card top-up', () => {
  it('charges the amount plus the fee and credits the amount at once, the fee to the platform', async () => {
    const { auth, cardId } = await walletWithCard(OK);
    const paid = await topUp(auth, { amount: '250', card_id: cardId });
    expect(paid.statusCode, paid.body).toBe(200);
    const charge = paid.json().data;
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount: '250.00',
      fee: '7.25',
      total: '257.25',
      currency: 'AED',
      redirect_url: null,
      failure_code: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await creditsOf(charge.id)).toEqual([
      { kind: 'card_top_up', account: 'gateway', amount: '-25725' },
      { kind: 'card_top_up', account: 'platform_fees', amount: '725' },
      { kind: 'card_top_up', account: 'user_available', amount: '25000' },
    ]);
    expect(await balanceOf(auth)).toEqual({
      total_balance: '250.00',
      available_balance: '250.00',
      blocked_balance: '0.00',
      currency: 'AED',
    });
    // The gateway's webhook arrives afterwards and changes nothing.
    await t.settle();
    expect(await creditsOf(charge.id)).toHaveLength(3);
    const activities = (await t.api('GET', '/wallets/activities?page=1', { headers: auth })).json().data;
    expect(activities.meta).toMatchObject({ total: 1, current_page: 1 });
    expect(activities.data[0]).toMatchObject({
      type: 'card_top_up',
      amount: '250.00',
      sign: '+',
      status: 'completed',
      reference: { kind: 'wallet_charge', id: charge.id },
    });
    expect((await retrieve(auth, charge.id)).json().data).toEqual(charge);
  });

  it('replays the same Idempotency-Key with the first reply and one charge', async () => {
    const { auth, cardId } = await walletWithCard(OK);
    const key = randomUUID();
    const first = await topUp(auth, { amount: '40.50', card_id: cardId }, key);
    const again = await topUp(auth, { amount: '40.50', card_id: cardId }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await topUp(auth, { amount: '41', card_id: cardId }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    await t.settle();
    expect(gatewayChargesOf(first.json().data.id).size).toBe(1);
    expect((await balanceOf(auth)).available_balance).toBe('40.50');
  });

  it('needs an Idempotency-Key, an amount within its bounds and a card of the caller', async () => {
    const { auth, cardId } = await walletWithCard(OK);
    expect((await topUp(auth, { amount: '50', card_id: cardId }, null)).json().code).toBe(
      'idempotency_key_required',
    );
    for (const [amount, message] of [
      ['9.99', /minimum top-up is 10 AED/],
      ['20000.01', /maximum top-up is 20000 AED/],
      ['10.001', /2 digits after the decimal point/],
      ['ten', /valid amount/],
    ] as const) {
      const refused = await topUp(auth, { amount, card_id: cardId });
      expect(refused.statusCode, amount).toBe(422);
      expect(refused.json().message.amount[0]).toMatch(message);
    }
    const stranger = await signUpVerified(t, 'Card Borrower');
    const borrowed = await topUp(stranger.auth, { amount: '50', card_id: cardId });
    expect(borrowed.statusCode).toBe(404);
    expect((await balanceOf(auth)).total_balance).toBe('0.00');
    expect((await balanceOf(stranger.auth)).total_balance).toBe('0.00');
  });

  it('shows a charge to its owner only', async () => {
    const { auth, cardId } = await walletWithCard(OK);
    const { id } = (await topUp(auth, { amount: '20', card_id: cardId })).json().data;
    const stranger = await signUpVerified(t, 'Charge Reader');
    expect((await retrieve(stranger.auth, id)).statusCode).toBe(404);
    expect((await retrieve(auth, 2_000_000_000)).statusCode).toBe(404);
    expect((await retrieve(auth, id)).statusCode).toBe(200);
  });
});

describe('3-D Secure', () => {
  it('answers a redirect, and credits once when the card holder is back, whatever the webhooks do', async () => {
    const { auth, cardId } = await walletWithCard(SECURE);
    const asked = await topUp(auth, { amount: '250', card_id: cardId });
    expect(asked.statusCode, asked.body).toBe(200);
    const charge = asked.json().data;
    expect(charge).toMatchObject({ status: 'requires_action', total: '257.25' });
    expect(charge.redirect_url).toMatch(/\/v1\/challenge\/ch_/);
    expect((await balanceOf(auth)).total_balance).toBe('0.00');

    // The webhook is lost; the card holder comes back to the retrieve-charge page, which settles it.
    webhooks().dropNext();
    const back = await answerChallenge(charge.redirect_url, 'complete');
    expect(back.pathname).toBe('/en/retrieve-charge');
    const settled = await retrieve(auth, charge.id);
    expect(settled.json().data).toMatchObject({ status: 'succeeded', redirect_url: null });
    expect((await balanceOf(auth)).available_balance).toBe('250.00');
    // Read again, and every webhook delivered again: still one credit.
    await retrieve(auth, charge.id);
    for (const event of webhooks().list())
      if (event.object.reference === `wallet_charge:${charge.id}`) await webhooks().redeliver(event.id);
    await t.settle();
    expect((await creditsOf(charge.id)).filter((c) => c.account === 'user_available')).toHaveLength(1);
    expect((await balanceOf(auth)).available_balance).toBe('250.00');
  });

  it('ends Payment Unsuccessful when the card holder fails the check, and credits nothing', async () => {
    const { auth, cardId } = await walletWithCard(SECURE);
    const charge = (await topUp(auth, { amount: '30', card_id: cardId })).json().data;
    await answerChallenge(charge.redirect_url, 'fail');
    await t.settle();
    const failed = (await retrieve(auth, charge.id)).json().data;
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'authentication_failed' });
    expect(await creditsOf(charge.id)).toEqual([]);
    expect((await balanceOf(auth)).total_balance).toBe('0.00');
  });

  it('takes a webhook delivered twice and out of order as one success', async () => {
    const { auth, cardId } = await walletWithCard(SECURE);
    const charge = (await topUp(auth, { amount: '75', card_id: cardId })).json().data;
    webhooks().pause();
    webhooks().duplicateNext(1);
    await answerChallenge(charge.redirect_url, 'complete');
    webhooks().resume({ order: 'newest_first' });
    await t.settle();
    expect((await retrieve(auth, charge.id)).json().data.status).toBe('succeeded');
    expect((await creditsOf(charge.id)).filter((c) => c.account === 'user_available')).toEqual([
      { kind: 'card_top_up', account: 'user_available', amount: '7500' },
    ]);
  });

  it('is settled by the sweep when neither the webhook nor the card holder comes back', async () => {
    const { auth, cardId } = await walletWithCard(SECURE);
    const charge = (await topUp(auth, { amount: '60', card_id: cardId })).json().data;
    webhooks().dropNext();
    // The card holder passes the check but closes the page before coming back.
    await answerChallenge(charge.redirect_url, 'complete');
    await t.settle();
    await t.app.sweep();
    expect((await balanceOf(auth)).total_balance).toBe('0.00');
    advanceClock(5 * MINUTE + 1000);
    await t.app.sweep();
    expect((await balanceOf(auth)).available_balance).toBe('60.00');
    expect((await retrieve(auth, charge.id)).json().data.status).toBe('succeeded');
  });
});
