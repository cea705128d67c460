import { categoryTreeList } from '@wasla/shared/contracts/replies';
import { DEFAULT_LANGUAGE } from '@wasla/shared/languages';
import { urlEntries, urlset, xmlResponse } from '../features/seo/sitemap-xml';
import { apiFor } from '../lib/api-client/client.server';
import { publicOrigin } from '../lib/site.server';
import type { Route } from './+types/sitemap-pages-xml';

/** Public pages that are not services or providers, each in the four languages. */
const PAGES = [
  '',
  'category',
  'providers',
  'about-us',
  'faq',
  'privacy-policy',
  'terms-and-conditions',
  'our-platforms',
  'siteMap',
  'suggestions',
  'app-rating',
  'categories-guide',
];

/** The fixed pages, then the listing of every main and sub category. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const tree = await apiFor(context, DEFAULT_LANGUAGE).get(categoryTreeList, '/all-categories');
  const categories = tree.flatMap((main) => [main.slug, ...main.children.map((child) => child.slug)]);
  const paths = [...PAGES, ...categories.map((slug) => `category/${encodeURIComponent(slug)}`)];
  return xmlResponse(urlset(paths.flatMap((path) => urlEntries(origin, path))));
}
