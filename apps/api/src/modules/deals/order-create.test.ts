import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dealExtraOptions, deals } from '../../db/schema/deals';
import { services } from '../../db/schema/services';
import { stateHistory } from '../../db/schema/state-history';
import { freezeClock, resetClock } from '../../lib/clock';
import { offerService, TERMS } from '../../test/deal-offers';
import { account, key } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.app.database.db;
const create = (auth: object, body: object) =>
  t.api('POST', '/orders/create', { headers: { ...auth } as Record<string, string>, body });
const dealsOn = (serviceId: number) => db().select().from(deals).where(eq(deals.serviceId, serviceId));

describe('POST /orders/create', () => {
  it("starts a client's order with an extra option and sends it in one call; the provider can answer it", async () => {
    freezeClock(new Date('2025-06-02T09:00:00Z'));
    const client = await account(t);
    const provider = await account(t);
    const service = await offerService(t, provider.id, { extras: [20_00n] });
    const edit = await t.api('POST', '/deals/generate-deal-id', {
      headers: client.auth,
      body: { service_id: service.id },
    });
    const [extra] = (
      await t.api('GET', `/deals/${edit.json().data.id}/edit`, { headers: client.auth })
    ).json().data.choices.extra_options as { id: number }[];
    await t.api('DELETE', `/deals/${edit.json().data.id}`, { headers: client.auth });

    const res = await create(client.auth, {
      service_id: service.id,
      ...TERMS,
      extra_option_ids: [extra!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const deal = res.json().data;
    expect(deal).toMatchObject({
      stage: 'pending',
      status: 'pending',
      sub_stage: 'waiting_for_approval',
      client: { id: client.id },
      provider: { id: provider.id },
      sender_id: client.id,
      title: TERMS.title,
      price: '150.00',
      extras_total: '20.00',
      // 5 % of 170.00, and 5 % of that fee, half to even.
      service_fee: '8.50',
      tax: '0.42',
      total: '178.92',
      extra_options: [{ extra_option_id: extra!.id, price: '20.00' }],
      my_parties: ['sender', 'client'],
      deadlines: { offer_expires_at: '2025-06-05T09:00:00.000Z' },
      history: [{ event: 'send', from: 'draft', to: 'pending', by: `user:${client.id}` }],
    });
    expect(deal.code).toMatch(/^D\d{8}$/);
    const kept = await db().select().from(dealExtraOptions).where(eq(dealExtraOptions.dealId, deal.id));
    expect(kept.map((o) => o.extraOptionId)).toEqual([extra!.id]);
    const history = await db()
      .select({ event: stateHistory.event })
      .from(stateHistory)
      .where(and(eq(stateHistory.subjectKind, 'deal'), eq(stateHistory.subjectId, String(deal.id))));
    expect(history.map((h) => h.event)).toEqual(['send']);

    const seen = await t.api('GET', `/deals/${deal.id}`, { headers: provider.auth });
    expect(seen.json().data).toMatchObject({ actions: ['approve', 'reject', 'counter'] });
    const approved = await t.api('POST', `/deals/approved/${deal.id}`, { headers: provider.auth });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.stage).toBe('approved');
  });

  it("sends a provider's answer to a requested service with its price", async () => {
    const client = await account(t);
    const provider = await account(t);
    const requested = await offerService(t, client.id, { type: 'requested' });
    const res = await create(provider.auth, { service_id: requested.id, ...TERMS, price: '400' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      stage: 'pending',
      sender_id: provider.id,
      client: { id: client.id },
      price: '400.00',
      total: '421.00',
    });
  });

  it('refuses a term missing or wrong with the 422 of sending, and leaves no draft behind', async () => {
    const client = await account(t);
    const provider = await account(t);
    const requested = await offerService(t, client.id, { type: 'requested' });
    const empty = await create(provider.auth, { service_id: requested.id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toEqual({
      title: ['Project name is required.'],
      description: ['Description is required.'],
      estimated_time: ['Estimated time is required.'],
      estimated_unit: ['Time unit is required.'],
      price: ['Price is required.'],
    });
    const low = await create(provider.auth, { service_id: requested.id, ...TERMS, price: '4.99' });
    expect(low.json().message).toEqual({ price: ['The price must be at least 5.00.'] });
    expect(await dealsOn(requested.id)).toEqual([]);
    const latest = await t.api('GET', `/deals/latest-draft?service_id=${requested.id}`, {
      headers: provider.auth,
    });
    expect(latest.json().data).toBeNull();
  });

  it('refuses a deleted, closed, unknown or own service and a guest, as starting an offer does', async () => {
    const client = await account(t);
    const provider = await account(t);
    const deleted = await offerService(t, provider.id);
    await db().update(services).set({ deletedAt: new Date() }).where(eq(services.id, deleted.id));
    const gone = await create(client.auth, { service_id: deleted.id, ...TERMS });
    expect([gone.statusCode, gone.json().message]).toEqual([
      410,
      { txt: ['This service has been deleted and is no longer available.'] },
    ]);
    const closed = await offerService(t, provider.id, { status: 'holiday' });
    const shut = await create(client.auth, { service_id: closed.id, ...TERMS });
    expect([shut.statusCode, shut.json().code]).toEqual([409, 'deal_service_closed']);
    expect((await create(client.auth, { service_id: 2_000_000_000, ...TERMS })).statusCode).toBe(404);
    const own = await offerService(t, client.id);
    const mine = await create(client.auth, { service_id: own.id, ...TERMS });
    expect([mine.statusCode, mine.json().code]).toEqual([422, 'deal_own_service']);
    const open = await offerService(t, provider.id);
    expect((await create({}, { service_id: open.id, ...TERMS })).statusCode).toBe(401);
    for (const id of [deleted.id, closed.id, own.id, open.id]) expect(await dealsOn(id)).toEqual([]);
  });

  it('answers a retry with the same key with the same offer; another key sends another', async () => {
    const client = await account(t);
    const provider = await account(t);
    const service = await offerService(t, provider.id);
    const headers = { ...client.auth, ...key() };
    const body = { service_id: service.id, ...TERMS };
    // Two at the same instant: one sends the offer, the other is told the key is in use or replays it.
    const racing = await Promise.all([create(headers, body), create(headers, body)]);
    const codes = racing.map((r) => r.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(codes);
    expect(await dealsOn(service.id)).toHaveLength(1);
    const first = racing.find((r) => r.statusCode === 200)!;
    const again = await create(headers, body);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await dealsOn(service.id)).toHaveLength(1);
    const other = await create({ ...client.auth, ...key() }, body);
    expect(other.json().data.id).not.toBe(first.json().data.id);
    expect((await dealsOn(service.id)).map((d) => d.stage)).toEqual(['pending', 'pending']);
  });
});
