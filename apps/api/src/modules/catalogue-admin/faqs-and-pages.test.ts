import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Member;
let finance: Member;

const as = (who: Member, body?: unknown) => ({ headers: who.auth, ...(body === undefined ? {} : { body }) });
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

  it('queues two first saves of a page: the second audit row starts from the first save', async () => {
    const saves = await Promise.all(
      ['first', 'second'].map((word) =>
        t.api(
          'PUT',
          '/admin/pages/privacy',
          as(admin, { content: content(word), reason: `The ${word} wording` }),
        ),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);
    const rows = await auditOf(t.app.database.db, { kind: 'static_page', id: 'privacy' });
    expect(rows).toHaveLength(2);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]!.before).toEqual(rows[0]!.after);
    const shown = await t.api('GET', '/pages/privacy', { headers: { 'content-language': 'en' } });
    expect(rows[1]!.after).toMatchObject({ content: { en: { title: shown.json().data.title } } });
  });
});
