import { signedInJson } from '../features/auth/signed-in-json.server';
import { notificationsApi } from '../features/notifications/notifications-api.server';
import type { Route } from './+types/notifications-data.latest';

/**
 * `GET /:lang/notifications-data/latest`: the bell's latest notifications in the reader's language,
 * and how many are unread (its red dot).
 */
export function loader(args: Route.LoaderArgs) {
  return signedInJson(args, async (signedIn) => {
    const { data, unread_count, has_unread } = await notificationsApi(signedIn.api).latest();
    return { body: { data, unread_count, has_unread } };
  });
}
