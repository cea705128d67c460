import type { User } from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';
import { type AppLoadContext, data, redirect } from 'react-router';
import { apiFor } from '../../lib/api-client/client.server';
import { langOf } from '../../lib/route-lang';
import { withCookies } from '../../lib/session.server';
import { currentUser, type Gate } from './current-user.server';

/** Where a held account goes before it may use account pages (SPEC.md section 4, login gate). */
const GATE_PAGES: Record<Exclude<Gate, 'blocked'>, string> = {
  'verify-email': 'auth/verify-email',
  'verify-phone': 'auth/verify-phone-number',
  'two-factor': 'auth/two-factor-authentication',
};

/** The page to come back to after signing in: this site's path and query, never another origin. */
export function loginRedirectPath(lang: Language, url: URL): string {
  const next = `${url.pathname}${url.search}`;
  return `/${lang}/auth/login?next=${encodeURIComponent(next)}`;
}

export type SignedIn = {
  lang: Language;
  user: User;
  /** The API with this account's token. */
  api: ReturnType<typeof apiFor>;
  /** Cookies of a session refreshed during this request; actions send them with their reply. */
  cookies: string[];
};

/**
 * The guard of account pages: a guest is sent to log in (and brought back afterwards), an account
 * held at a gate goes to that gate, a blocked account gets the 403 page. Otherwise the user and an
 * API client that acts as them.
 */
export async function requireUser(args: {
  params: { lang?: string };
  request: Request;
  context: AppLoadContext;
}): Promise<SignedIn> {
  const lang = langOf(args.params);
  const found = await currentUser(args.context, args.request, lang);
  const headers = found.cookies.length ? withCookies(found.cookies) : undefined;
  if (found.gate === 'blocked') throw data(null, { status: 403, headers });
  if (found.gate) throw redirect(`/${lang}/${GATE_PAGES[found.gate]}`, { headers });
  if (!found.user || !found.account || !found.token) {
    throw redirect(loginRedirectPath(lang, new URL(args.request.url)), { headers });
  }
  return {
    lang,
    user: found.account,
    api: apiFor(args.context, lang, { token: found.token }),
    cookies: found.cookies,
  };
}

/** An action's reply with the cookies of a session refreshed while it ran. */
export function withSession<T>(signedIn: SignedIn, value: T) {
  return data(value, signedIn.cookies.length ? { headers: withCookies(signedIn.cookies) } : undefined);
}
