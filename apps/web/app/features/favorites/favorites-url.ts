import { PAGE_SIZES } from '@wasla/shared/business-constants';
import { FAVORITE_TYPES, type FavoriteType } from '@wasla/shared/contracts/discovery';

/** The two orders of a favourites list: when each was kept (SPEC.md section 7, `sortBy`). */
export const FAVORITE_SORTS = ['latest', 'oldest'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];

/**
 * `/{lang}/favorite` keeps its list in the address with the names of the API's own query (`type`,
 * `perPage`, `sortBy`, `page`), so a reload or the back button shows the same list.
 */
export type FavoritesState = { type: FavoriteType; perPage: number; sortBy: FavoriteSort; page: number };

const DEFAULTS: FavoritesState = { type: 'service', perPage: PAGE_SIZES[0], sortBy: 'latest', page: 1 };

const oneOf = <T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.find((item) => String(item) === value) ?? fallback;

/** A forgiving reading: anything unknown or malformed falls back to its default. */
export function readFavoritesState(search: URLSearchParams): FavoritesState {
  const page = Number(search.get('page'));
  return {
    type: oneOf(FAVORITE_TYPES, search.get('type'), DEFAULTS.type),
    perPage: oneOf(PAGE_SIZES, search.get('perPage'), DEFAULTS.perPage),
    sortBy: oneOf(FAVORITE_SORTS, search.get('sortBy'), DEFAULTS.sortBy),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : DEFAULTS.page,
  };
}

function query(state: FavoritesState, withDefaults: boolean): string {
  const params = new URLSearchParams();
  for (const key of ['type', 'perPage', 'sortBy', 'page'] as const) {
    if (withDefaults || state[key] !== DEFAULTS[key]) params.set(key, String(state[key]));
  }
  return params.toString();
}

/**
 * The page's address with some of its state changed. Defaults are left out, so one list has one
 * address; changing anything but the page starts again at page 1.
 */
export function favoritesHref(
  lang: string,
  state: FavoritesState,
  changes: Partial<FavoritesState> = {},
): string {
  const next = { ...state, ...changes };
  if (!('page' in changes)) next.page = 1;
  const text = query(next, false);
  return `/${lang}/favorite${text ? `?${text}` : ''}`;
}

/** The API's query of the same list (`GET /favorites`), every value spelt out. */
export function favoritesApiQuery(state: FavoritesState): string {
  return query(state, true);
}
