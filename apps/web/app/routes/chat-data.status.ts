import { positiveIdOf, signedInJson } from '../features/auth/signed-in-json.server';
import { chatApi, type StatusChange } from '../features/chat/chat-api.server';
import type { Route } from './+types/chat-data.status';

const CHANGES: readonly string[] = ['muted', 'unmuted', 'blocked', 'unblocked'] satisfies StatusChange[];

/**
 * `POST /:lang/chat-data/:id/status` (JSON `{status}`): mute or unmute a conversation, block or
 * unblock its other account (only the blocker unblocks). Answers the conversation as it now stands.
 */
export function action(args: Route.ActionArgs) {
  return signedInJson(args, async (signedIn) => {
    const id = positiveIdOf(args.params.id);
    if (!id) return { body: { ok: false, status: 404 }, status: 404 };
    if (!args.request.headers.get('content-type')?.startsWith('application/json')) {
      return { body: { ok: false, status: 415 }, status: 415 };
    }
    const input = (await args.request.json().catch(() => null)) as { status?: unknown } | null;
    const status = input?.status;
    if (typeof status !== 'string' || !CHANGES.includes(status)) {
      return { body: { ok: false, status: 400 }, status: 400 };
    }
    const changed = await chatApi(signedIn.api).status(id, status as StatusChange);
    return { body: changed, status: changed.ok ? 200 : changed.status };
  });
}
