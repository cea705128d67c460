import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock';
import { ownerWithService, period } from '../../test/marks';
import { createTestAppWithGateway, type TestAppWithGateway } from '../../test/payment-gateway';
import { balancesOf, fund, type Member } from '../../test/payouts';
import { verifyLedger } from '../ledger/ledger-verify';

// A mark of 3 days costs 31.50 AED (30.00 and 5 % tax); the wallet holds 10.00, a card pays the
// 21.50 it lacks (plus its fee) through the sandbox gateway, at once or after 3-D Secure.
const OK = '4242424242424242';
const SECURE = '4000000000003220';

let t: TestAppWithGateway;
beforeAll(async () => {
  t = await createTestAppWithGateway();
});
afterAll(() => t.close());

async function savedCard(who: Member, number: string) {
  const saved = await t.api('POST', '/cards/save', {
    headers: who.auth,
    body: { token: await t.cardToken(number) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.settle();
  return saved.json().data.id as number;
}

/** Tomorrow at this time, as a wall-clock time in UTC. */
const tomorrow = () => new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 16);
const buy = (who: Member, serviceId: number, cardId: number) =>
  t.api('POST', `/services/mark/${serviceId}`, {
    headers: { ...who.auth, 'idempotency-key': randomUUID() },
    body: { ...period(tomorrow(), 3), timezone: 'UTC', card_id: cardId },
  });
const marksOf = async (who: Member, serviceId: number) =>
  (await t.api('GET', `/services/mark/${serviceId}`, { headers: who.auth })).json().data.marks as {
    status: string;
    total: string;
    invoice_id: number | null;
  }[];

describe('paying a mark with a card for what the wallet lacks', () => {
  it('charges the shortfall and makes the mark at once', async () => {
    const { owner, serviceId } = await ownerWithService(t);
    await fund(t, owner.id, 1_000n);
    const paid = await buy(owner, serviceId, await savedCard(owner, OK));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', mark: { status: 'scheduled', total: '31.50' } });
    expect(paid.json().data.charge_id).toEqual(expect.any(Number));
    expect(await marksOf(owner, serviceId)).toMatchObject([
      { status: 'scheduled', invoice_id: expect.any(Number) },
    ]);
    // The card brought the shortfall; the mark took the whole total.
    expect((await balancesOf(t, owner.id)).available.amount).toBe(0n);
  });

  it('waits for 3-D Secure, then makes the mark when the charge succeeds', async () => {
    const { owner, serviceId } = await ownerWithService(t);
    await fund(t, owner.id, 1_000n);
    const asked = await buy(owner, serviceId, await savedCard(owner, SECURE));
    expect(asked.statusCode, asked.body).toBe(200);
    const payment = asked.json().data;
    expect(payment).toMatchObject({ status: 'requires_action', mark: null });
    expect(asked.json().message).toBeUndefined();
    expect(await marksOf(owner, serviceId)).toEqual([]);

    const reply = await fetch(payment.redirect_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete' }),
    });
    expect(reply.status).toBe(303);
    await t.settle();
    expect(await marksOf(owner, serviceId)).toMatchObject([
      { status: 'scheduled', total: '31.50', invoice_id: expect.any(Number) },
    ]);
    expect((await balancesOf(t, owner.id)).available.amount).toBe(0n);
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
  });
});
