/**
 * The listing of a category (main or sub): the one place a category name leads to, wherever it is
 * shown (home, the categories guide, the site map, a service's card and page).
 */
export function categoryHref(lang: string, slug: string): string {
  return `/${lang}/category/${encodeURIComponent(slug)}`;
}
