import { providerDetailSchema } from '@wasla/shared/contracts/discovery';
import { redirect } from 'react-router';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { positiveIdOf } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import { ChoosePane, NewConversationPane, UnreachablePane } from '../features/chat/new-conversation-pane';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/chat-index';

/**
 * `/chat`: the list alone (on desktop beside an invitation to choose), or with `?to={account}` (the
 * "Send a message" button of a profile) the conversation with that account: the existing one if
 * there is one, else a new one that the first message opens.
 */
export async function loader(args: Route.LoaderArgs) {
  const toText = new URL(args.request.url).searchParams.get('to');
  if (toText === null) return { pane: false, recipient: null, unreachable: false };
  const signedIn = await requireUser(args);
  const to = positiveIdOf(toText);
  const unreachable = { pane: true, recipient: null, unreachable: true };
  if (!to || to === signedIn.user.id) return withSession(signedIn, unreachable);
  // Deleted and unknown accounts are both 404 here: neither can be written to.
  const found = await signedIn.api.request(providerDetailSchema, 'GET', `/providers/${to}`);
  if (found.status !== 200 || found.body.error) return withSession(signedIn, unreachable);
  const account = found.body.data;
  const existing = await chatApi(signedIn.api).conversations({ page: 1, title: account.name.slice(0, 100) });
  const conversation = existing.data.find((c) => c.other.id === to);
  if (conversation) {
    throw redirect(`/${langOf(args.params)}/chat/${conversation.id}`, {
      headers: withCookies(signedIn.cookies),
    });
  }
  return withSession(signedIn, {
    pane: true,
    unreachable: false,
    recipient: {
      id: account.id,
      name: account.name,
      photo: account.avatar_url,
      slug: account.slug,
      is_online: account.is_online,
    },
  });
}

export default function ChatIndex({ loaderData, params }: Route.ComponentProps) {
  const lang = langOf(params);
  if (loaderData.recipient)
    return <NewConversationPane key={loaderData.recipient.id} recipient={loaderData.recipient} lang={lang} />;
  if (loaderData.unreachable) return <UnreachablePane lang={lang} />;
  return <ChoosePane />;
}
