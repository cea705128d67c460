import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reviewFactory } from '../../db/factories';
import { advanceClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { completeDraft } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BROWSER_AGENT, CRAWLER_AGENT } from '../../test/visitors';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpVerified>>;
let serviceId: number;
let slug: string;

const page = (key: string | number, query = '', headers: Record<string, string> = {}) =>
  t.api('GET', `/services/${encodeURIComponent(String(key))}${query}`, {
    headers: { 'content-language': 'en', ...headers },
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpVerified(t, 'Page Owner');
  serviceId = await completeDraft(t, owner.auth);
  await t.api('POST', '/budgets/extra-options/adding', {
    headers: owner.auth,
    body: {
      service_id: serviceId,
      price: '40',
      description: 'Express delivery in one day',
      delivery_days: 1,
      unit: 'day',
    },
  });
  const published = await t.api('PATCH', `/services/${serviceId}`, { headers: owner.auth, body: {} });
  expect(published.statusCode).toBe(200);
  slug = published.json().data.slug;
});
afterEach(() => resetClock());
afterAll(() => t.close());

describe('GET /services/{key}', () => {
  it('shows a published service by slug or id, with its parts, prices converted to the visitor currency', async () => {
    const res = await page(slug, '', { currency: 'USD' });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      id: serviceId,
      slug,
      status: 'open',
      name: 'Professional logo design for shops',
      can_contact: true,
      is_own: false,
      languages: ['en'],
    });
    expect(detail.description).toContain('A clear logo');
    expect(detail.images).toHaveLength(3);
    expect(detail.images[0].is_main).toBe(true);
    expect(detail.tags.length).toBe(2);
    expect(detail.places).toHaveLength(1);
    expect(detail.budgets).toEqual([
      {
        tier: 'individual',
        price: { amount: '150.00', currency: 'AED', converted: { amount: '40.84', currency: 'USD' } },
        delivery_days: null,
      },
    ]);
    expect(detail.extra_options[0]).toMatchObject({
      description: 'Express delivery in one day',
      price: { amount: '40.00', currency: 'AED', converted: { amount: '10.89', currency: 'USD' } },
    });
    expect(detail.provider).toMatchObject({ name: 'Page Owner' });
    expect((await page(serviceId)).json().data.slug).toBe(slug);
  });

  it('tells its owner it is theirs, and nobody may contact a closed service', async () => {
    expect((await page(slug, '', owner.auth)).json().data).toMatchObject({
      is_own: true,
      can_contact: false,
    });
    await t.api('POST', `/services/${serviceId}/close`, { headers: owner.auth });
    const closed = (await page(slug)).json().data;
    expect(closed).toMatchObject({ status: 'closed', can_contact: false });
    await t.api('POST', `/services/${serviceId}/reopen`, { headers: owner.auth, body: {} });
  });

  it('counts a view once a visitor a day in batches, never the owner nor a crawler', async () => {
    const views = async () => (await page(slug)).json().data.views as number;
    const before = await views();
    const browser = { 'user-agent': BROWSER_AGENT };
    await page(slug, '?device_name=phone-1', browser);
    await page(slug, '?device_name=phone-1', browser);
    await page(slug, '?device_name=laptop-2', browser);
    await page(slug, '?device_name=own-device', { ...owner.auth, ...browser });
    // Counted in memory and written in a batch: nothing until the flush.
    expect(await views()).toBe(before);
    await t.app.visits.flush();
    expect(await views()).toBe(before + 2);
    // A crawler, a link preview or a script that says so counts nothing, whatever device it names.
    await page(slug, '?device_name=bot-3', { 'user-agent': CRAWLER_AGENT });
    await page(slug, '?device_name=bot-4', { 'user-agent': 'facebookexternalhit/1.1' });
    await t.app.visits.flush();
    expect(await views()).toBe(before + 2);
    advanceClock(24 * 60 * 60 * 1000);
    await page(slug, '?device_name=phone-1', browser);
    await t.app.visits.flush();
    expect(await views()).toBe(before + 3);
  });

  it('answers 404 for a service that never was or was never published, and 410 with the spec message once deleted', async () => {
    const draft = await t.api('POST', '/budgets', { headers: owner.auth, body: { type: 'provided' } });
    const draftId = draft.json().data.service.id;
    expect((await page(draftId)).statusCode).toBe(404);
    expect((await page(draftId)).body).toBe((await page('99999999')).body);
    const unknown = await page('no-such-service');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect((await page('99999999')).statusCode).toBe(404);
    await t.api('DELETE', `/services/${draftId}`, { headers: owner.auth });

    const other = await signUpVerified(t, 'Soon Gone');
    const goneId = await completeDraft(t, other.auth);
    await t.api('PATCH', `/services/${goneId}`, { headers: other.auth, body: {} });
    await t.api('DELETE', `/services/${goneId}`, { headers: other.auth });
    const gone = await page(goneId);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message.txt[0]).toBe('This service has been deleted and is no longer available.');
  });
});

describe('reviews and similar services', () => {
  it('lists reviews newest first with the four sub-ratings averaged', async () => {
    const reviewer = await insertProvider(t, 'Happy Client');
    const providerId = (await page(slug)).json().data.provider.id;
    await reviewFactory.many(t.app.database.db, [
      {
        serviceId,
        providerId,
        reviewerId: reviewer.id,
        attitude: 5,
        quality: 4,
        commitment: 5,
        dealAgain: 5,
        rating: '4.75',
        comment: 'Great work',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        serviceId,
        providerId,
        reviewerId: reviewer.id,
        attitude: 3,
        quality: 4,
        commitment: 4,
        dealAgain: 3,
        rating: '3.50',
        comment: 'Good enough',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    const list = (await t.api('GET', `/services/${slug}/reviews`)).json().data;
    expect(list.meta.total).toBe(2);
    expect(list.data.map((r: { comment: string }) => r.comment)).toEqual(['Good enough', 'Great work']);
    expect(list.data[0].reviewer.name).toBe('Happy Client');
    expect((await page(slug)).json().data.sub_ratings).toEqual({
      attitude: '4.00',
      quality: '4.00',
      commitment: '4.50',
      deal_again: '4.00',
    });
  });

  it('suggests listed services of the same category, not the service itself', async () => {
    const row = await t.app.database.db.execute<{ main_category_id: number; category_id: number }>(
      sql`select main_category_id, category_id from services where id = ${serviceId}`,
    );
    const { main_category_id, category_id } = row.rows[0]!;
    const p = await insertProvider(t, 'Neighbour');
    const same = await insertListedService(t, {
      userId: p.id,
      names: { en: 'Same category service' },
      mainCategoryId: main_category_id,
      categoryId: category_id,
    });
    const elsewhere = await categoryPair(t, 2);
    await insertListedService(t, {
      userId: p.id,
      names: { en: 'Elsewhere' },
      mainCategoryId: elsewhere.mainId,
      categoryId: elsewhere.subId,
    });
    const similar = (await t.api('GET', `/similar-services/${slug}`)).json().data as { id: number }[];
    expect(similar.map((s) => s.id)).toEqual([same.id]);
  });
});
