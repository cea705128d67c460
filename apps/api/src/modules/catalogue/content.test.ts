import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string, lang = 'en') =>
  (await t.api('GET', path, { headers: { 'content-language': lang } })).json();

describe('FAQ', () => {
  it('answers in the request language and filters by topic', async () => {
    const all = (await get('/faqs', 'tr')).data;
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      topic: expect.any(String),
      question: expect.any(String),
      answer: expect.any(String),
    });
    const payments = (await get('/faqs?topic=payments')).data;
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((f: { topic: string }) => f.topic === 'payments')).toBe(true);
  });
});

describe('statistics', () => {
  it('counts what the database holds, and follows new feedback', async () => {
    const before = (await get('/about-us/statistics')).data;
    const tree = (await get('/all-categories')).data;
    expect(before.main_categories).toBe(tree.length);
    expect(before.sub_categories).toBe(
      tree.reduce((n: number, m: { children: unknown[] }) => n + m.children.length, 0),
    );
    expect(before.languages).toBe(4);
    expect(before.countries).toBe((await get('/countries')).data.length);

    const rated = await t.api('POST', '/application/rating', {
      body: { stars: 4, comment: 'Clear and fast to use.' },
    });
    expect(rated.statusCode).toBe(201);
    const after = (await get('/about-us/statistics')).data;
    expect(after.app_ratings).toBe(before.app_ratings + 1);
    expect(after.average_app_rating).not.toBeNull();
  });
});

describe('paid features and platform pricing', () => {
  it('holds the tax rate under government-tax-percentage', async () => {
    const tax = (await get('/paid-features/government-tax-percentage')).data;
    expect(tax).toMatchObject({ slug: 'government-tax-percentage', kind: 'percentage', price: '5.00' });
    const list = (await get('/paid-features', 'ar')).data;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect((await t.api('GET', '/paid-features/unknown-feature')).statusCode).toBe(404);
  });

  it('derives the platform pricing from the paid features', async () => {
    const pricing = (await get('/accounting/platform-pricing')).data;
    expect(pricing).toMatchObject({ currency: 'AED', government_tax_percentage: '5.00' });
    expect(Number(pricing.client_service_fee_percentage)).toBeGreaterThan(0);
    expect(pricing.minimum_service_fee).toMatch(/^\d+\.\d{2}$/);
  });
});
