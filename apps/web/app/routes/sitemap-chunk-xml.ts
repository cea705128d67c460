import { sitemapEntryList } from '@wasla/shared/contracts/replies';
import { DEFAULT_LANGUAGE } from '@wasla/shared/languages';
import { sitemapPageOf, urlEntries, urlset, xmlResponse } from '../features/seo/sitemap-xml';
import { apiFor } from '../lib/api-client/client.server';
import { publicOrigin } from '../lib/site.server';
import type { Route } from './+types/sitemap-chunk-xml';

/** Where each kind of listed page lives under a language. */
const PATHS = { services: 'services', providers: 'provider', articles: 'blog' } as const;

/**
 * One file of listed services (`/sitemap-services.xml?page=n`), providers
 * (`/sitemap-providers.xml?page=n`) or published articles (`/sitemap-articles.xml?page=n`): each page in the four languages with its last change.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = url.pathname.startsWith('/sitemap-providers')
    ? 'providers'
    : url.pathname.startsWith('/sitemap-articles')
      ? 'articles'
      : 'services';
  const page = sitemapPageOf(url);
  if (page === null) return xmlResponse(urlset([]), 404);
  const entries = await apiFor(context, DEFAULT_LANGUAGE).get(
    sitemapEntryList,
    `/sitemap/${kind}?page=${page}`,
  );
  // Past the last page there is nothing to list; the first page exists even when it is empty.
  if (!entries.length && page > 1) return xmlResponse(urlset([]), 404);
  const origin = publicOrigin(context);
  return xmlResponse(
    urlset(
      entries.flatMap(({ slug, updated_at }) =>
        urlEntries(origin, `${PATHS[kind]}/${encodeURIComponent(slug)}`, updated_at),
      ),
    ),
  );
}
