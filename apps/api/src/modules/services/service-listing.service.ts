import { DEFAULT_CURRENCY } from '@wasla/shared/business-constants';
import type { ServiceListingQuery } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { parseMinor } from '@wasla/shared/money';
import type { MemoCache } from '../../lib/memo-cache';
import { toSearchQuery } from '../search/search-query';
import { listingScopeOf } from './listing-scopes';
import { presentServiceCard } from './service-cards.presenter';
import type { ServiceCardRow } from './service-cards.repository';
import type { ListingFilters, ListingTotal, ServiceListingRepository } from './service-listing.repository';

const priced = (f: ListingFilters) => f.minPrice !== undefined || f.maxPrice !== undefined;

/** Amounts are bigints, written as text. */
const keyOf = (value: unknown) =>
  JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? item.toString() : item));

/**
 * What a listing's total depends on: its filters and, for a price range, the currency its prices are
 * typed in; not the page, the sort or the language.
 */
const totalKeyOf = (f: ListingFilters, currency: string) =>
  keyOf({ ...f, sort: undefined, currency: priced(f) ? currency : undefined });

/** One page of a listing as the database gave it: every language's names, prices in one currency. */
export type ListingPage = { rows: ServiceCardRow[]; total: number; atLeast: boolean };

/**
 * The services listing (`/category`): every filter of the page, resolved to what the database
 * compares. Prices are typed in the visitor's currency; an unknown currency falls back to AED.
 * Totals are kept in `totals`, cleared with the listing replies whenever a listed service changes:
 * counting 100,000 matches costs more than reading a page, and every page of a listing, in every
 * language and either sort, has the same total. Pages are kept in `pages`, once for the four
 * languages, under the same category scope as the replies (`listing-scopes.ts`).
 */
export function createServiceListing(
  repo: ServiceListingRepository,
  caches: {
    totals: MemoCache<number>;
    pages: MemoCache<ListingPage>;
    currencies: MemoCache<Map<string, number>>;
  },
) {
  const { totals, pages } = caches;
  return {
    async list(query: ServiceListingQuery, visitorCurrency: string, lang: Language) {
      // Read once a minute, not once a request: a currency is added or changed by the team, whose
      // change clears this with the catalogue.
      const units = await caches.currencies.get('all', repo.currencyUnits);
      let currency = visitorCurrency;
      let minorUnits = units.get(currency);
      if (minorUnits === undefined) {
        currency = DEFAULT_CURRENCY;
        minorUnits = units.get(currency) ?? 2;
      }
      const amount = (text: string | undefined) =>
        text === undefined ? undefined : parseMinor(text, minorUnits as number);
      const options = query.options ? [...new Set(query.options.split(',').map(Number))] : [];
      const filters: ListingFilters = {
        text: query.name ? toSearchQuery(query.name) : undefined,
        mainCategoryId: query.main_category_id,
        categoryId: query.category_id,
        optionGroups: await repo.optionGroups(options),
        minPrice: amount(query.min_price),
        maxPrice: amount(query.max_price),
        place: await repo.place({
          countryId: query.country_id,
          stateId: query.state_id,
          cityId: query.city_id,
        }),
        rating: query.rating,
        deliveryDays: query.delivery_days,
        type: query.type,
        sort: query.sort,
      };
      const key = totalKeyOf(filters, currency);
      const scope = listingScopeOf(filters);
      const total: ListingTotal = {
        known: () => totals.peek(key),
        of: (count) => totals.get(key, count, scope),
      };
      const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
      // A page is the same rows in every language (names come in all four): read once for them all.
      const {
        rows,
        total: n,
        atLeast,
      } = await pages.get(
        keyOf({ filters, page, currency }),
        () => repo.list(filters, page, currency, total),
        scope,
      );
      return { items: rows.map((row) => presentServiceCard(row, lang)), total: n, atLeast };
    },
  };
}

export type ServiceListing = ReturnType<typeof createServiceListing>;
