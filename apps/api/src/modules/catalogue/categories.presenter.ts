import type { Category, CategoryTreeItem, Property } from '@wasla/shared/contracts/catalogue';
import { type Language, localize } from '@wasla/shared/languages';
import type { CategoryRow } from './categories.repository';

export function presentCategory(
  row: CategoryRow,
  lang: Language,
  popularCount = row.servicesCount,
): Category {
  return {
    id: row.id,
    parent_id: row.parentId,
    slug: row.slug,
    icon: row.icon,
    name: localize(row.name, lang),
    description: localize(row.description, lang),
    services_count: row.servicesCount,
    popular_count: popularCount,
  };
}

/**
 * Main categories with their children. A main category's popular count is its own services count
 * plus the sum of its children's (SPEC.md section 3).
 */
export function presentCategoryTree(rows: CategoryRow[], lang: Language): CategoryTreeItem[] {
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parentId !== null) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  }
  return rows
    .filter((row) => row.parentId === null)
    .map((main) => {
      const kids = children.get(main.id) ?? [];
      const popular = main.servicesCount + kids.reduce((sum, kid) => sum + kid.servicesCount, 0);
      return {
        ...presentCategory(main, lang, popular),
        children: kids.map((kid) => presentCategory(kid, lang)),
      };
    });
}

/** Every list of options ends with the pseudo-option "other", whose text the user types. */
export function presentProperty(
  prop: { id: number; key: string; name: Record<Language, string> },
  options: { id: number; name: Record<Language, string> }[],
  lang: Language,
  otherLabel: string,
): Property {
  return {
    id: prop.id,
    key: prop.key,
    name: localize(prop.name, lang),
    options: [
      ...options.map((o) => ({ id: o.id, name: localize(o.name, lang) })),
      { id: 'other' as const, name: otherLabel },
    ],
  };
}
