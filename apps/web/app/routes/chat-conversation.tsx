import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { positiveIdOf } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import { ConversationPane } from '../features/chat/conversation-pane';
import { dealCardsOf } from '../features/chat/deal-cards.server';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/chat-conversation';

/**
 * `/chat/{id}`: one of the reader's conversations, its newest messages (`GET /messages/{id}`, which
 * marks it read on every device of the reader). Anyone else's conversation is the 404 page, as one
 * that does not exist.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const id = positiveIdOf(args.params.id);
  if (!id) throw data(null, { status: 404 });
  const page = await chatApi(signedIn.api).messages(id);
  const deals = await dealCardsOf(signedIn.api, page.messages);
  // The cards' countdowns: the first paint's "now", the browser ticking on from its own clock.
  return withSession(signedIn, { pane: true, page, deals, renderedAt: Date.now() });
}

/**
 * Read again when the address changes, not after an action elsewhere (a deal card posts to the deal
 * page's action): the socket and the card's own read keep the conversation current.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(
    args,
    { text: args.loaderData?.page.conversation.other.name || undefined, key: 'chat.title' },
    { key: 'chat.intro' },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function ChatConversation({ loaderData, params }: Route.ComponentProps) {
  const { page, deals, renderedAt } = loaderData;
  return (
    <ConversationPane
      id={page.conversation.id}
      page={page}
      deals={deals}
      renderedAt={renderedAt}
      lang={langOf(params)}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
