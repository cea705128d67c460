import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { favouriteFactory, teamRoleFactory } from '../../db/factories';
import { deals } from '../../db/schema/deals';
import { stateHistory } from '../../db/schema/state-history';
import { freezeClock, resetClock } from '../../lib/clock';
import { dealRow, offerService } from '../../test/deal-offers';
import { account, armTwoFactor } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const read = (auth: Record<string, string> | undefined, id: number) =>
  t.api('GET', `/deals/${id}`, auth ? { headers: auth } : {});

async function pair() {
  const client = await account(t, 'Client Amal');
  const provider = await account(t, 'Provider Badr');
  const service = await offerService(t, provider.id, { name: 'Logo design' });
  return { client, provider, service };
}

describe('reading a deal', () => {
  it('shows both parties, the service in the reader language, prices, countdown and open actions', async () => {
    freezeClock(new Date('2025-03-01T10:00:00Z'));
    const { client, provider, service } = await pair();
    const deal = await dealRow(t, {
      serviceId: service.id,
      clientId: client.id,
      providerId: provider.id,
      senderId: client.id,
      stage: 'pending',
      title: 'A logo for my bakery',
      price: 150_00n,
      extrasTotal: 20_00n,
      serviceFee: 8_50n,
      tax: 43n,
      total: 178_93n,
      sentAt: new Date('2025-03-01T10:00:00Z'),
      offerExpiresAt: new Date('2025-03-04T10:00:00Z'),
    });
    await t.app.database.db.insert(stateHistory).values({
      subjectKind: 'deal',
      subjectId: String(deal.id),
      event: 'send',
      fromState: 'draft',
      toState: 'pending',
      by: 'sender',
      actor: `user:${client.id}`,
      at: new Date('2025-03-01T10:00:00Z'),
    });

    const mine = await read(client.auth, deal.id);
    expect(mine.statusCode).toBe(200);
    const data = mine.json().data;
    expect(data).toMatchObject({
      id: deal.id,
      status: 'pending',
      stage: 'pending',
      sub_stage: 'waiting_for_approval',
      title: 'A logo for my bakery',
      service: { id: service.id, name: service.name.en, type: 'provided', available: true },
      client: { id: client.id, name: 'Client Amal' },
      provider: { id: provider.id, name: 'Provider Badr' },
      sender_id: client.id,
      my_parties: ['sender', 'client'],
      actions: ['edit', 'withdraw'],
      currency: 'AED',
      price: '150.00',
      extras_total: '20.00',
      service_fee: '8.50',
      tax: '0.43',
      total: '178.93',
      aed: null,
      next_due: { event: 'lapse', at: '2025-03-04T10:00:00.000Z' },
      dates: { sent_at: '2025-03-01T10:00:00.000Z', approved_at: null },
      is_favorite: false,
      is_reviewed: false,
      history: [{ event: 'send', from: 'draft', to: 'pending', by: `user:${client.id}`, reason: null }],
    });
    expect(data.service.image).toMatch(/^\/media\/services\/[0-9a-f]{32}\.webp$/);

    const arabic = await read({ ...provider.auth, 'content-language': 'ar' }, deal.id);
    expect(arabic.json().data).toMatchObject({
      service: { name: service.name.ar },
      my_parties: ['receiver', 'provider'],
      actions: ['approve', 'reject', 'counter'],
    });

    // Past the offer's deadline nothing is open any more: the timer is about to let it lapse.
    await t.app.database.db
      .update(deals)
      .set({ offerExpiresAt: new Date('2025-03-01T09:59:59Z') })
      .where(eq(deals.id, deal.id));
    expect((await read(provider.auth, deal.id)).json().data.actions).toEqual([]);
  });

  it('shows the locked AED side with the commission taken from the subtotal, and the favourite mark', async () => {
    const { client, provider, service } = await pair();
    const deal = await dealRow(t, {
      serviceId: service.id,
      clientId: client.id,
      providerId: provider.id,
      senderId: client.id,
      stage: 'approved',
      total: 107_63n,
      rateToAed: '1',
      totalAed: 107_63n,
      serviceFeeAed: 7_25n,
      taxAed: 38n,
      subtotalAed: 100_00n,
      commissionBp: 1000,
    });
    await favouriteFactory.one(t.app.database.db, { userId: client.id, kind: 'deal', targetId: deal.id });
    const data = (await read(client.auth, deal.id)).json().data;
    expect(data.aed).toEqual({
      rate: '1.0000000000',
      total: '107.63',
      service_fee: '7.25',
      tax: '0.38',
      subtotal: '100.00',
      commission: '10.00',
      provider_share: '90.00',
    });
    expect(data.sub_stage).toBe('waiting_for_payment');
    expect(data.is_favorite).toBe(true);
    expect(data.actions).toEqual(['pay', 'cancel']);
    expect((await read(provider.auth, deal.id)).json().data).toMatchObject({
      is_favorite: false,
      actions: ['cancel'],
    });
  });

  it('is the same 404 as a missing deal for a third account, a draft for its receiver, and 401 for a guest', async () => {
    const { client, provider, service } = await pair();
    const stranger = await account(t, 'Stranger');
    const draft = await dealRow(t, {
      serviceId: service.id,
      clientId: client.id,
      providerId: provider.id,
      senderId: client.id,
    });
    const missing = await read(stranger.auth, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    for (const auth of [stranger.auth, provider.auth]) {
      const res = await read(auth, draft.id);
      expect([res.statusCode, res.body]).toEqual([404, missing.body]);
    }
    expect((await read(client.auth, draft.id)).json().data.actions).toEqual(['send']);
    expect((await read(undefined, draft.id)).statusCode).toBe(401);
  });

  it('lets the support team read a disputed deal, and nothing else', async () => {
    const { client, provider, service } = await pair();
    const support = await account(t, 'Support');
    await teamRoleFactory.one(t.app.database.db, { accountId: support.id, role: 'support' });
    await armTwoFactor(t, support);
    const row = {
      serviceId: service.id,
      clientId: client.id,
      providerId: provider.id,
      senderId: client.id,
    };
    const disputed = await dealRow(t, { ...row, stage: 'disputed' });
    const running = await dealRow(t, { ...row, stage: 'in_progress' });
    const res = await read(support.auth, disputed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      my_parties: ['support'],
      actions: ['release', 'refund', 'split'],
    });
    expect((await read(support.auth, running.id)).statusCode).toBe(404);
  });
});
