import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock, freezeClock, resetClock } from '../../lib/clock';
import { categoryPair, insertListedService } from '../../test/listed-services';
import { period } from '../../test/marks';
import { account, fund, key, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: Member;
let cats: { mainId: number; subId: number };
let other: { mainId: number; subId: number };
const ids: Record<string, number> = {};
const HOUR = 3_600_000;

// 10:00 UTC, 14:00 in Dubai; the mark runs from 15:00 in Dubai for three days.
const NOW = new Date('2031-03-10T10:00:00Z');
const published = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR);

beforeAll(async () => {
  freezeClock(NOW);
  t = await createTestApp();
  owner = await account(t, 'Falconer');
  cats = await categoryPair(t, 0);
  other = await categoryPair(t, 1);
  const add = async (name: string, category: typeof cats, hoursAgo: number, rating: string) => {
    const row = await insertListedService(t, {
      userId: owner.id,
      names: { en: `Zephyrine falconry ${name}` },
      mainCategoryId: category.mainId,
      categoryId: category.subId,
      publishedAt: published(hoursAgo),
      rating,
    });
    ids[name] = row.id;
  };
  // Newest first in each category; the one to promote is the oldest and the least rated of its category.
  await add('elsewhere', other, 1, '5.00');
  await add('newest', cats, 2, '4.00');
  await add('middle', cats, 3, '3.00');
  await add('promoted', cats, 4, '1.00');
  await fund(t, owner.id, 100_000n);
});
afterAll(async () => {
  resetClock();
  await t.close();
});

type Card = { id: number; promoted: boolean };
async function listing(query: string) {
  const res = await t.api('GET', `/services?${query}`, { headers: { 'content-language': 'en' } });
  expect(res.statusCode).toBe(200);
  const cards = res.json().data.data as Card[];
  const mine = new Set(Object.values(ids));
  return cards.filter((c) => mine.has(c.id));
}
const order = async (query: string) => (await listing(query)).map((c) => c.id);
const search = async () => {
  const res = await t.api('GET', '/search?name=zephyrine&type=service', {
    headers: { 'content-language': 'en' },
  });
  return (res.json().data as { id: number }[]).map((r) => r.id);
};

describe('a promoted service in listings and search', () => {
  it('comes first within its category for exactly its period, and never beyond it', async () => {
    const { newest, middle, promoted, elsewhere } = ids as Record<string, number>;
    const inCategory = `main_category_id=${cats.mainId}&sort=latest&per_page=30`;
    const inSub = `category_id=${cats.subId}&sort=rating&per_page=30`;
    const everywhere = 'name=zephyrine&sort=latest&per_page=30';

    const mark = await t.api('POST', `/services/mark/${promoted}`, {
      headers: { ...owner.auth, ...key() },
      body: period('2031-03-10 15:00', 3),
    });
    expect(mark.statusCode).toBe(200);

    // Before the start (and cached): nothing moves and nothing is labelled.
    await t.app.sweep();
    expect(await order(inCategory)).toEqual([newest, middle, promoted]);
    expect((await listing(inCategory)).every((c) => !c.promoted)).toBe(true);
    expect(await search()).toEqual([elsewhere, newest, middle, promoted]);

    advanceClock(HOUR);
    await t.app.sweep();
    expect(await order(inCategory)).toEqual([promoted, newest, middle]);
    expect((await listing(inCategory)).find((c) => c.id === promoted)?.promoted).toBe(true);
    expect(await order(inSub)).toEqual([promoted, newest, middle]);
    // Across categories the listing keeps its order: the label shows, the place does not change.
    expect(await order(everywhere)).toEqual([elsewhere, newest, middle, promoted]);
    expect((await listing(everywhere)).find((c) => c.id === promoted)?.promoted).toBe(true);
    expect(await order(`main_category_id=${other.mainId}&per_page=30`)).toEqual([elsewhere]);
    // The search keeps the other category's place and gives its category's first place to the promoted one.
    expect(await search()).toEqual([elsewhere, promoted, newest, middle]);

    advanceClock(72 * HOUR - 1);
    await t.app.sweep();
    expect(await order(inCategory)).toEqual([promoted, newest, middle]);
    advanceClock(1);
    await t.app.sweep();
    expect(await order(inCategory)).toEqual([newest, middle, promoted]);
    expect((await listing(inCategory)).every((c) => !c.promoted)).toBe(true);
    expect(await search()).toEqual([elsewhere, newest, middle, promoted]);
  });
});

describe('impressions and clicks', () => {
  it('counts listing pages served with the promoted service, and clicks, for its owner only', async () => {
    // A new owner signed in at the clock's time, with a service in a category of its own.
    const seller = await account(t, 'Counted');
    const category = await categoryPair(t, 2);
    const service = await insertListedService(t, {
      userId: seller.id,
      names: { en: 'Counted service' },
      mainCategoryId: category.mainId,
      categoryId: category.subId,
    });
    const plain = await insertListedService(t, {
      userId: seller.id,
      names: { en: 'Plain service' },
      mainCategoryId: category.mainId,
      categoryId: category.subId,
    });
    await fund(t, seller.id, 100_000n);
    const local = new Date(clock.now().getTime() + 4 * HOUR + 60_000).toISOString().slice(0, 16);
    const bought = await t.api('POST', `/services/mark/${service.id}`, {
      headers: { ...seller.auth, ...key() },
      body: period(local, 1),
    });
    expect(bought.statusCode).toBe(200);
    const page = `/services?main_category_id=${category.mainId}&per_page=10`;
    // Shown before the start: not an impression of the mark.
    await t.api('GET', page);
    advanceClock(2 * 60_000);
    await t.app.sweep();
    // Built once, then answered from the cache twice (the same link, and the same query written otherwise).
    await t.api('GET', page);
    await t.api('GET', page);
    await t.api('GET', `/services?per_page=10&main_category_id=${category.mainId}`);
    // Once a device a day: the same device again (a reload, a revalidated page) counts nothing more;
    // a call naming no device stands for its address.
    const click = (id: number, device?: string) =>
      t.api('POST', `/services/mark/${id}/click`, device ? { body: { device_name: device } } : {});
    await click(service.id, 'phone-1');
    await click(service.id, 'phone-1');
    await click(service.id, 'laptop-2');
    await click(service.id);
    await click(service.id);
    await click(plain.id, 'phone-1');
    // An id past the database's integers is refused as invalid, as every id is.
    await click(2 ** 31 + 5, 'phone-1').then((r) => expect(r.statusCode).toBe(422));
    const stats = async () =>
      (await t.api('GET', `/services/mark/${service.id}`, { headers: seller.auth })).json().data;
    expect((await stats()).marks[0]).toMatchObject({ impressions: 0, clicks: 0 });
    await t.app.sweep();
    const day = clock.now().toISOString().slice(0, 10);
    expect((await stats()).marks[0]).toMatchObject({
      status: 'active',
      impressions: 3,
      clicks: 3,
      days: [{ day, impressions: 3, clicks: 3 }],
    });
    // The next day (the one-day promotion still running), the same device counts again, and
    // yesterday's devices are forgotten.
    advanceClock(23 * HOUR);
    await click(service.id, 'phone-1');
    await t.app.sweep();
    expect((await stats()).marks[0]).toMatchObject({ clicks: 4 });
    const kept = await t.app.database.db.execute<{ day: string }>(
      sql`select day::text from service_mark_clicks where service_id = ${service.id}`,
    );
    expect(kept.rows.map((r) => r.day)).toEqual([clock.now().toISOString().slice(0, 10)]);
    const stranger = await account(t, 'Curious');
    const refused = await t.api('GET', `/services/mark/${service.id}`, { headers: stranger.auth });
    expect(refused.statusCode).toBe(404);
    const plainStats = await t.api('GET', `/services/mark/${plain.id}`, { headers: seller.auth });
    expect(plainStats.json().data).toEqual({ service_id: plain.id, promoted: false, marks: [] });
  });
});
