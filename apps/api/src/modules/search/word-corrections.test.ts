import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withTypoThreshold } from './search.repository';
import { toSearchQuery } from './search-query';
import { correctedQuery, withWholeLastWord } from './word-corrections';

/** Mistyped texts corrected against the words of the services' names, and found through them. */
let t: TestApp;
const ids: Record<string, number> = {};
let listed: (key: string, names: Record<string, string>) => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  const { mainId, subId } = await categoryPair(t);
  const provider = await insertProvider(t, 'Studio Nour');
  listed = async (key, names) => {
    ids[key] = (
      await insertListedService(t, { userId: provider.id, mainCategoryId: mainId, categoryId: subId, names })
    ).id;
  };
  await listed('photos', { en: 'Wedding photography in Dubai' });
  await listed('pests', { en: 'Pest control for villas', ar: 'مكافحة الحشرات في الفلل' });
  await listed('site', { en: 'Shop on example.com, built for you' });
});
afterAll(() => t.close());

const words = async () =>
  (await t.app.database.db.execute<{ word: string }>(sql`select word from search_words`)).rows.map(
    (r) => r.word,
  );
const corrected = (text: string) =>
  withTypoThreshold(t.app.database.db, (tx) => correctedQuery(tx, toSearchQuery(text)!));
const search = async (text: string, lang = 'en') => {
  const res = await t.api('GET', `/search?name=${encodeURIComponent(text)}&type=service`, {
    headers: { 'content-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number }[]).map((hit) => hit.id);
};
const listing = async (text: string) => {
  const res = await t.api('GET', `/services?name=${encodeURIComponent(text)}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { id: number }[]).map((s) => s.id);
};

describe('the words of the names', () => {
  it('keeps every folded word of three letters or more of each name written, in any script', async () => {
    expect(await words()).toEqual(
      expect.arrayContaining(['wedding', 'photography', 'dubai', 'control', 'مكافحه', 'الحشرات']),
    );
    expect(await words()).not.toContain('in');
  });

  it('adds the words of a renamed service', async () => {
    await t.app.database.db.execute(
      sql`update services set search_text = 'calligraphie arabe' where id = ${ids.photos!}`,
    );
    expect(await words()).toEqual(expect.arrayContaining(['calligraphie', 'arabe']));
  });
});

describe('a last word typed whole', () => {
  const whole = (text: string) =>
    withTypoThreshold(t.app.database.db, (tx) => withWholeLastWord(tx, toSearchQuery(text)!));

  it('is read from the text indexes as a word when the names hold it, else as a prefix', async () => {
    expect((await whole('wedding photography')).stemmed[1]?.input).toBe('wedding & photography');
    expect((await whole('wedding photogr')).stemmed[1]?.input).toBe('wedding & photogr:*');
    // Short words stay prefixes: "pest" may yet become "pesto".
    expect((await whole('pest')).stemmed[1]?.input).toBe('pest:*');
    expect(await search('wedding photogr')).toEqual([ids.photos]);
  });
});

describe('a mistyped text', () => {
  it('gives each word its nearest words of the names, the typed one first', async () => {
    const query = await corrected('pest contrl');
    expect(query?.words).toEqual(['pest', 'contrl']);
    expect(query?.stemmed[1]?.input).toMatch(/^pest & \(contrl:\* \| [^)]*control/);
  });

  it('counts a word with two neighbouring letters swapped as the word', async () => {
    expect((await corrected('photogrpahy'))?.keys).toContain('photography');
  });

  it('answers nothing new when no word has another spelling, and never a token that is not a word', async () => {
    expect(await corrected('zqxwv')).toBeUndefined();
    const query = await corrected('exampel');
    expect(JSON.stringify(query ?? {})).not.toContain('example.com');
  });

  it('is found in the header search and in the listing, below nothing that matches exactly', async () => {
    expect(await search('pest contrl')).toEqual([ids.pests]);
    expect(await search('مكافحة الحشرت', 'ar')).toEqual([ids.pests]);
    expect(await listing('pest contrl')).toEqual([ids.pests]);
    expect(await search('qqqq zzzz')).toEqual([]);
  });

  it('never finds a service that is not listed through the words of its name', async () => {
    const { mainId } = await categoryPair(t);
    const owner = await insertProvider(t, 'Closed Owner');
    await insertListedService(t, {
      userId: owner.id,
      mainCategoryId: mainId,
      names: { en: 'Quokka grooming' },
      status: 'closed',
    });
    expect(await words()).toContain('quokka');
    expect(await search('quoka groming')).toEqual([]);
    expect(await listing('quoka groming')).toEqual([]);
  });
});
