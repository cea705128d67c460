import { signedInJson } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import { unreadTotal } from '../features/chat/chat-unread-total';
import type { Route } from './+types/chat-data.unread';

/** Conversations read for the header's count: the most recent ones, where unread messages are. */
const PAGES = 3;

/**
 * `GET /:lang/chat-data/unread`: the header's count of unread messages, over the reader's most
 * recent conversations (muted ones left out, as they ask for no attention).
 */
export function loader(args: Route.LoaderArgs) {
  return signedInJson(args, async (signedIn) => {
    const api = chatApi(signedIn.api);
    const pages = [];
    for (let page = 1; page <= PAGES; page++) {
      const found = await api.conversations({ page });
      pages.push(found.data);
      if (found.meta.current_page >= found.meta.last_page) break;
    }
    return { body: { total: unreadTotal(pages.flat()) } };
  });
}
