import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { providerMatchesSql } from './search.repository';

let t: TestApp;
const ids: Record<string, number> = {};

async function search(name: string, type = 'service', lang = 'en') {
  const res = await t.api('GET', `/search?name=${encodeURIComponent(name)}&type=${type}`, {
    headers: { 'content-language': lang },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.error).toBe(false);
  return body.data as { id: number; name: string; slug: string; media: Record<string, unknown> }[];
}
const found = async (name: string, type = 'service') => (await search(name, type)).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  const { mainId, subId } = await categoryPair(t);
  const yasmin = await insertProvider(t, 'Yasmin Haddad');
  const omar = await insertProvider(t, 'عمر الخطيب');
  const mehmet = await insertProvider(t, 'Mehmet Yılmaz Özdemir');
  const institution = await insertProvider(t, 'مؤسسة الأمانة للتجارة');
  const olivia = await insertProvider(t, 'Olivia Johnson');
  const listed = (
    key: string,
    input: Omit<Parameters<typeof insertListedService>[1], 'userId' | 'mainCategoryId'>,
    userId = yasmin.id,
  ) =>
    insertListedService(t, { userId, mainCategoryId: mainId, categoryId: subId, ...input }).then((row) => {
      ids[key] = row.id;
    });
  await listed('plurals', { names: { ar: 'تصاميم الشعارات الاحترافية' } });
  await listed('article', { names: { ar: 'تصميم الشعار لشركتك الناشئة' } }, omar.id);
  await listed('translation', {
    names: { ar: 'ترجمة المستندات القانونية', fr: 'Traductions juridiques certifiées' },
  });
  await listed('turkish', { names: { tr: 'Kurumsal logo tasarımları', en: 'Corporate logo designs' } });
  await listed('english', { names: { en: 'Professional logo design for shops' }, rating: '4.10' });
  await listed('english-better', { names: { en: 'Professional logo design for shops' }, rating: '4.90' });
  await listed('photos', {
    names: { en: 'Wedding photography in Dubai' },
    descriptions: { en: '<p>Full day coverage, edited pictures and an album within two weeks.</p>' },
  });
  await listed('mentions-album', {
    names: { en: 'Printing services for events' },
    descriptions: { en: '<p>We print your wedding album, cards and banners in one day.</p>' },
  });
  await listed('mehmet', { names: { tr: 'Ev tadilatı' } }, mehmet.id);
  await listed('institution', { names: { ar: 'توريد مواد البناء' } }, institution.id);
  await listed('bookkeeping', { names: { en: 'Bookkeeping for small shops' } }, olivia.id);
  await listed('closed', { names: { en: 'Closed logo design studio' }, status: 'closed' });
});
afterAll(() => t.close());

describe('GET /search for services', () => {
  it('finds Arabic names with or without the article, in singular or broken plural', async () => {
    const hits = await found('تصميم شعار');
    expect(hits).toEqual(expect.arrayContaining([ids.plurals, ids.article]));
    expect(hits).not.toContain(ids.translation);
    expect(await found('الشعارات')).toEqual(expect.arrayContaining([ids.plurals, ids.article]));
  });

  it('ignores Arabic diacritics in the query', async () => {
    expect(await found('تَصْمِيمُ الشِّعَار')).toEqual(expect.arrayContaining([ids.plurals, ids.article]));
  });

  it('stems French and Turkish words', async () => {
    expect(await found('traduction juridique')).toContain(ids.translation);
    expect(await found('logo tasarım')).toContain(ids.turkish);
  });

  it('tolerates a typo and finds a word while it is still being typed', async () => {
    expect(await found('logo desgin')).toEqual(expect.arrayContaining([ids.english, ids['english-better']]));
    expect(await found('photogr')).toContain(ids.photos);
  });

  it('ranks a match in the name above one in the description, then by rating', async () => {
    const hits = await found('wedding album');
    expect(hits.indexOf(ids.photos!)).toBeGreaterThanOrEqual(0);
    const logo = await found('professional logo design');
    expect(logo.indexOf(ids['english-better']!)).toBeLessThan(logo.indexOf(ids.english!));
    const wedding = await found('wedding');
    expect(wedding.indexOf(ids.photos!)).toBeLessThan(wedding.indexOf(ids['mentions-album']!));
  });

  it('never shows a service that is not listed', async () => {
    expect(await found('closed logo design studio')).not.toContain(ids.closed);
  });

  it('answers in the request language with a thumbnail and a placeholder colour', async () => {
    const [hit] = await search('Traductions juridiques', 'service', 'fr');
    expect(hit).toMatchObject({ id: ids.translation, name: 'Traductions juridiques certifiées' });
    expect(hit?.slug).toMatch(/^service-/);
    expect(hit?.media).toMatchObject({ place_holder: { medium_bg: expect.stringMatching(/^#/) } });
    expect(hit?.media.thumbnail).toEqual(expect.stringMatching(/^\/media\/services\//));
  });

  it('finds nothing below four characters', async () => {
    expect(await found('log')).toEqual([]);
  });
});

describe('GET /search for providers', () => {
  it('finds a provider by part of the name or with a typo, with the avatar as medium', async () => {
    const partial = await search('hadda', 'provider');
    expect(partial.map((p) => p.name)).toContain('Yasmin Haddad');
    expect(partial[0]?.media).toHaveProperty('medium');
    expect((await search('yasmn hadad', 'provider')).map((p) => p.name)).toContain('Yasmin Haddad');
    expect((await search('الخطيب', 'provider')).map((p) => p.name)).toContain('عمر الخطيب');
  });

  it('finds a name typed with two neighbouring letters swapped, which trigrams alone miss', async () => {
    // Each is under a half like the name by trigrams (a third for Jonhson), below the threshold.
    const typed = { Jonhson: 'Olivia Johnson', Yamsin: 'Yasmin Haddad', الطخيب: 'عمر الخطيب' };
    for (const [text, name] of Object.entries(typed)) {
      expect(
        (await search(text, 'provider')).map((p) => p.name),
        text,
      ).toContain(name);
    }
  });

  it('finds names written with Turkish letters, hamza or ta marbuta, however the query writes them', async () => {
    for (const text of ['Yılmaz', 'yilmaz', 'Özdemi', 'ozdemir']) {
      expect(
        (await search(text, 'provider')).map((p) => p.name),
        text,
      ).toContain('Mehmet Yılmaz Özdemir');
    }
    for (const text of ['مؤسسة', 'موسسه', 'الامانه']) {
      expect(
        (await search(text, 'provider')).map((p) => p.name),
        text,
      ).toContain('مؤسسة الأمانة للتجارة');
    }
  });

  it('matches folded names through their trigram index, not by folding every account', async () => {
    // A few test accounts would be scanned anyway; with scans ruled out the plan shows whether the
    // search's expression is the one the index was built on.
    const plan = await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select u.id from users u where ${providerMatchesSql('yilmaz')}`,
      );
    });
    const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(lines).toContain('users_folded_name_trgm_idx');
    expect(lines).not.toMatch(/Seq Scan/);
  });
});

describe('GET /search-suggestions', () => {
  it('suggests categories whose name holds the text, in the request language', async () => {
    const tree = (await t.api('GET', '/all-categories', { headers: { 'content-language': 'en' } })).json()
      .data;
    const name: string = tree[0].name;
    const res = await t.api('GET', `/search-suggestions?name=${encodeURIComponent(name.slice(0, 5))}`, {
      headers: { 'content-language': 'en' },
    });
    expect(res.json().data).toEqual(
      expect.arrayContaining([{ text: name, kind: 'category', slug: tree[0].slug }]),
    );
  });
});
