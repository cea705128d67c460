import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cats: { mainId: number; subId: number };
let other: { mainId: number; subId: number };
const ids: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

type Card = {
  id: number;
  name: string;
  price_from: {
    amount: string;
    currency: string;
    converted: { amount: string; currency: string } | null;
  } | null;
};
async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.api('GET', `/services?${query}`, { headers: { 'content-language': 'en', ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    data: Card[];
    meta: { total: number; per_page: number; current_page: number; last_page: number };
  };
}
const idsOf = async (query: string, headers?: Record<string, string>) =>
  (await list(query, headers)).data.map((c) => c.id);

beforeAll(async () => {
  t = await createTestApp();
  cats = await categoryPair(t, 0);
  other = await categoryPair(t, 1);
  const rows = await t.app.database.db.execute<{
    country: number;
    state: number;
    city: number;
    state2: number;
  }>(sql`
    select co.id as country, st.id as state, ci.id as city,
      (select id from states where country_id = co.id and id <> st.id limit 1) as state2
    from countries co join states st on st.country_id = co.id join cities ci on ci.state_id = st.id
    where co.code = 'AE' limit 1`);
  const ae = rows.rows[0]!;
  const p = await insertProvider(t, 'Listing Provider');
  const add = async (key: string, input: Partial<Parameters<typeof insertListedService>[1]>) => {
    ids[key] = (
      await insertListedService(t, {
        userId: p.id,
        names: { en: `Service ${key}` },
        mainCategoryId: cats.mainId,
        categoryId: cats.subId,
        ...input,
      })
    ).id;
  };
  // AED 100 = USD 27.23 at the seeded rates; SAR and AED are near par.
  await add('cheap-aed', {
    prices: [2_000],
    publishedAt: day(1),
    rating: '3.00',
    deliveryDays: 2,
    place: { countryId: ae.country, stateId: ae.state, cityId: ae.city },
  });
  await add('mid-usd', {
    currency: 'USD',
    prices: [5_000],
    publishedAt: day(2),
    rating: '4.50',
    deliveryDays: 7,
    place: { countryId: ae.country },
  });
  await add('plans-aed', {
    prices: [30_000, 50_000, 90_000],
    publishedAt: day(3),
    rating: '4.00',
    deliveryDays: 5,
    place: { countryId: ae.country, stateId: ae.state2 },
  });
  await add('requested', {
    type: 'requested',
    prices: [10_000],
    publishedAt: day(4),
    rating: '0',
    categoryId: null,
    mainCategoryId: other.mainId,
  });
  await add('everywhere', {
    prices: [12_000],
    publishedAt: day(5),
    rating: '5.00',
    place: { countryId: null },
  });
  await add('closed', { status: 'closed', prices: [12_000], publishedAt: day(6) });
  for (let i = 0; i < 21; i += 1) {
    await add(`bulk-${i}`, {
      mainCategoryId: other.mainId,
      categoryId: other.subId,
      prices: [1_000 + i],
      publishedAt: day(10 + i),
    });
  }
});
afterAll(() => t.close());

describe('GET /services', () => {
  it('pages the listed services newest first with the counts of the page', async () => {
    const first = await list('per_page=10');
    expect(first.meta).toEqual({ current_page: 1, per_page: 10, total: 26, last_page: 3 });
    expect(first.data[0]?.id).toBe(ids['bulk-20']);
    const third = await list('per_page=10&page=3');
    expect(third.data.map((c) => c.id)).toEqual(
      ['bulk-0', 'everywhere', 'requested', 'plans-aed', 'mid-usd', 'cheap-aed'].map((key) => ids[key]),
    );
    expect((await list('per_page=30')).data).toHaveLength(26);
    // A page size the spec does not offer falls back to the first one.
    expect((await list('per_page=7')).meta.per_page).toBe(10);
  });

  it('never lists a closed service', async () => {
    expect(await idsOf('per_page=30')).not.toContain(ids.closed);
  });

  it('filters by main and sub category, type, rating and delivery days', async () => {
    expect((await list(`main_category_id=${cats.mainId}`)).meta.total).toBe(4);
    expect((await list(`category_id=${other.subId}&per_page=30`)).meta.total).toBe(21);
    expect(await idsOf('type=requested')).toEqual([ids.requested]);
    expect(await idsOf(`rating=4&main_category_id=${cats.mainId}`)).toEqual([
      ids.everywhere,
      ids['plans-aed'],
      ids['mid-usd'],
    ]);
    expect(await idsOf(`delivery_days=5&main_category_id=${cats.mainId}`)).toEqual([
      ids.everywhere,
      ids['plans-aed'],
      ids['cheap-aed'],
    ]);
  });

  it('sorts by rating', async () => {
    const sorted = await idsOf(`sort=rating&main_category_id=${cats.mainId}`);
    expect(sorted).toEqual([ids.everywhere, ids['mid-usd'], ids['plans-aed'], ids['cheap-aed']]);
  });

  it('filters by a price range typed in the visitor currency, across service currencies', async () => {
    const inUsd = { currency: 'USD' };
    // USD 10 to 60: AED 120 (32.67 USD), USD 50, AED 300 (81.68 USD) out, AED 20 (5.45 USD) out.
    const found = await idsOf(`min_price=10&max_price=60&main_category_id=${cats.mainId}`, inUsd);
    expect(found.sort()).toEqual([ids.everywhere, ids['mid-usd']].sort());
    const aed = await idsOf(`min_price=150&max_price=200&main_category_id=${cats.mainId}`);
    expect(aed).toEqual([ids['mid-usd']]);
  });

  it('shows prices in the service currency with the visitor currency beside them', async () => {
    const card = (await list(`main_category_id=${cats.mainId}&per_page=30`, { currency: 'USD' })).data.find(
      (c) => c.id === ids['cheap-aed'],
    );
    expect(card?.price_from).toEqual({
      amount: '20.00',
      currency: 'AED',
      converted: { amount: '5.45', currency: 'USD' },
    });
    const same = (await list(`main_category_id=${cats.mainId}&per_page=30`, { currency: 'AED' })).data.find(
      (c) => c.id === ids['cheap-aed'],
    );
    expect(same?.price_from?.converted).toBeNull();
    const plans = (await list(`main_category_id=${cats.mainId}&per_page=30`)).data.find(
      (c) => c.id === ids['plans-aed'],
    );
    expect(plans?.price_from?.amount).toBe('300.00');
  });

  it('filters by place, where a wider place covers a narrower one', async () => {
    const rows = await t.app.database.db.execute<{ city: number; state: number; country: number }>(sql`
      select ci.id as city, st.id as state, st.country_id as country from cities ci join states st on st.id = ci.state_id
      join services s on true join service_places p on p.service_id = s.id and p.city_id = ci.id
      where s.id = ${ids['cheap-aed']!}`);
    const { city, state, country } = rows.rows[0]!;
    const main = `&main_category_id=${cats.mainId}`;
    expect((await idsOf(`city_id=${city}${main}`)).sort()).toEqual(
      [ids['cheap-aed'], ids['mid-usd'], ids.everywhere].sort(),
    );
    expect((await idsOf(`state_id=${state}${main}`)).sort()).toEqual(
      [ids['cheap-aed'], ids['mid-usd'], ids.everywhere].sort(),
    );
    expect((await idsOf(`country_id=${country}${main}`)).sort()).toEqual(
      [ids['cheap-aed'], ids['mid-usd'], ids['plans-aed'], ids.everywhere].sort(),
    );
  });

  it('filters by text with the search matching', async () => {
    expect(await idsOf('name=service%20requested')).toContain(ids.requested);
  });

  it('drops malformed filters instead of failing', async () => {
    const res = await t.api('GET', '/services?min_price=abc&rating=9&sort=random&page=-2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.meta.total).toBe(26);
  });

  it('keeps a listing’s total for every page and language, until a change to the listings clears it', async () => {
    const third = await categoryPair(t, 2);
    const p = await insertProvider(t, 'Totals Provider');
    const add = () =>
      insertListedService(t, { userId: p.id, names: { en: 'Counted' }, mainCategoryId: third.mainId });
    const first = await add();
    await add();
    await add();
    const query = `main_category_id=${third.mainId}&per_page=10`;
    expect((await list(`${query}&page=1`)).meta.total).toBe(3);
    // Closed behind the app's back, so nothing cleared: other pages and languages keep the total.
    await t.app.database.db.execute(sql`update services set status = 'closed' where id = ${first.id}`);
    expect((await list(`${query}&page=2`)).meta.total).toBe(3);
    expect((await list(`${query}&page=1&sort=rating`, { 'content-language': 'ar' })).meta.total).toBe(3);
    // A change to a listed service clears the replies, and the totals with them (same cache name).
    t.app.listingCache.clear();
    expect((await list(`${query}&page=1`)).meta.total).toBe(2);
  });

  it('answers more text listings at once than the pool has connections', async () => {
    // Each text listing runs its typo search in a transaction; reading the cards on another pooled
    // connection from inside it would leave every connection waiting for one more.
    const texts = Array.from({ length: 12 }, (_, i) => `service ${String.fromCharCode(97 + i)}${i}`);
    const replies = await Promise.all(
      texts.map((text) =>
        t.api('GET', `/services?name=${encodeURIComponent(text)}&main_category_id=${cats.mainId}`),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(texts.map(() => 200));
  }, 20_000);
});
