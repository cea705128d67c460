import { type TeamSelf, teamSelfSchema } from '@wasla/shared/contracts/team';
import { type AppLoadContext, data, redirect } from 'react-router';
import { apiFor } from '../../lib/api-client/client.server';
import { langOf } from '../../lib/route-lang';
import { withCookies } from '../../lib/session.server';
import { currentUser } from '../auth/current-user.server';
import type { SignedIn } from '../auth/require-user.server';
import { adminHref } from './admin-href';

type Args = { params: { lang?: string }; request: Request; context: AppLoadContext };

export type HeldRole = TeamSelf['roles'][number];

type Access =
  | { armed: true; signedIn: SignedIn; roles: HeldRole[] }
  | { armed: false; signedIn: SignedIn; roles: [] };

// The layout and its screen load for one request together: they ask the API once between them.
const perRequest = new WeakMap<Request, Promise<Access>>();

/**
 * Who may see the back office, as the API's team routes decide it. A guest, an account outside the
 * team and a blocked account get the not-found page (status 404): nothing says the back office is
 * here. An account held at a sign-in gate (a second step still to pass) goes to that gate first.
 * `armed: false` is a team member whose account has no two-step verification yet: the team routes
 * refuse them until it is on, and the back office says so.
 */
export function teamAccess(args: Args): Promise<Access> {
  let pending = perRequest.get(args.request);
  if (!pending) {
    pending = readAccess(args);
    perRequest.set(args.request, pending);
  }
  return pending;
}

async function readAccess(args: Args): Promise<Access> {
  const lang = langOf(args.params);
  const found = await currentUser(args.context, args.request, lang);
  const headers = found.cookies.length ? withCookies(found.cookies) : undefined;
  if (found.gate === 'two-factor') throw redirect(`/${lang}/auth/two-factor-authentication`, { headers });
  if (!found.account || !found.token) throw data(null, { status: 404, headers });
  const signedIn: SignedIn = {
    lang,
    user: found.account,
    api: apiFor(args.context, lang, { token: found.token }),
    cookies: found.cookies,
  };
  const me = await signedIn.api.request(teamSelfSchema, 'GET', '/admin/team/me');
  if (me.status === 200 && !me.body.error) {
    return { armed: true, signedIn, roles: me.body.data.roles };
  }
  if (me.status === 403 && me.body.error && me.body.code === 'team_two_factor_required') {
    return { armed: false, signedIn, roles: [] };
  }
  throw data(null, { status: 404, headers });
}

/**
 * The guard of a back-office screen: the member and their roles, or the same refusals as
 * `teamAccess`. A member without two-step verification is sent to the back office's home, which
 * tells them to turn it on.
 */
export async function requireTeam(args: Args) {
  const access = await teamAccess(args);
  if (!access.armed) throw redirect(adminHref(access.signedIn.lang));
  return access;
}
