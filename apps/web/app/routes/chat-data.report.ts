import { positiveIdOf, signedInJson } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import type { Route } from './+types/chat-data.report';

/**
 * `POST /:lang/chat-data/:id/report` (JSON `{reason}`): reports the conversation to the support
 * team. A reason the API refuses comes back with its words in the reader's language.
 */
export function action(args: Route.ActionArgs) {
  return signedInJson(args, async (signedIn) => {
    const id = positiveIdOf(args.params.id);
    if (!id) return { body: { ok: false, status: 404 }, status: 404 };
    if (!args.request.headers.get('content-type')?.startsWith('application/json')) {
      return { body: { ok: false, status: 415 }, status: 415 };
    }
    const input = (await args.request.json().catch(() => null)) as { reason?: unknown } | null;
    if (typeof input?.reason !== 'string') return { body: { ok: false, status: 400 }, status: 400 };
    const filed = await chatApi(signedIn.api).report(id, input.reason);
    return { body: filed, status: filed.ok ? 200 : filed.status };
  });
}
