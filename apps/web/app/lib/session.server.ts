import { COOKIE_MAX_AGE_SECONDS } from '@wasla/shared/business-constants';
import { readCookie } from './cookies';
import { publicOrigin } from './site.server';

/** The web keeps the API's tokens in HttpOnly cookies: page scripts can never read them. */
const ACCESS = 'wasla_at';
const REFRESH = 'wasla_rt';
const ACCESS_EXPIRY = 'wasla_at_exp';
// The spec plans the refresh three minutes before the access token expires.
const REFRESH_AHEAD_SECONDS = 180;

const secure = publicOrigin().startsWith('https:') ? '; Secure' : '';
const cookie = (name: string, value: string, maxAge = COOKIE_MAX_AGE_SECONDS) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;

export type SessionTokens = { token: string; refresh_token: string; expires_in: number };

export function readSession(request: Request) {
  const header = request.headers.get('cookie');
  const expiresAt = Number(readCookie(header, ACCESS_EXPIRY) ?? 0);
  return {
    token: readCookie(header, ACCESS),
    refreshToken: readCookie(header, REFRESH),
    dueForRefresh: expiresAt > 0 && expiresAt - REFRESH_AHEAD_SECONDS <= Date.now() / 1000,
  };
}

export function sessionCookies(tokens: SessionTokens): string[] {
  const expiresAt = Math.floor(Date.now() / 1000) + tokens.expires_in;
  return [
    cookie(ACCESS, tokens.token),
    cookie(REFRESH, tokens.refresh_token),
    cookie(ACCESS_EXPIRY, String(expiresAt)),
  ];
}

export function clearedSessionCookies(): string[] {
  return [ACCESS, REFRESH, ACCESS_EXPIRY].map((name) => cookie(name, '', 0));
}

export function withCookies(cookies: string[], init: HeadersInit = {}) {
  const headers = new Headers(init);
  for (const value of cookies) headers.append('Set-Cookie', value);
  return headers;
}
