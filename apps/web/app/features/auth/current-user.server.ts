import type { User } from '@wasla/shared/contracts/auth';
import { userSchema } from '@wasla/shared/contracts/auth';
import { sessionTokensSchema } from '@wasla/shared/contracts/replies';
import type { Language } from '@wasla/shared/languages';
import type { AppLoadContext } from 'react-router';
import { apiFor } from '../../lib/api-client/client.server';
import {
  clearedSessionCookies,
  readSession,
  type SessionTokens,
  sessionCookies,
} from '../../lib/session.server';

/** Why a signed-in visitor cannot use the account yet (SPEC.md section 8: 406, 412, 302, 403). */
export type Gate = 'verify-email' | 'verify-phone' | 'two-factor' | 'blocked';
const GATES: Record<number, Gate> = {
  406: 'verify-email',
  412: 'verify-phone',
  302: 'two-factor',
  403: 'blocked',
};

export type ShellUser = Pick<User, 'id' | 'name' | 'slug' | 'code' | 'completion_score'> & {
  avatar: string | null;
  /** A team member: the menus lead to the back office. */
  team: boolean;
};

type Result = {
  user: ShellUser | null;
  gate: Gate | null;
  cookies: string[];
  token?: string;
  /** The whole `/user-information` reply, for account pages that show more than the shell. */
  account?: User;
};

/**
 * A refresh token works once: the shell and an account page asking at the same moment share one
 * refresh instead of the second being taken for a stolen token. Only the same browser shares it (the
 * same client address and user agent), and only for a few seconds: a copy of the cookie replayed
 * from elsewhere reaches the API, which takes it for a stolen token and ends the session.
 */
const SHARED_REFRESH_MS = 10_000;
const refreshes = new Map<string, Promise<SessionTokens | null>>();
export function refreshOnce(context: AppLoadContext, request: Request, lang: Language, refreshToken: string) {
  const key = [context.clientAddress ?? '', request.headers.get('user-agent') ?? '', refreshToken].join('\n');
  let pending = refreshes.get(key);
  if (!pending) {
    pending = apiFor(context, lang, { token: refreshToken })
      .request(sessionTokensSchema, 'POST', '/refresh-token')
      .then((res) => (res.status === 200 && !res.body.error ? res.body.data : null));
    refreshes.set(key, pending);
    setTimeout(() => refreshes.delete(key), SHARED_REFRESH_MS).unref();
  }
  return pending;
}

/** Loaders of one request (the shell and the page) read the account once. */
const perRequest = new WeakMap<Request, Promise<Result>>();

/**
 * The visitor's account as the shell shows it. The access token is refreshed three minutes before it
 * expires, or after a 401, and the new cookies travel with the page; a refused refresh signs out.
 */
export function currentUser(context: AppLoadContext, request: Request, lang: Language): Promise<Result> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = readAccount(context, request, lang);
    perRequest.set(request, pending);
  }
  return pending;
}

async function readAccount(context: AppLoadContext, request: Request, lang: Language): Promise<Result> {
  const session = readSession(request);
  if (!session.token && !session.refreshToken) return { user: null, gate: null, cookies: [] };
  let token = session.token;
  let cookies: string[] = [];

  const refresh = async () => {
    if (!session.refreshToken) return false;
    const tokens = await refreshOnce(context, request, lang, session.refreshToken);
    if (!tokens) return false;
    token = tokens.token;
    cookies = sessionCookies(tokens);
    return true;
  };

  if ((!token || session.dueForRefresh) && !(await refresh()))
    return { user: null, gate: null, cookies: clearedSessionCookies() };
  let res = await apiFor(context, lang, { token }).request(userSchema, 'GET', '/user-information');
  if (res.status === 401 && cookies.length === 0 && (await refresh())) {
    res = await apiFor(context, lang, { token }).request(userSchema, 'GET', '/user-information');
  }
  if (res.status === 200 && !res.body.error) {
    const u = res.body.data;
    return {
      user: {
        id: u.id,
        name: u.name,
        slug: u.slug,
        code: u.code,
        completion_score: u.completion_score,
        avatar: u.media.medium,
        team: u.team === true,
      },
      gate: null,
      cookies,
      token,
      account: u,
    };
  }
  const gate = GATES[res.status];
  if (gate) return { user: null, gate, cookies, token };
  return { user: null, gate: null, cookies: clearedSessionCookies() };
}

/**
 * The account for a page whose reply cannot carry cookies (a public page's prices): the shell's own
 * reading when it runs in this request, else a plain read with the access token. It never refreshes
 * the session: the new cookies would be lost, and the old refresh token, used again, would be taken
 * for a stolen one. A token that no longer works reads as a guest, as it does on public pages.
 */
export function accountIfSignedIn(context: AppLoadContext, request: Request, lang: Language) {
  const shell = perRequest.get(request);
  if (shell) return shell.then((found) => found.account ?? null);
  const { token } = readSession(request);
  if (!token) return Promise.resolve(null);
  return apiFor(context, lang, { token })
    .request(userSchema, 'GET', '/user-information')
    .then((res) => (res.status === 200 && !res.body.error ? res.body.data : null));
}
