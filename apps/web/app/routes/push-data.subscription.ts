import { pushSubscriptionRequest, pushUnsubscribeRequest } from '@wasla/shared/contracts/push';
import { signedInJson } from '../features/auth/signed-in-json.server';
import { pushApi } from '../features/push/push-api.server';
import type { Route } from './+types/push-data.subscription';

/**
 * This device's web push subscription (JSON bodies only, so no form of another site can send one):
 * - `POST /:lang/push-data/subscription` with what `PushSubscription.toJSON()` gives: kept for the
 *   account and its session; answers whether anything changed;
 * - `DELETE` with `{endpoint}`: pushes to this device stop.
 */
export function action(args: Route.ActionArgs) {
  return signedInJson(args, async (signedIn) => {
    const { request } = args;
    if (request.method !== 'POST' && request.method !== 'DELETE') return { body: { ok: false }, status: 405 };
    if (!request.headers.get('content-type')?.startsWith('application/json')) {
      return { body: { ok: false }, status: 415 };
    }
    const input = await request.json().catch(() => null);
    const api = pushApi(signedIn.api);
    if (request.method === 'DELETE') {
      const parsed = pushUnsubscribeRequest.safeParse(input);
      if (!parsed.success) return { body: { ok: false }, status: 400 };
      const reply = await api.unsubscribe(parsed.data.endpoint);
      return reply.ok ? { body: { ok: true } } : { body: { ok: false }, status: reply.status };
    }
    const parsed = pushSubscriptionRequest.safeParse(input);
    if (!parsed.success) return { body: { ok: false }, status: 400 };
    // Only what the API takes goes on (`toJSON()` also gives `expirationTime`).
    const { endpoint, keys } = parsed.data;
    const reply = await api.subscribe({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    return reply.ok
      ? { body: { ok: true, changed: reply.data.changed } }
      : { body: { ok: false }, status: reply.status };
  });
}
