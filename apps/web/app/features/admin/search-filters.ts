/**
 * The filters of a look-up screen's address, as the API's query: only the names it knows, trimmed
 * and cut to a sane length, empty ones left out; with the values each field shows back.
 */
export function searchFilters<N extends string>(url: URL, names: readonly N[]) {
  const query = new URLSearchParams();
  for (const name of [...names, 'page']) {
    const value = url.searchParams.get(name)?.trim().slice(0, 120);
    if (value) query.set(name, value);
  }
  const filters = Object.fromEntries(names.map((name) => [name, query.get(name) ?? ''])) as Record<N, string>;
  return { query, filters };
}

/** The same search at another page. */
export function searchPageHref(base: string, search: string, page: number) {
  const query = new URLSearchParams(search);
  query.set('page', String(page));
  return `${base}?${query}`;
}
