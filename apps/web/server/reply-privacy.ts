/**
 * What the web host adds to every page and page-data reply so that nothing personal is kept where it
 * should not be: a browser or a shared cache between the visitor and us.
 */

// The session's cookies (session.server.ts): a request carrying one is answered for that account.
const SESSION_COOKIE = /(?:^|;\s*)wasla_(?:at|rt)=[^;]/;

export const isSignedInRequest = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);

/**
 * A form posted to a page from another site (or from an opaque origin, `Origin: null`): refused before
 * it reaches an action, whatever cookies the browser attached to it. Reads need no such check.
 */
export function isCrossSitePost(method: string, origin: string | undefined, ownOrigin: string): boolean {
  if (method === 'GET' || method === 'HEAD' || origin === undefined) return false;
  try {
    return new URL(origin).origin !== ownOrigin;
  } catch {
    return true;
  }
}

/** Every cookie we set is `Secure` on a public site, or when the visitor reached us over https. */
export function secureCookies(cookies: string[]): string[] {
  return cookies.map((cookie) => (/;\s*secure\s*(?:;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`));
}

/**
 * The cache headers of a reply: a reply to a signed-in visitor, or one that sets cookies, is never
 * stored (`private, no-store`) unless the route declared it public (the same for everyone); a
 * guest's page is revalidated each time; and every reply varies with the Cookie header, which holds
 * the session, the language and the currency the page was made for.
 */
export function cacheHeadersFor(options: {
  signedIn: boolean;
  setsCookies: boolean;
  cacheControl: string | null;
  vary: string | null;
}): { cacheControl: string; vary: string } {
  const declaredPublic = /(^|,)\s*public\b/i.test(options.cacheControl ?? '');
  const personal = options.setsCookies || (options.signedIn && !declaredPublic);
  const cacheControl = personal ? 'private, no-store' : (options.cacheControl ?? 'no-cache');
  const varyOn = (options.vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!varyOn.some((name) => name.toLowerCase() === 'cookie' || name === '*')) varyOn.push('Cookie');
  return { cacheControl, vary: varyOn.join(', ') };
}
