import type { ListingRefs } from './listing-counts.repository';

/**
 * Cached listings filtered by a category depend only on the services of that category: they are
 * kept under its scope, and a change to a service clears the scopes of its categories (before and
 * after the change) and every listing that is not filtered by category. Under steady writes across
 * the catalogue, the other categories' pages stay cached.
 */
export const categoryScope = (id: number) => `category:${id}`;

/** The scope of a listing by its category filters; undefined (every change clears it) without one. */
export function listingScopeOf(filters: { mainCategoryId?: number; categoryId?: number }) {
  const ids = [filters.mainCategoryId, filters.categoryId].filter((id): id is number => !!id);
  return ids.length ? ids.map(categoryScope) : undefined;
}

/** The scopes a change to these services makes stale. */
export const changedScopesOf = (refs: ListingRefs[]) => [
  ...new Set(refs.flatMap((r) => r.categoryIds).flatMap((id) => (id ? [categoryScope(id)] : []))),
];
