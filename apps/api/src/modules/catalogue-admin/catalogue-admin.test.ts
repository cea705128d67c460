import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { categoryPair, insertListedService } from '../../test/listed-services';
import { account, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Member;
let finance: Member;

const as = (who: Member, body?: unknown) => ({ headers: who.auth, ...(body === undefined ? {} : { body }) });
const TAX = 'government-tax-percentage';
const texts = (word: string) => ({
  ar: `سؤال ${word}`,
  en: `Question ${word}`,
  fr: `Question ${word} en français`,
  tr: `Soru ${word}`,
});
const faqBody = (word: string) => ({
  topic: 'payments',
  question: texts(word),
  answer: texts(`answer ${word}`),
  sort_order: 3,
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, finance] = [await teamMember(t, 'admin'), await teamMember(t, 'finance')];
});
afterAll(() => t.close());

describe('fees and tax in the back office', () => {
  it('changes the tax for the next price, audited with before and after, and refuses what is no rate', async () => {
    const listed = await t.api('GET', '/admin/fees', as(admin));
    expect(listed.statusCode, listed.body).toBe(200);
    const tax = listed.json().data.find((fee: { slug: string }) => fee.slug === TAX);
    expect(tax).toMatchObject({ kind: 'percentage', currency: null });
    try {
      const saved = await t.api(
        'PATCH',
        `/admin/fees/${TAX}`,
        as(admin, { value: '7.5', reason: 'New rate from January' }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.value).toBe('7.50');
      const pricing = await t.api('GET', '/accounting/platform-pricing');
      expect(pricing.json().data.government_tax_percentage).toBe('7.50');
      const rows = await auditOf(t.app.database.db, { kind: 'paid_feature', id: TAX });
      expect(rows.at(-1)).toMatchObject({
        action: 'paid_feature.value',
        role: 'admin',
        before: { value: tax.value },
        after: { value: '7.50' },
        reason: 'New rate from January',
      });

      for (const value of ['7.555', '101', '-1', 'seven', '1e3']) {
        const refused = await t.api(
          'PATCH',
          `/admin/fees/${TAX}`,
          as(admin, { value, reason: 'Typing errors' }),
        );
        expect([refused.statusCode, Object.keys(refused.json().message)], value).toEqual([422, ['value']]);
      }
      const short = await t.api('PATCH', `/admin/fees/${TAX}`, as(admin, { value: '5', reason: 'no' }));
      expect(Object.keys(short.json().message)).toEqual(['reason']);
      expect(
        (await t.api('PATCH', '/admin/fees/no-such-fee', as(admin, { value: '1', reason: 'Nothing here' })))
          .statusCode,
      ).toBe(404);
    } finally {
      await t.api('PATCH', `/admin/fees/${TAX}`, as(admin, { value: tax.value, reason: 'Back as it was' }));
    }
  });

  it('keeps an amount in its currency decimals', async () => {
    const day = (await t.api('GET', '/admin/fees', as(admin)))
      .json()
      .data.find((fee: { kind: string }) => fee.kind === 'amount');
    const saved = await t.api(
      'PATCH',
      `/admin/fees/${day.slug}`,
      as(admin, { value: day.value, reason: 'Checked, kept' }),
    );
    expect(saved.json().data).toMatchObject({ value: day.value, currency: day.currency });
    const tooFine = await t.api(
      'PATCH',
      `/admin/fees/${day.slug}`,
      as(admin, { value: '1.001', reason: 'Checked, kept' }),
    );
    expect(tooFine.statusCode).toBe(422);
  });

  it('is the admins’ alone: another team role or an account gets the not-found answer', async () => {
    const someone = await account(t, 'Plain Account');
    for (const who of [finance, someone]) {
      expect((await t.api('GET', '/admin/fees', as(who))).statusCode).toBe(404);
      expect((await t.api('GET', '/admin/currencies', as(who))).statusCode).toBe(404);
      expect((await t.api('GET', '/admin/faqs', as(who))).statusCode).toBe(404);
      const write = await t.api(
        'PATCH',
        `/admin/fees/${TAX}`,
        as(who, { value: '0', reason: 'No tax at all' }),
      );
      expect(write.statusCode).toBe(404);
    }
    const tax = await t.app.database.db.execute<{ value: string }>(
      sql`select value::text as value from paid_features where slug = ${TAX}`,
    );
    expect(tax.rows[0]!.value).not.toBe('0');
  });
});

describe('currency rates in the back office', () => {
  it('reprices listings at once, even the cached ones, and asks to confirm a large move', async () => {
    const owner = await account(t, 'Rate Owner');
    const { mainId, subId } = await categoryPair(t);
    await insertListedService(t, {
      userId: owner.id,
      names: { en: 'Priced in dirhams' },
      mainCategoryId: mainId,
      categoryId: subId,
      prices: [100_000],
    });
    const converted = async () => {
      const list = await t.api('GET', `/services?main_category_id=${mainId}&per_page=30`, {
        headers: { currency: 'EUR' },
      });
      const found = list
        .json()
        .data.data.find((card: { name: string }) => card.name === 'Priced in dirhams') as {
        price_from: { converted: { amount: string } };
      };
      return Number(found.price_from.converted.amount);
    };
    const eur = (await t.api('GET', '/admin/currencies', as(admin)))
      .json()
      .data.find((c: { code: string }) => c.code === 'EUR');
    const before = await converted();

    const doubled = (Number(eur.usd_rate) * 2).toFixed(4);
    const held = await t.api(
      'PATCH',
      '/admin/currencies/eur',
      as(admin, { usd_rate: doubled, reason: 'Central bank' }),
    );
    expect(held.statusCode).toBe(422);
    expect(held.json().message.usd_rate[0]).toContain(doubled.replace(/0+$/, ''));
    expect(await converted()).toBe(before);

    const saved = await t.api(
      'PATCH',
      '/admin/currencies/EUR',
      as(admin, { usd_rate: doubled, confirm: true, reason: 'Central bank' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Number(saved.json().data.usd_rate)).toBe(Number(doubled));
    // The listing was cached a moment ago; the change cleared it.
    expect((await converted()) / before).toBeCloseTo(2, 1);
    const rate = await t.api('GET', '/currency-exchange-rate?from=USD&to=EUR');
    expect(Number(rate.json().data.rate)).toBe(Number(doubled));

    const rows = await auditOf(t.app.database.db, { kind: 'currency', id: 'EUR' });
    expect(rows.at(-1)).toMatchObject({ action: 'currency.rate', before: { usd_rate: eur.usd_rate } });
    await t.api(
      'PATCH',
      '/admin/currencies/EUR',
      as(admin, { usd_rate: eur.usd_rate, confirm: true, reason: 'Back' }),
    );
  });

  it('keeps the dollar at 1 and refuses rates that are none', async () => {
    const base = await t.api(
      'PATCH',
      '/admin/currencies/USD',
      as(admin, { usd_rate: '2', reason: 'Try the base' }),
    );
    expect([base.statusCode, Object.keys(base.json().message)]).toEqual([422, ['usd_rate']]);
    for (const usd_rate of ['0', '-3', 'abc', '1.12345678901', '9'.repeat(20)]) {
      const refused = await t.api(
        'PATCH',
        '/admin/currencies/AED',
        as(admin, { usd_rate, confirm: true, reason: 'Typing' }),
      );
      expect(refused.statusCode, usd_rate).toBe(422);
    }
    expect(
      (await t.api('PATCH', '/admin/currencies/XXX', as(admin, { usd_rate: '1', reason: 'No such one' })))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.api('PATCH', '/admin/currencies/E%00R', as(admin, { usd_rate: '1', reason: 'NUL byte' })))
        .statusCode,
    ).toBeLessThan(500);
  });

  it('queues two rates saved at once: each audit row starts where the other ended', async () => {
    const aed = (await t.api('GET', '/admin/currencies', as(admin)))
      .json()
      .data.find((c: { code: string }) => c.code === 'AED');
    const [a, b] = ['3.6800', '3.6900'];
    const both = await Promise.all(
      [a, b].map((usd_rate) =>
        t.api('PATCH', '/admin/currencies/AED', as(admin, { usd_rate, reason: 'Same moment' })),
      ),
    );
    expect(both.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const rows = (await auditOf(t.app.database.db, { kind: 'currency', id: 'AED' })).slice(-2);
    expect(rows[0]!.before).toEqual({ usd_rate: aed.usd_rate });
    expect(rows[1]!.before).toEqual(rows[0]!.after);
    await t.api('PATCH', '/admin/currencies/AED', as(admin, { usd_rate: aed.usd_rate, reason: 'Back' }));
  });
});

describe('the FAQ in the back office', () => {
  it('adds, rewrites and removes a question in four languages; the FAQ page follows at once', async () => {
    const added = await t.api('POST', '/admin/faqs', as(admin, faqBody('about refunds')));
    expect(added.statusCode, added.body).toBe(200);
    const faq = added.json().data;
    expect(faq).toMatchObject({ slug: 'question-about-refunds', topic: 'payments', sort_order: 3 });
    for (const lang of ['ar', 'en', 'fr', 'tr'] as const) {
      const page = await t.api('GET', '/faqs?topic=payments', { headers: { 'content-language': lang } });
      expect(page.json().data.map((f: { question: string }) => f.question)).toContain(
        texts('about refunds')[lang],
      );
    }

    const rewritten = await t.api(
      'PUT',
      `/admin/faqs/${faq.id}`,
      as(admin, { ...faqBody('about refunds, clearer'), topic: 'deals' }),
    );
    expect(rewritten.json().data).toMatchObject({ id: faq.id, slug: faq.slug, topic: 'deals' });
    const deals = await t.api('GET', '/faqs?topic=deals', { headers: { 'content-language': 'fr' } });
    expect(deals.json().data.map((f: { question: string }) => f.question)).toContain(
      'Question about refunds, clearer en français',
    );

    const again = await t.api('POST', '/admin/faqs', as(admin, faqBody('about refunds')));
    expect(again.json().data.slug).toBe('question-about-refunds-2');

    expect((await t.api('DELETE', `/admin/faqs/${faq.id}`, as(admin))).statusCode).toBe(200);
    expect((await t.api('DELETE', `/admin/faqs/${faq.id}`, as(admin))).statusCode).toBe(404);
    const all = await t.api('GET', '/faqs');
    expect(all.json().data.map((f: { id: number }) => f.id)).not.toContain(faq.id);
    const rows = await auditOf(t.app.database.db, { kind: 'faq', id: faq.id });
    expect(rows.map((row) => row.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
    expect(rows[2]!.before).toMatchObject({ question: texts('about refunds, clearer') });
  });

  it('names each missing language under its own field', async () => {
    const { tr: _, ...threeLanguages } = texts('half done');
    const refused = await t.api(
      'POST',
      '/admin/faqs',
      as(admin, { ...faqBody('half done'), question: threeLanguages, answer: { ...texts('x'), ar: ' ' } }),
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().message).sort()).toEqual(['answer.ar', 'question.tr']);
    const nul = await t.api(
      'POST',
      '/admin/faqs',
      as(admin, { ...faqBody('nul'), question: { ...texts('a'), en: 'a\u0000b' } }),
    );
    expect(nul.statusCode).toBe(422);
  });

  it('gives two questions added at the same instant their own addresses', async () => {
    const both = await Promise.all(
      [1, 2].map(() => t.api('POST', '/admin/faqs', as(admin, faqBody('at once')))),
    );
    expect(both.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(new Set(both.map((reply) => reply.json().data.slug)).size).toBe(2);
  });
});

describe('the categories in the back office', () => {
  type Node = { id: number; slug: string; name: string; icon: string | null; children: Node[] };
  const tree = async (lang = 'en') =>
    (await t.api('GET', '/all-categories', { headers: { 'content-language': lang } })).json().data as Node[];
  const named = (word: string) => ({
    name: { ar: `تصنيف ${word}`, en: `Category ${word}`, fr: `Catégorie ${word}`, tr: `Kategori ${word}` },
    description: {
      ar: `وصف ${word}`,
      en: `About ${word}`,
      fr: `À propos de ${word}`,
      tr: `${word} hakkında`,
    },
  });

  it('renames a category in four languages; the cached tree follows at once, and the change is audited', async () => {
    const [main] = await tree('fr');
    const list = (await t.api('GET', '/admin/categories', as(admin))).json().data;
    const row = list.find((c: { id: number }) => c.id === main!.id);
    const saved = await t.api(
      'PUT',
      `/admin/categories/${main!.id}`,
      as(admin, { ...named('renamed'), icon: 'camera', sort_order: row.sort_order }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ slug: main!.slug, icon: 'camera' });
    const after = (await tree('fr')).find((c) => c.id === main!.id)!;
    expect([after.name, after.icon]).toEqual(['Catégorie renamed', 'camera']);
    const rows = await auditOf(t.app.database.db, { kind: 'category', id: main!.id });
    expect(rows.at(-1)).toMatchObject({
      action: 'category.update',
      before: { name: row.name },
      after: { name: named('renamed').name },
    });
    await t.api(
      'PUT',
      `/admin/categories/${main!.id}`,
      as(admin, { name: row.name, description: row.description, icon: row.icon, sort_order: row.sort_order }),
    );
  });

  it('adds a sub category under a main one only, with its own address and no icon', async () => {
    const [main] = await tree();
    const made = await t.api(
      'POST',
      '/admin/categories',
      as(admin, { ...named('drones'), parent_id: main!.id, icon: 'truck', sort_order: 99 }),
    );
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      slug: 'category-drones',
      parent_id: main!.id,
      icon: null,
      services_count: 0,
    });
    const children = (await tree()).find((c) => c.id === main!.id)!.children;
    expect(children.map((c) => c.name)).toContain('Category drones');

    const again = await t.api(
      'POST',
      '/admin/categories',
      as(admin, { ...named('drones'), parent_id: main!.id }),
    );
    expect(again.json().data.slug).toBe('category-drones-2');
    for (const parent_id of [made.json().data.id, 2_147_483_647, 2_147_483_648]) {
      const refused = await t.api('POST', '/admin/categories', as(admin, { ...named('deeper'), parent_id }));
      expect([refused.statusCode, Object.keys(refused.json().message)], String(parent_id)).toEqual([
        422,
        ['parent_id'],
      ]);
    }
    const mainMade = await t.api(
      'POST',
      '/admin/categories',
      as(admin, { ...named('space'), icon: 'sparkles' }),
    );
    expect(mainMade.json().data).toMatchObject({ parent_id: null, icon: 'sparkles' });
    expect((await tree()).map((c) => c.name)).toContain('Category space');
    const badIcon = await t.api('POST', '/admin/categories', as(admin, { ...named('odd'), icon: 'rocket' }));
    expect(Object.keys(badIcon.json().message)).toEqual(['icon']);
    expect((await t.api('PUT', '/admin/categories/999999', as(admin, named('none')))).statusCode).toBe(404);
    expect((await t.api('GET', '/admin/categories', as(finance))).statusCode).toBe(404);
  });
});

describe('the legal pages in the back office', () => {
  const page = (lang: string, word: string) => ({
    title: `Terms ${word} (${lang})`,
    intro: `What both sides agree to, ${lang}.`,
    sections: [
      {
        title: `Deals ${lang}`,
        paragraphs: ['A deal binds both sides once paid.', 'Money waits in escrow.'],
      },
    ],
  });
  const content = (word: string) => ({
    ar: page('ar', word),
    en: page('en', word),
    fr: page('fr', word),
    tr: page('tr', word),
  });

  it('shows the shipped text until first saved, then the saved page in each language, audited', async () => {
    expect((await t.api('GET', '/pages/terms')).statusCode).toBe(404);
    const listed = (await t.api('GET', '/admin/pages', as(admin))).json().data;
    expect(listed.map((p: { slug: string; content: unknown }) => [p.slug, p.content])).toEqual([
      ['privacy', null],
      ['terms', null],
    ]);
    const saved = await t.api(
      'PUT',
      '/admin/pages/terms',
      as(admin, { content: content('v1'), reason: 'Escrow explained' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const french = await t.api('GET', '/pages/terms', { headers: { 'content-language': 'fr' } });
    expect(french.json().data).toMatchObject({ title: 'Terms v1 (fr)', sections: [{ title: 'Deals fr' }] });
    await t.api('PUT', '/admin/pages/terms', as(admin, { content: content('v2'), reason: 'Second wording' }));
    const rows = await auditOf(t.app.database.db, { kind: 'static_page', id: 'terms' });
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['static_page.update', 'Escrow explained'],
      ['static_page.update', 'Second wording'],
    ]);
    expect(rows[1]!.before).toMatchObject({ content: { en: { title: 'Terms v1 (en)' } } });
  });

  it('names what is missing in each language, and stays the admins’', async () => {
    const broken = {
      ...content('v3'),
      fr: { ...page('fr', 'v3'), sections: [] },
      tr: { ...page('tr', 'v3'), title: '' },
    };
    const refused = await t.api(
      'PUT',
      '/admin/pages/privacy',
      as(admin, { content: broken, reason: 'Half written' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().message).sort()).toEqual(['content.fr.sections', 'content.tr.title']);
    expect(
      (await t.api('PUT', '/admin/pages/cookies', as(admin, { content: content('x'), reason: 'No such' })))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.api('PUT', '/admin/pages/privacy', as(finance, { content: content('x'), reason: 'Not mine' })))
        .statusCode,
    ).toBe(404);
    expect((await t.api('GET', '/pages/privacy')).statusCode).toBe(404);
  });
});
