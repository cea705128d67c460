import { signedInJson } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import type { Route } from './+types/chat-data.conversations';

/**
 * `GET /:lang/chat-data/conversations?page=&title=`: a page of the reader's conversations for the
 * chat's script (more of the list, a search by name or deal title, one that just appeared).
 */
export function loader(args: Route.LoaderArgs) {
  return signedInJson(args, async (signedIn) => {
    const url = new URL(args.request.url);
    const page = Math.min(Math.max(Number(url.searchParams.get('page')) || 1, 1), 100_000);
    const title = url.searchParams.get('title')?.trim().slice(0, 100) || undefined;
    return { body: await chatApi(signedIn.api).conversations({ page, ...(title ? { title } : {}) }) };
  });
}
