import { LISTING_SORTS, PAGE_SIZES, SERVICE_TYPES } from '@wasla/shared/business-constants';

/**
 * The services listing lives in its address (`/{lang}/category/{slug}?...`), so a filtered listing
 * can be shared, reloaded and rendered on the server. These are the query keys it keeps; anything
 * else in the address is dropped.
 */
export const LISTING_PARAMS = [
  'name',
  'options',
  'min_price',
  'max_price',
  'country_id',
  'state_id',
  'city_id',
  'rating',
  'delivery_days',
  'type',
  'sort',
  'per_page',
  'page',
] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];
export type ListingState = Partial<Record<ListingParam, string>>;

const DEFAULTS: ListingState = { sort: LISTING_SORTS[0], per_page: String(PAGE_SIZES[0]), page: '1' };

export function readListingState(search: URLSearchParams): ListingState {
  const state: ListingState = {};
  for (const key of LISTING_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) state[key] = value;
  }
  if (state.type && !(SERVICE_TYPES as readonly string[]).includes(state.type)) delete state.type;
  return state;
}

/** The address of a listing: defaults are left out so that equal listings have one address. */
export function listingHref(lang: string, categorySlug: string | undefined, state: ListingState): string {
  const query = new URLSearchParams();
  for (const key of LISTING_PARAMS) {
    const value = state[key];
    if (value && value !== DEFAULTS[key]) query.set(key, value);
  }
  const path = `/${lang}/category${categorySlug ? `/${encodeURIComponent(categorySlug)}` : ''}`;
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The same listing with some filters changed; any change but the page goes back to page 1. */
export function withChanges(state: ListingState, changes: ListingState): ListingState {
  const next: ListingState = { ...state, ...changes };
  if (!('page' in changes)) delete next.page;
  for (const key of Object.keys(next) as ListingParam[]) if (!next[key]) delete next[key];
  return next;
}

/** The API query of the listing (the category ids come from the path). */
export function apiQuery(state: ListingState, category: { mainId?: number; subId?: number }): string {
  const query = new URLSearchParams();
  for (const key of LISTING_PARAMS) if (state[key]) query.set(key, state[key] as string);
  if (category.mainId) query.set('main_category_id', String(category.mainId));
  if (category.subId) query.set('category_id', String(category.subId));
  return query.toString();
}
