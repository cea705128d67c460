import { DEFAULT_LANGUAGE, LANGUAGES } from '@wasla/shared/languages';

/**
 * Sitemaps as the protocol writes them (sitemaps.org): an index of files, each file at most 50,000
 * addresses. Every page is listed once per language with its four alternates and an `x-default`,
 * as the pages' own `hreflang` links say.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** The address of a page in one language; `path` is what follows the language ('' for home). */
export const pageUrl = (origin: string, lang: string, path: string) =>
  `${origin}/${lang}${path ? `/${path}` : ''}`;

/** The `<url>` entries of one page: one per language, each naming all of them. */
export function urlEntries(origin: string, path: string, lastmod?: string): string[] {
  const alternates = [
    ...LANGUAGES.map(
      (alt) =>
        `<xhtml:link rel="alternate" hreflang="${alt}" href="${xmlEscape(pageUrl(origin, alt, path))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(pageUrl(origin, DEFAULT_LANGUAGE, path))}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '';
  return LANGUAGES.map(
    (lang) => `<url><loc>${xmlEscape(pageUrl(origin, lang, path))}</loc>${modified}${alternates}</url>`,
  );
}

export function urlset(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}

export function sitemapIndex(files: { loc: string; lastmod?: string }[]): string {
  const items = files.map(
    ({ loc, lastmod }) =>
      `<sitemap><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}

/** A sitemap reply: crawlers may keep it an hour. */
export function xmlResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

/** The page of a chunked sitemap asked for in `?page=`, or null when it is not a page number. */
export function sitemapPageOf(url: URL): number | null {
  const raw = url.searchParams.get('page') ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  return Number(raw);
}
