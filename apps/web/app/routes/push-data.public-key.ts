import { signedInJson } from '../features/auth/signed-in-json.server';
import { pushApi } from '../features/push/push-api.server';
import type { Route } from './+types/push-data.public-key';

/**
 * `GET /:lang/push-data/public-key`: the site's VAPID public key that this device subscribes with,
 * `null` when web push is off on the server. For a signed-in account: only it subscribes.
 */
export function loader(args: Route.LoaderArgs) {
  return signedInJson(args, async (signedIn) => ({ body: await pushApi(signedIn.api).publicKey() }));
}
