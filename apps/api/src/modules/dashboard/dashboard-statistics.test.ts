import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { TEST_PASSWORD } from '../../test/accounts';
import { dealBetween } from '../../test/deal-work';
import { categoryPair, insertListedService } from '../../test/listed-services';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BROWSER_AGENT, CRAWLER_AGENT } from '../../test/visitors';

let t: TestApp;
let owner: Member;
let visitor: Member;
let serviceIds: number[];
let ownerSlug: string;

const statistics = (who: Member, query = '') =>
  t.api('GET', `/dashboard/statistics${query}`, { headers: who.auth });
const open = (path: string, headers: Record<string, string>) =>
  t.api('GET', path, { headers: { 'content-language': 'en', 'user-agent': BROWSER_AGENT, ...headers } });

async function signInAgain(member: Member) {
  const reply = await t.api('POST', '/login', { body: { email: member.email, password: TEST_PASSWORD } });
  member.auth = { ...member.auth, authorization: `Bearer ${reply.json().data.token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  const cats = await categoryPair(t, 0);
  owner = await account(t, 'Dashboard Owner');
  visitor = await account(t, 'Dashboard Visitor');
  serviceIds = [];
  for (const [i, type] of (['provided', 'provided', 'requested'] as const).entries()) {
    const s = await insertListedService(t, {
      userId: owner.id,
      type,
      names: { en: `Dashboard service ${i}` },
      mainCategoryId: cats.mainId,
      categoryId: cats.subId,
    });
    serviceIds.push(s.id);
  }
  const rows = await t.app.database.db.execute<{ slug: string }>(
    sql`select slug from users where id = ${owner.id}`,
  );
  ownerSlug = rows.rows[0]!.slug;
});

afterEach(() => resetClock());
afterAll(async () => {
  await t?.close();
});

describe('GET /dashboard/statistics', () => {
  it('is for a signed-in account only, and takes only the periods it offers', async () => {
    expect((await t.api('GET', '/dashboard/statistics')).statusCode).toBe(401);
    const fallback = await statistics(owner, '?period=12');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().data.period).toBe(30);
    for (const period of [7, 30, 90, 365]) {
      const reply = await statistics(owner, `?period=${period}`);
      expect(reply.json().data.visits.days).toHaveLength(period);
    }
    for (const hostile of ['?period=99999999999', '?period=%00', `?period=${'9'.repeat(5000)}`]) {
      expect((await statistics(owner, hostile)).statusCode).toBe(200);
    }
  });

  it('counts services, follows and favourites of the account', async () => {
    await t.api('POST', `/networks/${owner.id}/follow`, { headers: visitor.auth });
    await t.api('POST', `/networks/${visitor.id}/follow`, { headers: owner.auth });
    await t.api('POST', '/favorites', {
      headers: owner.auth,
      body: { type: 'provider', type_id: visitor.id },
    });
    const totals = (await statistics(owner)).json().data.totals;
    expect(totals.services).toEqual({ provided: 2, requested: 1 });
    expect(totals.followers).toBe(1);
    expect(totals.following).toBe(1);
    expect(totals.favorites).toBe(1);
  });

  it('lists the services the account keeps as favourites, newest first, and none that is gone', async () => {
    expect((await statistics(visitor)).json().data.favorite_services).toEqual([]);
    for (const id of [serviceIds[0], serviceIds[2], serviceIds[1]]) {
      const kept = await t.api('POST', '/favorites', {
        headers: visitor.auth,
        body: { type: 'service', type_id: id },
      });
      expect(kept.statusCode).toBeLessThan(300);
      advanceClock(1000);
    }
    const listed = (await statistics(visitor)).json().data.favorite_services;
    expect(listed.map((s: { id: number }) => s.id)).toEqual([serviceIds[1], serviceIds[2], serviceIds[0]]);
    expect(listed[0]).toMatchObject({ name: 'Dashboard service 1', provider_name: 'Dashboard Owner' });
    await t.app.database.db.execute(sql`update services set deleted_at = now() where id = ${serviceIds[2]}`);
    try {
      const after = (await statistics(visitor)).json().data.favorite_services;
      expect(after.map((s: { id: number }) => s.id)).toEqual([serviceIds[1], serviceIds[0]]);
      // The owner's own dashboard does not show another account's favourites.
      expect((await statistics(owner)).json().data.favorite_services).toEqual([]);
    } finally {
      await t.app.database.db.execute(sql`update services set deleted_at = null where id = ${serviceIds[2]}`);
    }
  });

  it('shows the visits of the period day by day, the most viewed service and what a visitor opened lately', async () => {
    const before = (await statistics(owner, '?period=7')).json().data.visits;
    await open(`/services/${serviceIds[0]}?device_name=phone-a`, {});
    await open(`/services/${serviceIds[0]}?device_name=phone-b`, {});
    await open(`/services/${serviceIds[1]}?device_name=phone-a`, {});
    await open(`/providers/${ownerSlug}?device_name=phone-a`, {});
    // A signed-in visitor counts once whatever the device, and remembers what it opened.
    await open(`/services/${serviceIds[0]}?device_name=laptop`, visitor.auth);
    await open(`/services/${serviceIds[0]}?device_name=phone`, visitor.auth);
    await open(`/providers/${ownerSlug}`, visitor.auth);
    // Crawlers and the owner count nothing.
    await open(`/services/${serviceIds[1]}?device_name=crawler`, { 'user-agent': CRAWLER_AGENT });
    await open(`/services/${serviceIds[1]}?device_name=mine`, owner.auth);
    await t.app.visits.flush();

    const after = (await statistics(owner, '?period=7')).json().data;
    expect(after.visits.total - before.total).toBe(6);
    const today = after.visits.days.at(-1);
    expect(today.service_views - before.days.at(-1).service_views).toBe(4);
    expect(today.profile_views - before.days.at(-1).profile_views).toBe(2);
    expect(after.most_viewed).toMatchObject({ id: serviceIds[0], views: 3 });

    const recent = (await statistics(visitor)).json().data.recent;
    expect(recent.services.map((s: { id: number }) => s.id)).toEqual([serviceIds[0]]);
    expect(recent.providers.map((p: { id: number }) => p.id)).toEqual([owner.id]);
    // The owner visited nothing of anyone else's.
    expect((await statistics(owner)).json().data.recent).toEqual({ services: [], providers: [] });
  });

  it('keeps each day in its place: yesterday moves one day back, and a day past the period leaves it', async () => {
    const first = (await statistics(owner, '?period=7')).json().data.visits;
    advanceClock(86_400_000);
    // A day later the access token has lapsed: the owner signs in again.
    await signInAgain(owner);
    const next = (await statistics(owner, '?period=7')).json().data.visits;
    expect(next.days.at(-2)).toEqual(first.days.at(-1));
    expect(next.days.at(-1)).toMatchObject({ service_views: 0, profile_views: 0 });
    advanceClock(7 * 86_400_000);
    await signInAgain(owner);
    expect((await statistics(owner, '?period=7')).json().data.visits.total).toBe(0);
    expect((await statistics(owner, '?period=30')).json().data.visits.total).toBe(first.total);
  });

  it('shows what deals paid the provider and cost the client, and deals by stage on both sides', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'completed' });
    await dealBetween(t, { client, provider, step: 'pending' });
    const paid = (await statistics(provider)).json().data;
    const balance = (await t.api('GET', '/wallets/balance', { headers: provider.auth })).json().data;
    expect(paid.totals.earnings).toEqual({ amount: balance.available_balance, currency: 'AED' });
    expect(Number(paid.totals.earnings.amount)).toBeGreaterThan(0);
    expect(paid.totals.spend.amount).toBe('0.00');
    const spent = (await statistics(client)).json().data.totals;
    expect(spent.spend.amount).toBe((Number(deal.totalAed) / 100).toFixed(2));
    expect(spent.earnings.amount).toBe('0.00');
    for (const side of [paid.totals.deals, spent.deals]) {
      expect(side.completed).toBe(1);
      expect(side.pending).toBe(1);
    }
  });

  it('shows the ratings and the latest published reviews the account received', async () => {
    const reply = (await statistics(owner)).json().data;
    expect(reply.rating).toEqual({ average: expect.any(String), count: expect.any(Number) });
    expect(reply.reviews).toEqual([]);
  });
});
