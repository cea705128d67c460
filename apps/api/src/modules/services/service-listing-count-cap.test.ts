import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toSearchQuery } from '../search/search-query';
import { createServiceCardsRepository } from './service-cards.repository';
import { createServiceListingRepository, type ListingFilters } from './service-listing.repository';

// Six services in one category, AED 10 to 60, all named after logos; one elsewhere.
let t: TestApp;
let cats: { mainId: number; subId: number };
const PAGE = { limit: 2, offset: 0 };

beforeAll(async () => {
  // The reply's counting stops at 5 here; the repository's cases name their own cap.
  t = await createTestApp({ LISTING_COUNT_CAP: 5 });
  cats = await categoryPair(t, 0);
  const other = await categoryPair(t, 1);
  const p = await insertProvider(t, 'Counted Provider');
  for (let i = 1; i <= 6; i += 1) {
    await insertListedService(t, {
      userId: p.id,
      names: { en: `Logo design ${i}` },
      mainCategoryId: cats.mainId,
      categoryId: cats.subId,
      prices: [i * 1_000],
    });
  }
  await insertListedService(t, {
    userId: p.id,
    names: { en: 'Translation' },
    mainCategoryId: other.mainId,
    categoryId: other.subId,
  });
});
afterAll(() => t.close());

// `fewPriced` 0 makes a price range counted as a large one would be, not read by id.
const listingWithCap = (countCap: number, fewPriced?: number) => {
  const db = t.app.database.db;
  return createServiceListingRepository(db, createServiceCardsRepository(db), { countCap, fewPriced });
};
const filters = (f: Partial<ListingFilters>): ListingFilters => ({ optionGroups: [], sort: 'latest', ...f });

describe('listing totals counted up to a cap', () => {
  const shapes: [string, Partial<ListingFilters>, number][] = [
    ['a category', { mainCategoryId: 0 }, 6],
    ['a category and a price range', { mainCategoryId: 0, minPrice: 2_000n, maxPrice: 6_000n }, 5],
    ['a price range alone', { minPrice: 2_000n, maxPrice: 6_000n }, 5],
    ['a text', { text: toSearchQuery('logo') }, 6],
  ];
  for (const [name, shape, matches] of shapes) {
    const f = () =>
      filters({ ...shape, mainCategoryId: shape.mainCategoryId === 0 ? cats.mainId : undefined });

    for (const fewPriced of [undefined, 0]) {
      const how = fewPriced === 0 ? ', counted as a large range is' : '';
      it(`${name}${how}: past the cap, says "at least the cap" and still serves the page`, async () => {
        const page = await listingWithCap(3, fewPriced).list(f(), PAGE, 'AED');
        expect(page).toMatchObject({ total: 3, atLeast: true });
        expect(page.rows).toHaveLength(2);
      });

      it(`${name}${how}: at or under the cap, the exact count`, async () => {
        for (const cap of [matches, 100]) {
          const page = await listingWithCap(cap, fewPriced).list(f(), PAGE, 'AED');
          expect(page).toMatchObject({ total: matches, atLeast: false });
          expect(page.rows).toHaveLength(2);
        }
      });
    }
  }

  it('says so in the reply only when the total is a lower bound', async () => {
    const meta = async (query: string) => (await t.api('GET', `/services?${query}`)).json().data.meta;
    expect(await meta(`main_category_id=${cats.mainId}&per_page=10`)).toEqual({
      current_page: 1,
      per_page: 10,
      total: 5,
      last_page: 1,
      total_is_lower_bound: true,
    });
    expect(await meta(`main_category_id=${cats.mainId}&per_page=10&min_price=20&max_price=40`)).toEqual({
      current_page: 1,
      per_page: 10,
      total: 3,
      last_page: 1,
    });
  });
});
