import type { User } from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';
import type { AppLoadContext } from 'react-router';
import { apiFor } from '../../lib/api.server';
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
};

type Result = { user: ShellUser | null; gate: Gate | null; cookies: string[]; token?: string };

/**
 * The visitor's account as the shell shows it. The access token is refreshed three minutes before it
 * expires, or after a 401, and the new cookies travel with the page; a refused refresh signs out.
 */
export async function currentUser(
  context: AppLoadContext,
  request: Request,
  lang: Language,
): Promise<Result> {
  const session = readSession(request);
  if (!session.token && !session.refreshToken) return { user: null, gate: null, cookies: [] };
  let token = session.token;
  let cookies: string[] = [];

  const refresh = async () => {
    if (!session.refreshToken) return false;
    const res = await apiFor(context, lang, { token: session.refreshToken }).request<SessionTokens>(
      'POST',
      '/refresh-token',
    );
    if (res.status !== 200 || res.body.error) return false;
    token = res.body.data.token;
    cookies = sessionCookies(res.body.data);
    return true;
  };

  if ((!token || session.dueForRefresh) && !(await refresh()))
    return { user: null, gate: null, cookies: clearedSessionCookies() };
  let res = await apiFor(context, lang, { token }).request<User>('GET', '/user-information');
  if (res.status === 401 && cookies.length === 0 && (await refresh())) {
    res = await apiFor(context, lang, { token }).request<User>('GET', '/user-information');
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
      },
      gate: null,
      cookies,
      token,
    };
  }
  const gate = GATES[res.status];
  if (gate) return { user: null, gate, cookies, token };
  return { user: null, gate: null, cookies: clearedSessionCookies() };
}
