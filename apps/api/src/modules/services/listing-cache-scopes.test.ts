import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { completeDraft } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = async (query: string, lang = 'en') =>
  (
    (await t.api('GET', `/services?per_page=30&${query}`, { headers: { 'content-language': lang } })).json()
      .data.data as { name: string }[]
  ).map((card) => card.name);

describe('cached listings after a change to one service', () => {
  it("clears the listings of the service's categories and those not filtered by category, and keeps the others", async () => {
    const elsewhere = await categoryPair(t, 3);
    const other = await insertProvider(t, 'Elsewhere Provider');
    const kept = await insertListedService(t, {
      userId: other.id,
      names: { en: 'Calligraphy before' },
      mainCategoryId: elsewhere.mainId,
      categoryId: elsewhere.subId,
    });
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    expect((await t.api('PATCH', `/services/${id}`, { headers: auth, body: {} })).statusCode).toBe(200);
    const [changed] = (
      await t.app.database.db.execute<{ main: number }>(
        sql`select main_category_id as main from services where id = ${id}`,
      )
    ).rows;
    expect(changed!.main).not.toBe(elsewhere.mainId);

    // Warm: each listing is built once and cached.
    expect(await names(`main_category_id=${elsewhere.mainId}`)).toEqual(['Calligraphy before']);
    expect(await names('')).toContain('Calligraphy before');
    expect(await names(`main_category_id=${changed!.main}`)).toHaveLength(1);

    // A change the caches do not hear of: whichever listing is built again shows it.
    await t.app.database.db.execute(
      sql`update services set name = '{"en": "Calligraphy after"}'::jsonb where id = ${kept.id}`,
    );
    // The published service closes: its category's listings and the unfiltered ones go stale.
    expect((await t.api('POST', `/services/${id}/close`, { headers: auth })).statusCode).toBe(200);

    expect(await names(`main_category_id=${changed!.main}`)).toEqual([]);
    expect(await names('')).toContain('Calligraphy after');
    // The other category's listing was kept: it still shows what it was built with.
    expect(await names(`main_category_id=${elsewhere.mainId}`)).toEqual(['Calligraphy before']);
    t.app.listingCache.clear();
    expect(await names(`main_category_id=${elsewhere.mainId}`)).toEqual(['Calligraphy after']);
  });

  it('reads a page once for the four languages, and again once the listings are cleared', async () => {
    const { mainId, subId } = await categoryPair(t, 4);
    const provider = await insertProvider(t, 'Polyglot Provider');
    const service = await insertListedService(t, {
      userId: provider.id,
      names: { ar: 'خط عربي', en: 'Arabic calligraphy' },
      mainCategoryId: mainId,
      categoryId: subId,
    });
    expect(await names(`category_id=${subId}`, 'ar')).toEqual(['خط عربي']);
    // Unheard of by the caches: the English reply, never built yet, comes from the page read for Arabic.
    await t.app.database.db.execute(
      sql`update services set name = '{"ar": "خط عربي", "en": "Calligraphy, renamed"}'::jsonb where id = ${service.id}`,
    );
    expect(await names(`category_id=${subId}`, 'en')).toEqual(['Arabic calligraphy']);
    t.app.listingCache.clear();
    expect(await names(`category_id=${subId}`, 'en')).toEqual(['Calligraphy, renamed']);
  });
});
