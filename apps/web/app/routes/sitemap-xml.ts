import { LANGUAGES } from '@wasla/shared/languages';
import { publicOrigin } from '../lib/site.server';

/** Public pages in the four languages, each with its alternates, for search engines. */
const PAGES = [
  '',
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

export function loader() {
  const origin = publicOrigin();
  const at = (lang: string, page: string) => `${origin}/${lang}${page ? `/${page}` : ''}`;
  const urls = PAGES.flatMap((page) =>
    LANGUAGES.map(
      (lang) =>
        `<url><loc>${at(lang, page)}</loc>${LANGUAGES.map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${at(alt, page)}"/>`).join('')}</url>`,
    ),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
