import { PAGE_SIZES } from '@wasla/shared/business-constants';

export const NETWORK_SIDES = ['following', 'followers'] as const;
export type NetworkSide = (typeof NETWORK_SIDES)[number];

/** The people of one side shown per page: the API's first page size. */
export const NETWORK_PAGE_SIZE = PAGE_SIZES[0];

export type NetworkState = { name: string; page: number };

export const networkSideOf = (value: string | undefined): NetworkSide | null =>
  NETWORK_SIDES.find((side) => side === value) ?? null;

/** The search and page of a network list from its address; anything odd reads as the default. */
export function readNetworkState(search: URLSearchParams): NetworkState {
  const name = (search.get('name') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  const page = Number(search.get('page'));
  return { name, page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1 };
}

/** The address of a network list; a changed search starts again at its first page. */
export function networkHref(
  lang: string,
  side: NetworkSide,
  state: NetworkState,
  changes: Partial<NetworkState> = {},
): string {
  const next = { ...state, ...changes };
  if (changes.name !== undefined && changes.page === undefined) next.page = 1;
  const query = new URLSearchParams();
  if (next.name) query.set('name', next.name);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return `/${lang}/my-network/${side}${text ? `?${text}` : ''}`;
}

/** The API's query for a state. */
export const networkApiQuery = (state: NetworkState) => {
  const query = new URLSearchParams({ per_page: String(NETWORK_PAGE_SIZE), page: String(state.page) });
  if (state.name) query.set('name', state.name);
  return query.toString();
};
