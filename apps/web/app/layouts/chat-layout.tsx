import { useState } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useMatches, useNavigation } from 'react-router';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { chatApi } from '../features/chat/chat-api.server';
import { browserChatIO } from '../features/chat/chat-client';
import { ChatProvider, useChatConnection } from '../features/chat/chat-context';
import { createChatStore } from '../features/chat/chat-store';
import type { ConversationPage } from '../features/chat/chat-types';
import { ConversationList } from '../features/chat/conversation-list';
import { PaneSkeleton } from '../features/chat/pane-skeleton';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/chat-layout';

/** The chat is a screen of its own: the site's header above it, no footer under it. */
export const handle = { footer: false };

/** Signed-in accounts only (the guard sends anyone else where they belong); the list's first page. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const list = await chatApi(signedIn.api).conversations({ page: 1 });
  return withSession(signedIn, { catalog: ACCOUNT_CATALOG, meId: signedIn.user.id, list });
}

/** The socket keeps the list current: moving between conversations does not read it again. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'chat.title' }, { key: 'chat.intro' }),
  { name: 'robots', content: 'noindex' },
];

/** Whether the route under the layout shows a conversation (a phone then shows it instead of the list). */
const showsPane = (matches: ReturnType<typeof useMatches>) =>
  matches.some((match) => (match.data as { pane?: unknown } | null | undefined)?.pane === true);

function ChatScreen({
  meId,
  list,
  lang,
}: {
  meId: number;
  list: ConversationPage;
  lang: Route.ComponentProps['params']['lang'];
}) {
  const language = langOf({ lang });
  const [store] = useState(() => createChatStore({ meId, list }, browserChatIO(language)));
  useChatConnection(store, language);
  const matches = useMatches();
  const navigation = useNavigation();
  const going = navigation.state === 'loading' ? navigation.location.pathname.match(/\/chat\/(\d+)$/) : null;
  const openId = Number(matches.at(-1)?.params.id) || undefined;
  const pane = showsPane(matches) || Boolean(going);
  return (
    <ChatProvider store={store}>
      <div className="mx-auto flex w-full max-w-[80rem] nav:px-6 nav:py-4">
        <div className="flex h-[calc(100dvh-5.3em)] min-h-[26rem] w-full overflow-hidden bg-surface nav:h-[calc(100dvh-5.3em-2rem)] nav:rounded-2xl nav:border nav:border-line">
          <ConversationList
            lang={language}
            openId={going ? Number(going[1]) : openId}
            className={pane ? 'hidden nav:flex' : 'flex'}
          />
          <div className={`min-h-0 min-w-0 flex-1 flex-col ${pane ? 'flex' : 'hidden nav:flex'}`}>
            {going && Number(going[1]) !== openId ? <PaneSkeleton /> : <Outlet />}
          </div>
        </div>
      </div>
    </ChatProvider>
  );
}

/**
 * The chat layout (SPEC.md section 2): the conversation list beside the open conversation on
 * desktop; on a phone one of the two at a time, the conversation with a way back to the list.
 */
export default function ChatLayout({ loaderData, params }: Route.ComponentProps) {
  // A new language is a new page of the chat: its store speaks to that language's routes.
  return <ChatScreen key={params.lang} meId={loaderData.meId} list={loaderData.list} lang={params.lang} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
