type Crumb = { slug: string; name: string };

/**
 * schema.org breadcrumbs of a services listing: home, the listing, then the main category and the
 * sub category when the listing is one of them. Names come translated; addresses are canonical (no
 * filters), as the page's own canonical link.
 */
export function listingBreadcrumbs(
  origin: string,
  lang: string,
  names: { home: string; listing: string },
  category: { main: Crumb; sub: Crumb | null } | null,
) {
  const categoryUrl = (slug: string) => `${origin}/${lang}/category/${encodeURIComponent(slug)}`;
  const trail = [
    { name: names.home, item: `${origin}/${lang}` },
    { name: names.listing, item: `${origin}/${lang}/category` },
    ...(category ? [{ name: category.main.name, item: categoryUrl(category.main.slug) }] : []),
    ...(category?.sub ? [{ name: category.sub.name, item: categoryUrl(category.sub.slug) }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
}
