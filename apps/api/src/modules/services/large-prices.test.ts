import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { completeDraft } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Prices past what an `integer` column held: one fils over 21,474,836.47 AED (2^31 fils), one past a
 * float's exact integers (2^53 + 1 fils) and the largest a `bigint` holds. Each is typed, stored,
 * listed, filtered and shown to the fils, in the service's currency and converted, with no float on
 * the way.
 */
const PAST_INT4 = '21474836.49';
const PAST_FLOAT = '90071992547409.93';
const LARGEST = '92233720368547758.07';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpVerified>>;
let id: number;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpVerified(t, 'Large Prices Owner');
  id = await completeDraft(t, owner.auth);
});
afterAll(() => t.close());

describe('prices past integer and float limits', () => {
  it('keeps every fils of the budgets and extra options as they are saved and published', async () => {
    const saved = await t.api('POST', `/services/${id}/save-draft`, {
      headers: owner.auth,
      body: {
        pricing: 'plans',
        budgets: {
          basic: { price: PAST_INT4, delivery_days: 3 },
          standard: { price: PAST_FLOAT, delivery_days: 5 },
          premium: { price: '٩٢٢٣٣٧٢٠٣٦٨٥٤٧٧٥٨٫٠٧', delivery_days: 7 },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.budgets.map((b: { price: string }) => b.price)).toEqual([
      PAST_INT4,
      PAST_FLOAT,
      LARGEST,
    ]);

    const beyond = await t.api('POST', `/services/${id}/save-draft`, {
      headers: owner.auth,
      body: { pricing: 'plans', budgets: { premium: { price: '92233720368547758.08', delivery_days: 7 } } },
    });
    expect(beyond.statusCode).toBe(422);
    expect(Object.keys(beyond.json().message)).toEqual(['budgets.premium.price']);

    const extra = await t.api('POST', '/budgets/extra-options/adding', {
      headers: owner.auth,
      body: {
        service_id: id,
        price: PAST_FLOAT,
        description: 'A very large extra',
        delivery_days: 1,
        unit: 'day',
      },
    });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json().data.price).toBe(PAST_FLOAT);

    const published = await t.api('PATCH', `/services/${id}`, { headers: owner.auth, body: {} });
    expect(published.statusCode, published.body).toBe(200);
    slug = published.json().data.slug;

    const stored = await t.app.database.db.execute<{ min_price: string; prices: string }>(sql`
      select s.min_price::text as min_price,
        (select string_agg(price::text, ' ' order by price) from service_budgets where service_id = s.id) as prices
      from services s where s.id = ${id}`);
    expect(stored.rows[0]).toEqual({
      min_price: '2147483649',
      prices: '2147483649 9007199254740993 9223372036854775807',
    });
  });

  it('shows them on the service page and in the owner list, converted exactly too', async () => {
    const page = await t.api('GET', `/services/${slug}`, {
      headers: { 'content-language': 'en', currency: 'USD' },
    });
    expect(page.statusCode, page.body).toBe(200);
    const detail = page.json().data;
    expect(detail.budgets.map((b: { price: { amount: string } }) => b.price.amount)).toEqual([
      PAST_INT4,
      PAST_FLOAT,
      LARGEST,
    ]);
    // At 3.6725 AED per dollar, in numeric arithmetic: the figures a float would blur.
    expect(
      detail.budgets.map((b: { price: { converted: { amount: string } } }) => b.price.converted.amount),
    ).toEqual(['5847470.79', '24526070128634.43', '25114695811721649.58']);
    expect(detail.extra_options[0].price).toEqual({
      amount: PAST_FLOAT,
      currency: 'AED',
      converted: { amount: '24526070128634.43', currency: 'USD' },
    });

    // In a currency of many units per dirham the largest price is past a bigint; it is still exact.
    const lebanese = await t.api('GET', `/services/${slug}`, { headers: { currency: 'LBP' } });
    expect(lebanese.statusCode, lebanese.body).toBe(200);
    expect(lebanese.json().data.budgets[2].price.converted.amount).toBe('2247765275149087637104.15');

    const mine = await t.api('GET', '/my-services?type=provided&status=open', { headers: owner.auth });
    expect(mine.json().data.data.find((s: { id: number }) => s.id === id).price_from).toBe(PAST_INT4);
  });

  it('is found by a price filter above what an integer held', async () => {
    const listed = async (query: string, currency = 'AED') =>
      (await t.api('GET', `/services?${query}&per_page=30`, { headers: { currency } })).json().data.data as {
        id: number;
        price_from: { amount: string; currency: string; converted: { amount: string } | null };
      }[];
    const found = await listed('min_price=21474836');
    expect(found.map((s) => s.id)).toContain(id);
    expect(found.find((s) => s.id === id)?.price_from).toEqual({
      amount: PAST_INT4,
      currency: 'AED',
      converted: null,
    });
    expect((await listed('min_price=21474836&max_price=21474836')).map((s) => s.id)).not.toContain(id);
    expect((await listed('min_price=5847470', 'USD')).map((s) => s.id)).toContain(id);
  });
});
