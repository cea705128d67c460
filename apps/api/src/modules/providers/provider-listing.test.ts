import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cats: { mainId: number; subId: number };
let other: { mainId: number; subId: number };
let ae: { country: number; state: number; city: number; state2: number };
let before = 0;
const ids: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

type Card = { id: number; name: string; [key: string]: unknown };
type Page = {
  data: Card[];
  meta: { total: number; per_page: number; current_page: number; last_page: number };
};

async function list(query: string) {
  const res = await t.api('GET', `/providers?${query}`, { headers: { 'content-language': 'en' } });
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
}
// Only the providers this file made, in the order they came: the database may hold others.
const mine = (cards: Card[]) => {
  const known = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return cards.filter((c) => known.has(c.id)).map((c) => known.get(c.id));
};
const keysOf = async (query: string) => mine((await list(`per_page=30&${query}`)).data);

async function provider(
  key: string,
  extra: Parameters<typeof insertProvider>[2],
  service: Partial<Parameters<typeof insertListedService>[1]> = {},
) {
  const p = await insertProvider(t, extra?.name ?? key, extra);
  ids[key] = p.id;
  await insertListedService(t, {
    userId: p.id,
    names: { en: `Work of ${key}` },
    mainCategoryId: cats.mainId,
    categoryId: cats.subId,
    ...service,
  });
  return p;
}

beforeAll(async () => {
  t = await createTestApp();
  before = (await list('')).meta.total;
  cats = await categoryPair(t, 0);
  other = await categoryPair(t, 1);
  const rows = await t.app.database.db.execute<typeof ae>(sql`
    select co.id as country, st.id as state, ci.id as city,
      (select id from states where country_id = co.id and id <> st.id limit 1) as state2
    from countries co join states st on st.country_id = co.id join cities ci on ci.state_id = st.id
    where co.code = 'AE' limit 1`);
  ae = rows.rows[0]!;
  const sa = await t.app.database.db.execute<{ id: number }>(sql`select id from countries where code = 'SA'`);

  await provider('amira', {
    name: 'Amira Designs',
    rating: '4.80',
    ratingsCount: 20,
    createdAt: day(1),
    countryId: ae.country,
    stateId: ae.state,
    cityId: ae.city,
    bio: 'Logos and brands',
    experiences: ['senior'],
  });
  await provider(
    'bilal',
    {
      name: 'Bilal Studio',
      rating: '4.80',
      ratingsCount: 5,
      createdAt: day(2),
      countryId: ae.country,
      stateId: ae.state2,
    },
    { mainCategoryId: other.mainId, categoryId: other.subId },
  );
  await provider(
    'chen',
    { name: 'Chen Works', rating: '3.00', ratingsCount: 2, createdAt: day(3), countryId: sa.rows[0]!.id },
    { type: 'requested' },
  );
  // Not listed: only a closed service, or a deleted account.
  await provider('closed', { name: 'Closed Only', rating: '5.00', createdAt: day(4) }, { status: 'closed' });
  const gone = await provider('gone', { name: 'Gone Account', rating: '5.00', createdAt: day(5) });
  await t.app.database.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
  for (let i = 0; i < 12; i += 1) {
    await provider(
      `bulk-${i}`,
      { name: `Bulk Provider ${i}`, rating: '1.00', ratingsCount: 1, createdAt: day(10 + i) },
      { mainCategoryId: other.mainId, categoryId: other.subId },
    );
  }
  t.app.listingCache.clear();
});
afterAll(() => t.close());

describe('GET /providers', () => {
  it('pages the listed providers with the counts of the page', async () => {
    const first = await list('per_page=10');
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: before + 15,
      last_page: Math.ceil((before + 15) / 10),
    });
    expect(first.data).toHaveLength(10);
    const all = await list('per_page=30');
    expect(all.data).toHaveLength(Math.min(30, before + 15));
    // A page size the spec does not offer falls back to the first one.
    expect((await list('per_page=7')).meta.per_page).toBe(10);
    const second = await list('per_page=10&page=2');
    expect(second.data.map((c) => c.id)).not.toContain(first.data[0]!.id);
  });

  it('never lists an account without a listed service, nor a deleted one', async () => {
    const keys = await keysOf('');
    expect(keys).not.toContain('closed');
    expect(keys).not.toContain('gone');
    expect(keys).toHaveLength(15);
  });

  it('sorts by rating (then number of ratings) by default, or by the newest account', async () => {
    expect((await keysOf('')).slice(0, 3)).toEqual(['amira', 'bilal', 'chen']);
    expect((await keysOf('sort=rating')).slice(0, 3)).toEqual(['amira', 'bilal', 'chen']);
    const latest = await keysOf('sort=latest');
    expect(latest.slice(0, 2)).toEqual(['bulk-11', 'bulk-10']);
    expect(latest.slice(-3)).toEqual(['chen', 'bilal', 'amira']);
  });

  it("filters by the account's place, a minimum rating and a main category", async () => {
    expect(await keysOf(`country_id=${ae.country}`)).toEqual(['amira', 'bilal']);
    expect(await keysOf(`state_id=${ae.state}`)).toEqual(['amira']);
    expect(await keysOf(`city_id=${ae.city}`)).toEqual(['amira']);
    expect(await keysOf('rating=4')).toEqual(['amira', 'bilal']);
    expect(await keysOf(`main_category_id=${cats.mainId}`)).toEqual(['amira', 'chen']);
    expect(await keysOf(`main_category_id=${other.mainId}&rating=4`)).toEqual(['bilal']);
  });

  it('finds providers by name as the search does: part of a name, or a typo', async () => {
    expect(await keysOf('name=studio')).toEqual(['bilal']);
    expect(await keysOf('name=Amira%20Desings')).toEqual(['amira']);
    expect(await keysOf('name=Bulk%20Provider%2011&sort=latest')).toContain('bulk-11');
  });

  it('shows a card with the place in the visitor language, services and member since', async () => {
    const res = await t.api('GET', `/providers?city_id=${ae.city}`, {
      headers: { 'content-language': 'ar' },
    });
    const card = (res.json().data.data as Card[]).find((c) => c.id === ids.amira)!;
    expect(card).toMatchObject({
      name: 'Amira Designs',
      rating: '4.80',
      ratings_count: 20,
      account_type: 'personal',
      bio: 'Logos and brands',
      services_count: 1,
      experiences: ['senior'],
      is_online: false,
      member_since: '2026-01-01',
    });
    expect(card.country).toMatchObject({ name: 'الإمارات العربية المتحدة' });
    expect((card.country as { flag: string }).flag).toBeTruthy();
    expect(card.city).toEqual(expect.any(String));
  });

  it('drops malformed filters instead of failing', async () => {
    const res = await t.api('GET', '/providers?rating=9&sort=random&page=-2&country_id=abc');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.meta.total).toBe(before + 15);
  });
});

describe('GET /providers/similar and /providers/suggestion', () => {
  it('suggests listed providers of the same main categories, best rated, not the provider itself', async () => {
    const res = await t.api('GET', `/providers/similar?provider_id=${ids.amira}`);
    expect(res.statusCode).toBe(200);
    expect(mine(res.json().data)).toEqual(['chen']);
    const bilal = (await t.api('GET', `/providers/similar?provider_id=${ids.bilal}`)).json().data;
    expect(bilal.length).toBeLessThanOrEqual(6);
    expect(mine(bilal).length).toBeGreaterThan(0);
    expect(mine(bilal).every((key) => key?.startsWith('bulk-'))).toBe(true);
  });

  it('answers 404 for an unknown or deleted provider and 422 without one', async () => {
    expect((await t.api('GET', '/providers/similar?provider_id=999999')).statusCode).toBe(404);
    expect((await t.api('GET', `/providers/similar?provider_id=${ids.gone}`)).statusCode).toBe(404);
    const missing = await t.api('GET', '/providers/similar', { headers: { 'content-language': 'en' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message.provider_id).toEqual(['Provider is required.']);
  });

  it('suggests the best rated listed providers, without the viewer and whom the viewer follows', async () => {
    const viewer = await signUpVerified(t, 'Top Viewer');
    const me = await t.app.database.db.execute<{ id: number }>(
      sql`update users set rating = 5, ratings_count = 50 where email = ${viewer.email} returning id`,
    );
    const myId = me.rows[0]!.id;
    await insertListedService(t, {
      userId: myId,
      names: { en: 'Viewer service' },
      mainCategoryId: cats.mainId,
    });
    ids.viewer = myId;

    const guest = (await t.api('GET', '/providers/suggestion')).json().data as Card[];
    expect(guest.length).toBeLessThanOrEqual(6);
    expect(mine(guest).slice(0, 3)).toEqual(['viewer', 'amira', 'bilal']);

    await t.api('POST', `/networks/${ids.amira}/follow`, { headers: viewer.auth });
    const signedIn = (await t.api('GET', '/providers/suggestion', { headers: viewer.auth })).json().data;
    expect(mine(signedIn).slice(0, 2)).toEqual(['bilal', 'chen']);
  });
});

describe('cached provider listings', () => {
  it('show a new name as soon as the profile is saved', async () => {
    const someone = await signUpVerified(t, 'Qadir Vantongeren');
    const rows = await t.app.database.db.execute<{ id: number }>(
      sql`select id from users where email = ${someone.email}`,
    );
    ids.renamed = rows.rows[0]!.id;
    await insertListedService(t, {
      userId: ids.renamed,
      names: { en: 'Renamed service' },
      mainCategoryId: cats.mainId,
    });
    const names = async (query: string) =>
      (await list(query)).data.filter((c) => c.id === ids.renamed).map((c) => c.name);
    expect(await names('per_page=30&name=Vantongeren')).toEqual(['Qadir Vantongeren']);

    const saved = await t.api('POST', '/update-auth-information', {
      headers: someone.auth,
      body: { name: 'Qadira Vantongeren' },
    });
    expect(saved.statusCode).toBe(200);
    // The same query again, within the cache's life: the reply is fresh, not the cached one.
    expect(await names('per_page=30&name=Vantongeren')).toEqual(['Qadira Vantongeren']);
  });
});
