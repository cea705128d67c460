import { data } from 'react-router';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { positiveIdOf } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import { ConversationPane } from '../features/chat/conversation-pane';
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
  return withSession(signedIn, { pane: true, page });
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
  const { page } = loaderData;
  return <ConversationPane id={page.conversation.id} page={page} lang={langOf(params)} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
