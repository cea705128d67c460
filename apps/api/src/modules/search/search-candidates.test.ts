import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type CandidateBounds, createSearchRepository } from './search.repository';
import { toSearchQuery } from './search-query';

/**
 * Which matches a search ranks, with its bounds made small: the two best rated services of all are
 * not calligraphy, the four calligraphy services below them are rated 4.9 to 3.0, and a fifth, rated
 * 1.0, is promoted.
 */
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { mainId, subId } = await categoryPair(t);
  const p = await insertProvider(t, 'Khatt Studio');
  const listed = async (key: string, name: string, rating: string) => {
    ids[key] = (
      await insertListedService(t, {
        userId: p.id,
        mainCategoryId: mainId,
        categoryId: subId,
        names: { en: name },
        rating,
      })
    ).id;
  };
  await listed('best', 'Wedding photography', '5.00');
  await listed('second', 'Wedding photography', '4.95');
  await listed('a', 'Arabic calligraphy', '4.90');
  await listed('b', 'Arabic calligraphy', '4.80');
  await listed('c', 'Arabic calligraphy', '4.00');
  await listed('d', 'Arabic calligraphy', '3.00');
  await listed('promoted', 'Arabic calligraphy', '1.00');
  await t.app.database.db.execute(
    sql`update services set promoted_until = now() + interval '1 day' where id = ${ids.promoted!}`,
  );
});
afterAll(() => t.close());

const search = (bounds: CandidateBounds, limit: number) =>
  createSearchRepository(t.app.database.db, bounds)
    .services(toSearchQuery('calligraphy')!, limit)
    .then((hits) => hits.map((hit) => hit.id));
const keyed = (...keys: string[]) => keys.map((key) => ids[key]);

describe('the candidates a search ranks', () => {
  it('takes a common word best rated matches from the best rated services, the promoted one first', async () => {
    // The four best rated services hold two calligraphy ones: enough, nothing else is read.
    expect(await search({ candidates: 2, topRated: 4, sampled: 1, enough: 2 }, 2)).toEqual(
      keyed('promoted', 'a'),
    );
  });

  it('reads every match of a word too rare for the best rated, and ranks them by rating', async () => {
    expect(await search({ candidates: 10, topRated: 2, sampled: 10, enough: 10 }, 3)).toEqual(
      keyed('promoted', 'a', 'b'),
    );
  });

  it('keeps the best rated matches it found when the rest is a sample', async () => {
    const found = await search({ candidates: 3, topRated: 3, sampled: 2, enough: 3 }, 3);
    expect(found).toEqual(expect.arrayContaining(keyed('promoted', 'a')));
    expect(found).toHaveLength(3);
  });

  it('reads no sample when the best rated hold enough matches', async () => {
    // The four best rated hold two calligraphy services: enough, so the two below them go unread.
    expect(await search({ candidates: 10, topRated: 4, sampled: 10, enough: 2 }, 5)).toEqual(
      keyed('promoted', 'a', 'b'),
    );
    // Asking for three among them reads the sample, which finds the rest.
    expect(await search({ candidates: 10, topRated: 4, sampled: 10, enough: 3 }, 5)).toEqual(
      keyed('promoted', 'a', 'b', 'c', 'd'),
    );
  });
});
