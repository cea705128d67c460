import {
  type PushSubscriptionRequest,
  pushPublicKeySchema,
  pushSubscribedSchema,
} from '@wasla/shared/contracts/push';
import { emptyReply } from '@wasla/shared/contracts/replies';
import type { Api } from '../../lib/api-client/client.server';

/** The web push calls (apps/api/src/modules/push), each named by the shared contract of its reply. */
export function pushApi(api: Api) {
  return {
    /** The site's VAPID public key; null when push is off on the server. */
    publicKey: () => api.get(pushPublicKeySchema, '/push/public-key'),
    /** Keeps this device's subscription for the account and its session; refusals come back as values. */
    subscribe: (subscription: PushSubscriptionRequest) =>
      api.post(pushSubscribedSchema, '/push-subscriptions', subscription),
    /** Stops pushes to the device of this endpoint, if it is the account's. */
    unsubscribe: (endpoint: string) => api.send(emptyReply, 'DELETE', '/push-subscriptions', { endpoint }),
  };
}
