/**
 * What the service worker keeps for reading offline, decided from a request alone: pure, so it is
 * tested without a browser. The worker's listeners (offline-cache.ts) act on these answers.
 */

/** Pages opened recently, and their data for client-side navigations; cleared on sign-out. */
export const PAGES_CACHE = 'wasla-pages';
/** The shell and hashed files of one build; an older build's cache is deleted when a new one activates. */
export const STATIC_CACHE_PREFIX = 'wasla-static-';

export type RequestKind = 'static' | 'page' | 'page-data' | 'offline-page' | 'pass';

const LANGUAGE_PATH = /^\/(ar|en|fr|tr)(?:\/|$)/;

// Screens that are never kept: forms (a stale form offline only loses what is typed into it), the
// money and security screens (a balance or a payment should not outlive the session on a device),
// and the page-data routes that answer scripts, not readers.
const NEVER_KEPT = [
  /^\/auth\//,
  /^\/(my-wallet|top-up-wallet|payment-by-card|retrieve-charge|retrieve-mobile-charge|withdraw|payment-methods)(?:\/|$)/,
  /^\/(two-step-verification|otp-confirmation|account-settings)(?:\/|$)/,
  /^\/my-profile\/(change-email|change-phone-number|delete-account|avatar)/,
  /^\/(add-service|edit-service|mark-service|add-blog|edit-blog|dev|unsubscribe)(?:\/|$)/,
  /^\/deals\/(add-deal|drafts|\d+\/(edit|payment|files|add-delivers))(?:\/|$)/,
  /^\/invoices\/\d+\/pdf/,
  /^\/chat\/\d+\/files\//,
  /^\/[a-z-]+-data\//,
  /^\/(manifest\.webmanifest|places|user-currency|discovery-action|search-results|service-options)(?:\/|$)/,
];

const STATIC_PATH = /^\/(assets|icons)\/|^\/favicon\.svg$/;

/** The language a page of the site is in, from its path; null for a path outside the languages. */
export function languageOf(pathname: string): string | null {
  return LANGUAGE_PATH.exec(pathname)?.[1] ?? null;
}

/** The offline page of a language: what a page that was never opened falls back to offline. */
export const offlinePagePath = (lang: string) => `/${lang}/offline`;

/**
 * Where a page never opened here sends the reader offline: the offline page, by its own address (a
 * page's HTML served at another address would not hydrate), saying which page was asked for.
 */
export const offlineRedirect = (origin: string, lang: string, asked: URL) =>
  `${origin}${offlinePagePath(lang)}?from=${encodeURIComponent(`${asked.pathname}${asked.search}`)}`;

/**
 * How the worker treats a request: `static` files are served from the cache first (their names change
 * with their content); `page` and `page-data` go to the network first and are kept for offline; every
 * other request (the API, media, sockets, posts, other sites) passes through untouched.
 */
export function kindOf(request: { method: string; mode: string; url: string }, origin: string): RequestKind {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (STATIC_PATH.test(url.pathname)) return 'static';
  const lang = languageOf(url.pathname);
  if (!lang) return 'pass';
  const isData = url.pathname.endsWith('.data');
  const rest = url.pathname.slice(lang.length + 1).replace(/\.data$/, '') || '/';
  if (rest === '/offline') return request.mode === 'navigate' ? 'offline-page' : 'pass';
  if (NEVER_KEPT.some((rule) => rule.test(rest))) return 'pass';
  if (isData) return 'page-data';
  return request.mode === 'navigate' ? 'page' : 'pass';
}

/** Keeps only the newest `kept` keys: the cache lists them oldest first (each is re-put when opened). */
export function keysToDrop<T>(keys: readonly T[], kept: number): T[] {
  return keys.length > kept ? keys.slice(0, keys.length - kept) : [];
}

/** The page's `<title>` from its HTML, unescaped, for the list of saved pages. */
export function titleOf(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match?.[1]) return null;
  return match[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
