import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reviewFactory } from '../../db/factories';
import { advanceClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BROWSER_AGENT, CRAWLER_AGENT } from '../../test/visitors';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpVerified>>;
let ownerId: number;
let slug: string;
let cats: { mainId: number; subId: number };
const provided: number[] = [];
let requestedId: number;

const profile = (key: string | number, query = '', headers: Record<string, string> = {}) =>
  t.api('GET', `/providers/${encodeURIComponent(String(key))}${query}`, {
    headers: { 'content-language': 'en', ...headers },
  });

beforeAll(async () => {
  t = await createTestApp();
  cats = await categoryPair(t, 0);
  owner = await signUpVerified(t, 'Profile Owner');
  const rows = await t.app.database.db.execute<{ id: number; slug: string }>(sql`
    update users set bio = 'I build shops', gender = 'female',
      state_id = (select st.id from states st join countries co on co.id = st.country_id where co.code = 'AE' limit 1)
    where email = ${owner.email} returning id, slug`);
  ownerId = rows.rows[0]!.id;
  slug = rows.rows[0]!.slug;
  for (let i = 0; i < 8; i += 1) {
    const s = await insertListedService(t, {
      userId: ownerId,
      names: { en: `Provided ${i}` },
      mainCategoryId: cats.mainId,
      categoryId: cats.subId,
      publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    provided.push(s.id);
  }
  requestedId = (
    await insertListedService(t, {
      userId: ownerId,
      names: { en: 'Looking for a translator' },
      mainCategoryId: cats.mainId,
      type: 'requested',
    })
  ).id;
  await insertListedService(t, {
    userId: ownerId,
    names: { en: 'Closed one' },
    mainCategoryId: cats.mainId,
    status: 'closed',
  });
});
afterEach(() => resetClock());
afterAll(() => t.close());

describe('GET /providers/{key}', () => {
  it('shows a profile by slug or id with its counts', async () => {
    const res = await profile(slug);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ownerId,
      name: 'Profile Owner',
      bio: 'I build shops',
      gender: 'female',
      services_count: 9,
      provided_count: 8,
      requested_count: 1,
      followers_count: 0,
      following_count: 0,
      is_following: false,
      is_own: false,
      sub_ratings: { attitude: '0', quality: '0', commitment: '0', deal_again: '0' },
    });
    expect(res.json().data.state).toEqual(expect.any(String));
    expect((await profile(ownerId)).json().data.slug).toBe(slug);
  });

  it('tells the owner it is theirs and a follower that they follow', async () => {
    expect((await profile(slug, '', owner.auth)).json().data.is_own).toBe(true);
    const fan = await signUpVerified(t, 'Fan');
    await t.api('POST', `/networks/${ownerId}/follow`, { headers: fan.auth });
    const seen = (await profile(slug, '', fan.auth)).json().data;
    expect(seen).toMatchObject({ is_own: false, is_following: true, followers_count: 1 });
    await t.api('DELETE', `/networks/${ownerId}/follow`, { headers: fan.auth });
  });

  it('counts a view once a visitor a day in batches, never the account itself nor a crawler', async () => {
    const views = async () => (await profile(slug)).json().data.views as number;
    const before = await views();
    const browser = { 'user-agent': BROWSER_AGENT };
    await profile(slug, '?device_name=phone-1', browser);
    await profile(slug, '?device_name=phone-1', browser);
    await profile(slug, '?device_name=laptop-2', browser);
    await profile(slug, '?device_name=own-device', { ...owner.auth, ...browser });
    // Counted in memory and written in a batch: nothing until the flush.
    expect(await views()).toBe(before);
    await t.app.visits.flush();
    expect(await views()).toBe(before + 2);
    // A crawler, a link preview or a script that says so counts nothing, whatever device it names.
    await profile(slug, '?device_name=bot-3', { 'user-agent': CRAWLER_AGENT });
    await profile(slug, '?device_name=bot-4', { 'user-agent': 'facebookexternalhit/1.1' });
    await t.app.visits.flush();
    expect(await views()).toBe(before + 2);
    advanceClock(24 * 60 * 60 * 1000);
    await profile(slug, '?device_name=phone-1', browser);
    await t.app.visits.flush();
    expect(await views()).toBe(before + 3);
  });

  it('answers 404 for an unknown account and for a deleted one', async () => {
    const unknown = await profile('no-such-provider');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message.txt[0]).toBe('This account does not exist or has been deleted.');
    expect((await profile(999_999)).statusCode).toBe(404);
    const gone = await insertProvider(t, 'Gone Provider');
    await t.app.database.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    expect((await profile(gone.id)).statusCode).toBe(404);
    expect((await profile(gone.slug)).statusCode).toBe(404);
    expect((await t.api('GET', `/providers/${gone.id}/services`)).statusCode).toBe(404);
  });
});

describe('profile tabs', () => {
  it('pages the listed services of one type, newest first', async () => {
    const first = (await t.api('GET', `/providers/${slug}/services`)).json().data;
    expect(first.meta).toEqual({ current_page: 1, per_page: 6, total: 8, last_page: 2 });
    expect(first.data.map((c: { id: number }) => c.id)).toEqual([...provided].reverse().slice(0, 6));
    const second = (await t.api('GET', `/providers/${ownerId}/services?type=provided&page=2`)).json().data;
    expect(second.data.map((c: { id: number }) => c.id)).toEqual([provided[1], provided[0]]);
    const requested = (await t.api('GET', `/providers/${slug}/services?type=requested`)).json().data;
    expect(requested.meta.total).toBe(1);
    expect(requested.data[0]).toMatchObject({ id: requestedId, type: 'requested' });
  });

  it('shows service prices in the visitor currency', async () => {
    const res = await t.api('GET', `/providers/${slug}/services`, { headers: { currency: 'USD' } });
    expect(res.json().data.data[0].price_from).toEqual({
      amount: '150.00',
      currency: 'AED',
      converted: { amount: '40.84', currency: 'USD' },
    });
  });

  it("pages the reviews of all the provider's services and averages the sub-ratings", async () => {
    const reviewer = await insertProvider(t, 'Happy Client');
    const review = (serviceId: number, n: number, stars: number) => ({
      serviceId,
      providerId: ownerId,
      reviewerId: reviewer.id,
      attitude: stars,
      quality: stars,
      commitment: stars,
      dealAgain: stars,
      rating: `${stars}.00`,
      comment: `Review ${n}`,
      createdAt: new Date(Date.UTC(2026, 1, n)),
    });
    await reviewFactory.many(t.app.database.db, [
      ...Array.from({ length: 5 }, (_, i) => review(provided[0]!, i + 1, 5)),
      review(provided[1]!, 6, 3),
      review(requestedId, 7, 4),
    ]);
    const first = (await t.api('GET', `/providers/${slug}/reviews`)).json().data;
    expect(first.meta).toEqual({ current_page: 1, per_page: 5, total: 7, last_page: 2 });
    expect(first.data[0]).toMatchObject({ comment: 'Review 7', reviewer: { name: 'Happy Client' } });
    const second = (await t.api('GET', `/providers/${ownerId}/reviews?page=2`)).json().data;
    expect(second.data.map((r: { comment: string }) => r.comment)).toEqual(['Review 2', 'Review 1']);
    expect((await profile(slug)).json().data.sub_ratings).toEqual({
      attitude: '4.57',
      quality: '4.57',
      commitment: '4.57',
      deal_again: '4.57',
    });
  });
});
