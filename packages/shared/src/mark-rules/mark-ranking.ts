/**
 * "Ranked first within its category, never beyond it": in a list already in its own order, the
 * places held by one category's items go to that category's promoted items first, each group keeping
 * its order. An item of another category never moves, so a promotion lifts a service only over
 * services of its own category.
 */
export function promoteWithinCategories<T>(
  items: readonly T[],
  categoryOf: (item: T) => number | string | null,
  isPromoted: (item: T) => boolean,
): T[] {
  const groups = new Map<number | string | null, T[]>();
  for (const item of items) {
    const key = categoryOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const queues = new Map<number | string | null, T[]>();
  for (const [key, group] of groups) {
    queues.set(key, [...group.filter(isPromoted), ...group.filter((item) => !isPromoted(item))]);
  }
  return items.map((item) => (queues.get(categoryOf(item)) as T[]).shift() as T);
}
