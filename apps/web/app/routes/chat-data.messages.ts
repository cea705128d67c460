import { positiveIdOf, signedInJson } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import type { Route } from './+types/chat-data.messages';

/**
 * `GET /:lang/chat-data/:id/messages?before_seq=&after_seq=`: older messages, or what came after a
 * position, for the chat's script; reading marks the conversation read (the API says so to every
 * device). Someone else's conversation is 404, as one that does not exist.
 */
export function loader(args: Route.LoaderArgs) {
  return signedInJson(args, async (signedIn) => {
    const id = positiveIdOf(args.params.id);
    if (!id) return { body: { error: true }, status: 404 };
    const url = new URL(args.request.url);
    const before = positiveIdOf(url.searchParams.get('before_seq') ?? undefined);
    const afterText = url.searchParams.get('after_seq');
    const after = afterText === '0' ? 0 : positiveIdOf(afterText ?? undefined);
    return {
      body: await chatApi(signedIn.api).messages(id, {
        ...(before ? { before_seq: before } : {}),
        ...(after !== undefined ? { after_seq: after } : {}),
      }),
    };
  });
}
