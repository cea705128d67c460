import { DEAL_LIST_TYPES, type DealListType } from '@wasla/shared/contracts/deals';
import { DEAL_STATUSES, type DealStatus } from '@wasla/shared/deal-rules/deal-states';
import type { Language } from '@wasla/shared/languages';

export const isDealListType = (value: unknown): value is DealListType =>
  (DEAL_LIST_TYPES as readonly unknown[]).includes(value);

/** The filters of a deal list as the address gives them, checked, and any problem by field. */
export type DealFilters = {
  status: DealStatus | '';
  from: string;
  to: string;
  code: string;
  page: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string) => DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/**
 * Reads the list's filters from the address: a status of the spec's words, a date range whose start
 * is not after its end (SPEC.md section 5), a code, a page. A date that is not one, or a start after
 * the end, is a problem beside its field; the list is then read without the range.
 */
export function filtersOf(search: URLSearchParams): {
  filters: DealFilters;
  query: DealFilters;
  problems: Record<string, string>;
} {
  const text = (name: string) => (search.get(name) ?? '').trim();
  const status = text('status');
  const problems: Record<string, string> = {};
  const from = text('from');
  const to = text('to');
  if (from && !isDate(from)) problems.from = 'invalid_date';
  if (to && !isDate(to)) problems.to = 'invalid_date';
  if (!problems.from && !problems.to && from && to && from > to) problems.from = 'start_after_end';
  const page = Number.parseInt(text('page'), 10);
  const filters: DealFilters = {
    status: (DEAL_STATUSES as readonly string[]).includes(status) ? (status as DealStatus) : '',
    from,
    to,
    code: text('code').slice(0, 40),
    page: Number.isSafeInteger(page) && page > 0 && page <= 100_000 ? page : 1,
  };
  // The fields keep what was typed, beside their problem; the list is read without the range.
  const range = Object.keys(problems).length ? { from: '', to: '' } : { from, to };
  return { filters, query: { ...filters, ...range }, problems };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (filters: DealFilters) =>
  Boolean(filters.status || filters.from || filters.to || filters.code);

/** The address of a list with these filters (empty ones left out) on `page`. */
export function dealListHref(base: string, filters: Partial<DealFilters>, page = 1) {
  const search = new URLSearchParams();
  for (const name of ['status', 'from', 'to', 'code'] as const) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

/** Where a list lives: `/my-deals/{type}` in the dashboard, or `/deals?type=`. */
export const listBase = (lang: Language, type: DealListType) => `/${lang}/my-deals/${type}`;
