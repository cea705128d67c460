import { LISTING_COUNT_CAP, SEARCH_RESULTS_MAX } from '@wasla/shared/business-constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceShownSql } from '../../lib/policy/visibility';
import { fewMatchesOf, serviceMatchesSql, withTypoThreshold } from '../search/search.repository';
import type { SearchQuery } from '../search/search-query';
import { pageIdsSql } from './listing-page-ids';
import { priceRangeIdsSql, priceRangeSql } from './listing-price-range';
import { cardSourceSql, type ServiceCardsRepository } from './service-cards.repository';

type Executor = Pick<Database, 'execute'>;

/** Up to this many matches of a price range are read by id (see `list`). */
const FEW_PRICED = 2_000;

/** The listing's filters, already resolved to ids and minor units by the service. */
export type ListingFilters = {
  text?: SearchQuery;
  mainCategoryId?: number;
  categoryId?: number;
  /** Chosen options grouped by property: any option of a property, every property. */
  optionGroups: number[][];
  /** Minor units of the visitor's currency. */
  minPrice?: bigint;
  maxPrice?: bigint;
  place?: { countryId: number; stateId?: number; cityId?: number };
  rating?: number;
  deliveryDays?: number;
  type?: 'provided' | 'requested';
  sort: 'latest' | 'rating';
};

/**
 * How many services a listing's filters match, when it may be known already: `known` says so without
 * asking the database, `of` returns it or counts (with `count`) and keeps the answer. A count stops
 * one past the cap, so a kept total above the cap means "more than the cap".
 */
export type ListingTotal = { known(): number | undefined; of(count: () => Promise<number>): Promise<number> };

const countEveryTime: ListingTotal = { known: () => undefined, of: (count) => count() };

/** A place row covers the filter's place when it is that place or a wider one ("all" of it). */
function placeSql(place: NonNullable<ListingFilters['place']>): SQL {
  const state = place.stateId
    ? sql`(p.state_id is null or (p.state_id = ${place.stateId}${
        place.cityId ? sql` and (p.city_id is null or p.city_id = ${place.cityId})` : sql``
      }))`
    : sql`true`;
  return sql`exists (select 1 from service_places p where p.service_id = s.id
    and (p.country_id is null or (p.country_id = ${place.countryId} and ${state})))`;
}

/**
 * `countCap`: matches are counted up to this many; `fewPriced`: up to this many matches of a price
 * range are read by id (see `list`). Tests lower both.
 */
export function createServiceListingRepository(
  db: Database,
  cards: ServiceCardsRepository,
  { countCap = LISTING_COUNT_CAP, fewPriced = FEW_PRICED }: { countCap?: number; fewPriced?: number } = {},
) {
  // Counting stops one past the cap: enough to know there are more, without reading them all.
  const countUpTo = (matches: SQL) =>
    sql`select count(*)::int as n from (${matches} limit ${countCap + 1}) c`;

  /** Every filter but the price range, which `list` adds to the page and counts on its own. */
  function conditions(f: ListingFilters, fewMatches?: number[]): SQL[] {
    const where: SQL[] = [serviceShownSql('listed')];
    if (f.text) where.push(serviceMatchesSql(f.text, fewMatches));
    if (f.mainCategoryId) where.push(sql`s.main_category_id = ${f.mainCategoryId}`);
    if (f.categoryId) where.push(sql`s.category_id = ${f.categoryId}`);
    for (const group of f.optionGroups) {
      const options = sql.join(
        group.map((id) => sql`${id}`),
        sql`, `,
      );
      where.push(sql`exists (select 1 from service_properties sp where sp.service_id = s.id
        and sp.chosen && array[${options}]::int[])`);
    }
    if (f.place) where.push(placeSql(f.place));
    if (f.rating) where.push(sql`s.rating >= ${f.rating}`);
    if (f.deliveryDays) where.push(sql`s.min_delivery_days <= ${f.deliveryDays}`);
    if (f.type) where.push(sql`s.type = ${f.type}`);
    return where;
  }

  return {
    /**
     * A page of the listing and how many services match in all. The total is asked of `total`, which
     * may know it already (totals are kept per filter, not per page, language or sort): then no
     * count is run.
     */
    list: async (
      f: ListingFilters,
      page: { limit: number; offset: number },
      visitorCurrency: string,
      total: ListingTotal = countEveryTime,
    ) => {
      // Prices compare in the visitor's currency at the stored rates, as the cards show them.
      const range = { min: f.minPrice, max: f.maxPrice };
      const priced = range.min !== undefined || range.max !== undefined;
      const listing = async (executor: Executor, fewMatches?: number[]) => {
        const where = conditions(f, fewMatches);
        // Ids first, on the listing indexes; the cards of those few are read afterwards.
        const readPage = async (pageWhere: SQL[]) => {
          const found = await executor.execute<{ id: number }>(
            pageIdsSql({
              where: pageWhere,
              sort: f.sort,
              // Within a category, promoted services come first; a listing across categories is not
              // reordered, so a promotion never lifts a service beyond its category.
              promotedFirst: !!(f.mainCategoryId || f.categoryId),
              ...page,
              visitorCurrency,
            }),
          );
          return found.rows.map((r) => Number(r.id));
        };
        const countOf = async (query: SQL) =>
          Number((await executor.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
        if (!priced) {
          // The count reads services alone, so that the listing indexes can answer it.
          return {
            ids: await readPage(where),
            total: await total.of(() =>
              countOf(countUpTo(sql`select 1 from services s where ${sql.join(where, sql` and `)}`)),
            ),
          };
        }
        const priceWhere = [...where, ...priceRangeSql(range)];
        // A category, text, place or option narrows the listing first, and its matches are few
        // enough to convert; a price range alone is read per currency on bounds of the stored price.
        const narrowed = f.text || f.mainCategoryId || f.categoryId || f.place || f.optionGroups.length;
        const source = cardSourceSql(visitorCurrency);
        const known = total.known();
        if (known === undefined || known <= fewPriced) {
          const matched = await executor.execute<{ id: number }>(
            narrowed
              ? sql`select s.id from ${source} where ${sql.join(priceWhere, sql` and `)} limit ${fewPriced + 1}`
              : priceRangeIdsSql(range, visitorCurrency, where, fewPriced + 1),
          );
          // Few matches are read by id: walking services in the page's order and converting each
          // price until a page is full would go through most of them when the range matches little.
          if (matched.rows.length <= fewPriced) {
            const n = await total.of(async () => matched.rows.length);
            if (!matched.rows.length) return { ids: [], total: n };
            const ids = `{${matched.rows.map((r) => r.id).join(',')}}`;
            return { ids: await readPage([...where, sql`s.id = any(${ids}::int[])`]), total: n };
          }
        }
        return {
          ids: await readPage(priceWhere),
          total: await total.of(() =>
            countOf(
              narrowed
                ? countUpTo(sql`select 1 from ${source} where ${sql.join(priceWhere, sql` and `)}`)
                : sql`select count(*)::int as n from (${priceRangeIdsSql(range, visitorCurrency, where, countCap + 1)}) c`,
            ),
          ),
        };
      };
      const text = f.text;
      // The same rule as the header search: names that only resemble the text count when its words
      // find too few services.
      const found = await (text
        ? withTypoThreshold(db, async (tx) => listing(tx, await fewMatchesOf(tx, text, SEARCH_RESULTS_MAX)))
        : listing(db));
      // The cards after the typo search's transaction, never inside it: a listing holding its
      // transaction's connection while it waits for another from the pool could, with every
      // connection held so, wait forever. The cards need none of its settings.
      return {
        rows: await cards.byIds(found.ids, visitorCurrency),
        total: Math.min(found.total, countCap),
        atLeast: found.total > countCap,
      };
    },

    /** Options grouped by their property, so that a filter can say "any of these, for each property". */
    optionGroups: async (optionIds: number[]) => {
      if (!optionIds.length) return [];
      const rows = await db.execute<{ ids: number[] }>(sql`
        select array_agg(id order by id) as ids from property_options
        where id in (${sql.join(
          optionIds.map((id) => sql`${id}`),
          sql`, `,
        )}) group by property_id order by property_id`);
      return rows.rows.map((r) => r.ids.map(Number));
    },

    /** The country and state of the narrowest place a filter names, or undefined if it is unknown. */
    place: async (ids: { countryId?: number; stateId?: number; cityId?: number }) => {
      if (ids.cityId) {
        const rows = await db.execute<{ country_id: number; state_id: number }>(sql`
          select st.country_id, st.id as state_id from cities ci join states st on st.id = ci.state_id
          where ci.id = ${ids.cityId}`);
        const row = rows.rows[0];
        return row ? { countryId: row.country_id, stateId: row.state_id, cityId: ids.cityId } : undefined;
      }
      if (ids.stateId) {
        const rows = await db.execute<{ country_id: number }>(
          sql`select country_id from states where id = ${ids.stateId}`,
        );
        const row = rows.rows[0];
        return row ? { countryId: row.country_id, stateId: ids.stateId } : undefined;
      }
      return ids.countryId ? { countryId: ids.countryId } : undefined;
    },

    /** The minor units of every currency, by code. */
    currencyUnits: async () => {
      const rows = await db.execute<{ code: string; minor_units: number }>(
        sql`select code, minor_units from currencies`,
      );
      return new Map(rows.rows.map((row) => [row.code, Number(row.minor_units)]));
    },
  };
}

export type ServiceListingRepository = ReturnType<typeof createServiceListingRepository>;
