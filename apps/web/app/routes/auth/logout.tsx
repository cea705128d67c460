import { pushUnsubscribeRequest } from '@wasla/shared/contracts/push';
import { emptyReply } from '@wasla/shared/contracts/replies';
import { redirect } from 'react-router';
import { LOGOUT_ENDPOINT_FIELD } from '../../features/push/push-memory';
import { apiFor } from '../../lib/api-client/client.server';
import { langOf } from '../../lib/route-lang';
import { clearedSessionCookies, readSession, withCookies } from '../../lib/session.server';
import type { Route } from './+types/logout';

/** The endpoint of this device's push subscription that the logout form carries, if it is one. */
function pushEndpointOf(form: FormData): string | null {
  const endpoint = form.get(LOGOUT_ENDPOINT_FIELD);
  return typeof endpoint === 'string' && pushUnsubscribeRequest.safeParse({ endpoint }).success
    ? endpoint
    : null;
}

/**
 * SPEC.md section 4: logout stops the push client (the API forgets this device's subscription, while
 * the session can still say whose it is; the form's script drops it in the browser), ends the session
 * on the server, forgets the tokens, keeps the currency cookie, and goes to the root. Without scripts
 * the form has no endpoint: the session ending is then what stops the pushes.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { token } = readSession(request);
  const form = await request.formData();
  if (token) {
    const api = apiFor(context, langOf(params), { token });
    const endpoint = pushEndpointOf(form);
    // A failure here must not keep anyone signed in; the pushes stop with the session anyway.
    if (endpoint) {
      await api.request(emptyReply, 'DELETE', '/push-subscriptions', { endpoint }).catch(() => undefined);
    }
    await api.request(emptyReply, 'POST', '/logout', {
      logout_from_all_device: form.get('everywhere') === '1' ? 1 : 0,
    });
  }
  throw redirect('/', { headers: withCookies(clearedSessionCookies()) });
}

export function loader({ params }: Route.LoaderArgs) {
  // Logging out changes state, so it is a form post; a plain visit goes home.
  throw redirect(`/${langOf(params)}`);
}
