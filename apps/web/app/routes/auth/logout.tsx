import { emptyReply } from '@wasla/shared/contracts/replies';
import { redirect } from 'react-router';
import { apiFor } from '../../lib/api-client/client.server';
import { langOf } from '../../lib/route-lang';
import { clearedSessionCookies, readSession, withCookies } from '../../lib/session.server';
import type { Route } from './+types/logout';

/**
 * SPEC.md section 4: logout ends the session on the server, forgets the tokens, keeps the currency
 * cookie, and goes to the root.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { token } = readSession(request);
  const form = await request.formData();
  if (token) {
    await apiFor(context, langOf(params), { token }).request(emptyReply, 'POST', '/logout', {
      logout_from_all_device: form.get('everywhere') === '1' ? 1 : 0,
    });
  }
  throw redirect('/', { headers: withCookies(clearedSessionCookies()) });
}

export function loader({ params }: Route.LoaderArgs) {
  // Logging out changes state, so it is a form post; a plain visit goes home.
  throw redirect(`/${langOf(params)}`);
}
