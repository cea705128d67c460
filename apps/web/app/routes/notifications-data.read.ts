import { positiveIdOf, signedInJson } from '../features/auth/signed-in-json.server';
import { notificationsApi } from '../features/notifications/notifications-api.server';
import type { Route } from './+types/notifications-data.read';

/**
 * `POST /:lang/notifications-data/read` with `{ id }` or `{ all: true }`: marks one of the reader's
 * notifications read, or all of them; answers how many are still unread.
 */
export function action(args: Route.ActionArgs) {
  return signedInJson(args, async (signedIn) => {
    const body = (await args.request.json().catch(() => null)) as { id?: unknown; all?: unknown } | null;
    const api = notificationsApi(signedIn.api);
    if (body?.all === true) {
      const reply = await api.readAll();
      return reply.ok
        ? { body: { unread_count: reply.data.unread_count } }
        : { body: { error: true }, status: reply.status };
    }
    const id = positiveIdOf(body?.id);
    if (id === undefined) return { body: { error: true }, status: 400 };
    const reply = await api.read(id);
    if (!reply.ok) return { body: { error: true }, status: reply.status };
    // The count after this one: the latest's, read once more (another tab may have read others).
    const { unread_count } = await api.latest();
    return { body: { unread_count, notification: reply.data } };
  });
}
