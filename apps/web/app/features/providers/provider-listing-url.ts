import { LISTING_SORTS, PAGE_SIZES } from '@wasla/shared/business-constants';

/**
 * The providers listing lives in its address (`/{lang}/providers?...`), as the services listing
 * does: a filtered listing can be shared, reloaded and rendered on the server. These are the query
 * keys it keeps (those of `providerListingQuery`); anything else is dropped.
 */
export const PROVIDER_LISTING_PARAMS = [
  'name',
  'main_category_id',
  'country_id',
  'state_id',
  'city_id',
  'rating',
  'sort',
  'per_page',
  'page',
] as const;
export type ProviderListingParam = (typeof PROVIDER_LISTING_PARAMS)[number];
export type ProviderListingState = Partial<Record<ProviderListingParam, string>>;

/** What the filter form sends for "no choice". */
export const ANY = 'any';
const NUMERIC: ProviderListingParam[] = [
  'main_category_id',
  'country_id',
  'state_id',
  'city_id',
  'rating',
  'per_page',
  'page',
];
// Providers are listed best rated first unless asked otherwise (the API's default too).
const DEFAULTS: ProviderListingState = { sort: 'rating', per_page: String(PAGE_SIZES[0]), page: '1' };

/** The listing's state from an address: unknown keys, "any" and malformed numbers are left out. */
export function readProviderListingState(search: URLSearchParams): ProviderListingState {
  const state: ProviderListingState = {};
  for (const key of PROVIDER_LISTING_PARAMS) {
    const value = search.get(key)?.trim();
    if (!value || value === ANY) continue;
    if (NUMERIC.includes(key) && !/^[1-9]\d{0,8}$/.test(value)) continue;
    state[key] = value;
  }
  if (state.sort && !(LISTING_SORTS as readonly string[]).includes(state.sort)) delete state.sort;
  if (state.per_page && !(PAGE_SIZES as readonly number[]).includes(Number(state.per_page))) {
    delete state.per_page;
  }
  // A city belongs to a state and a state to a country: without its parent it means nothing.
  if (!state.country_id) delete state.state_id;
  if (!state.state_id) delete state.city_id;
  return state;
}

/** The address of a listing: defaults are left out so that equal listings have one address. */
export function providerListingHref(lang: string, state: ProviderListingState): string {
  const query = new URLSearchParams();
  for (const key of PROVIDER_LISTING_PARAMS) {
    const value = state[key];
    if (value && value !== DEFAULTS[key]) query.set(key, value);
  }
  const text = query.toString();
  return text ? `/${lang}/providers?${text}` : `/${lang}/providers`;
}

/** The same listing with some filters changed; any change but the page goes back to page 1. */
export function withProviderChanges(
  state: ProviderListingState,
  changes: ProviderListingState,
): ProviderListingState {
  const next: ProviderListingState = { ...state, ...changes };
  if (!('page' in changes)) delete next.page;
  for (const key of Object.keys(next) as ProviderListingParam[]) if (!next[key]) delete next[key];
  return next;
}

/** The API query of the listing: the same keys, defaults included so equal listings share a cache. */
export function providerApiQuery(state: ProviderListingState): string {
  const query = new URLSearchParams();
  for (const key of PROVIDER_LISTING_PARAMS) {
    const value = state[key] ?? DEFAULTS[key];
    if (value) query.set(key, value);
  }
  return query.toString();
}

/**
 * The canonical address of what the filter form sent, or null when the address is canonical
 * already (a GET form sends every field, "any" included; the listing keeps only real choices).
 */
export function canonicalProviderListing(lang: string, search: URLSearchParams): string | null {
  const href = providerListingHref(lang, readProviderListingState(search));
  const current = search.toString();
  const wanted = href.split('?')[1] ?? '';
  return current === wanted ? null : href;
}
