import { COOKIE_MAX_AGE_SECONDS } from '@wasla/shared/business-constants';

/** Reads one cookie from a Cookie header (server) or `document.cookie` (browser). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Preferences live 365 days (SPEC.md section 9) and are readable by the server for rendering. */
export function writeCookie(name: string, value: string) {
  // The Cookie Store API is missing from Safari and Firefox; a plain cookie works everywhere.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
