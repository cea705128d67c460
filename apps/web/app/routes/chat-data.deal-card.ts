import { positiveIdOf, signedInJson } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import type { Route } from './+types/chat-data.deal-card';

/**
 * `GET /:lang/chat-data/deal-cards/:dealId` (`?reviews=1` for a rating card): a deal as its cards in
 * the conversation show it, with the actions open to the reader now, read again when a newer card of
 * it arrives or an action was taken on it. A deal the reader is not a party to is 404, as one that
 * does not exist.
 */
export function loader(args: Route.LoaderArgs) {
  return signedInJson(args, async (signedIn) => {
    const id = positiveIdOf(args.params.dealId);
    if (!id) return { body: { error: true }, status: 404 };
    const api = chatApi(signedIn.api);
    if (new URL(args.request.url).searchParams.get('reviews') === '1') {
      return { body: await api.reviewCard(id) };
    }
    return { body: { deal: await api.dealCard(id), reviews: null } };
  });
}
