import { sitemapSummarySchema } from '@wasla/shared/contracts/discovery';
import { DEFAULT_LANGUAGE } from '@wasla/shared/languages';
import { sitemapIndex, xmlResponse } from '../features/seo/sitemap-xml';
import { apiFor } from '../lib/api-client/client.server';
import { publicOrigin } from '../lib/site.server';
import type { Route } from './+types/sitemap-xml';

/**
 * The sitemap index (what robots.txt points to): the fixed pages and categories in one file, then
 * listed services, providers and published articles in files of `SITEMAP_PAGE_SIZE` each, dated by their latest change.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const summary = await apiFor(context, DEFAULT_LANGUAGE).get(sitemapSummarySchema, '/sitemap');
  const chunks = (kind: 'services' | 'providers' | 'articles') =>
    summary[kind].map(({ page, updated_at }) => ({
      loc: `${origin}/sitemap-${kind}.xml?page=${page}`,
      lastmod: updated_at,
    }));
  return xmlResponse(
    sitemapIndex([
      { loc: `${origin}/sitemap-pages.xml` },
      ...chunks('services'),
      ...chunks('providers'),
      ...chunks('articles'),
    ]),
  );
}
