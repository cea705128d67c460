import type { Conversation, MessagesPage } from '@wasla/shared/contracts/chat';
import type { Language } from '@wasla/shared/languages';
import { ArrowLeft, Ban, WifiOff } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ChatAvatar, useMemberName } from './chat-avatar';
import { dealCardLoader } from './chat-client';
import { useChatState, useChatStore } from './chat-context';
import { isOnline, timelineFromPage } from './chat-model';
import { Composer } from './composer';
import { ConversationMenu, useStatusChange } from './conversation-menu';
import { DealCardsContext } from './deal-card-message';
import { createDealCards } from './deal-cards-store';
import { DealReplyContext } from './deal-reply-context';
import { MessageList } from './message-list';
import { useDealReply } from './use-deal-reply';

/** The top of the open conversation: back (on phones), who it is with, whether they are online or typing. */
export function PaneHeader({
  lang,
  name,
  photo,
  slug,
  deleted,
  online,
  typing,
  hidden = false,
  menu,
}: {
  lang: Language;
  name: string;
  photo: string | null;
  slug: string | null;
  deleted: boolean;
  online: boolean;
  typing: boolean;
  /** Nothing is said of their presence (a blocked conversation). */
  hidden?: boolean;
  menu?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = (
    <bdi id="chat-pane-title" className="block truncate font-bold">
      {name}
    </bdi>
  );
  return (
    <header className="flex items-center gap-2 border-b border-line px-2 py-2 sm:px-4">
      <Link
        to={`/${lang}/chat`}
        aria-label={t('chat.back')}
        className="grid size-11 shrink-0 place-items-center rounded-lg text-ink outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 nav:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </Link>
      <ChatAvatar name={name} photo={photo} online={online} deleted={deleted} size={40} />
      <div className="min-w-0 flex-1">
        <h2 className="min-w-0 text-base leading-snug">
          {slug ? (
            <Link
              to={`/${lang}/provider/${encodeURIComponent(slug)}`}
              className="rounded outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p
          className="text-xs text-muted"
          aria-live="polite"
          data-presence-text={online ? 'online' : 'offline'}
        >
          {deleted || hidden ? null : typing ? (
            <span className="font-medium text-brand-700">{t('chat.typing')}</span>
          ) : online ? (
            <span className="text-success">{t('chat.online')}</span>
          ) : (
            t('chat.offline')
          )}
        </p>
      </div>
      {menu}
    </header>
  );
}

/** Shown after a moment without the socket: messages still send, but nothing arrives live. */
function ConnectionNotice() {
  const { t } = useTranslation();
  const { connection } = useChatState();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (connection !== 'offline') {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), 2_000);
    return () => window.clearTimeout(timer);
  }, [connection]);
  if (!shown) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-accent-100 px-3 py-1.5 text-xs font-medium text-accent-900"
    >
      <WifiOff aria-hidden="true" className="size-3.5" />
      {t('chat.reconnecting')}
    </p>
  );
}

/** In place of the message box when nothing can be sent: blocked either way, or a deleted account. */
function CannotSend({ conversation, lang }: { conversation: Conversation; lang: Language }) {
  const { t } = useTranslation();
  const { change, busy } = useStatusChange(lang, conversation);
  const deleted = conversation.other.deleted;
  return (
    <div
      role="status"
      className="grid justify-items-center gap-1.5 border-t border-line bg-canvas px-4 py-4 text-center text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Ban aria-hidden="true" className="size-4.5 shrink-0 text-danger" />
        {t('chat.cannot_send')}
      </p>
      {deleted ? (
        <p className="text-muted">{t('chat.deleted_notice')}</p>
      ) : conversation.blocked_by_me ? (
        <>
          <p className="text-muted">{t('chat.you_blocked')}</p>
          <Button variant="secondary" size="sm" isDisabled={busy} onPress={() => void change('unblocked')}>
            {t('chat.unblock')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * An open conversation (`/chat/{id}`): the route's page first, then the store's live copy of it.
 * While it is open and the tab is seen, what arrives is read at once (the API tells every device).
 */
export function ConversationPane({
  id,
  page,
  deals,
  renderedAt,
  lang,
}: {
  id: number;
  page: MessagesPage;
  /** The deals of the page's cards, as the loader read them. */
  deals: Parameters<typeof createDealCards>[1];
  renderedAt: number;
  lang: Language;
}) {
  const store = useChatStore();
  const state = useChatState();
  const nameOf = useMemberName();
  // One reader of the cards' deals per page the loader gave (a new conversation, a new read).
  const cards = useMemo(
    () => ({ cards: createDealCards(dealCardLoader(lang), deals), renderedAt }),
    [deals, renderedAt, lang],
  );

  useEffect(() => {
    store.openPage(id, page);
    return () => store.close(id);
  }, [store, id, page]);

  const conversation = state.conversations[id] ?? page.conversation;
  const timeline = state.timelines[id] ?? timelineFromPage(page.messages, page.has_more_before);
  const name = nameOf(conversation.other);
  const typing = (state.typing[id] ?? 0) > Date.now();
  const online = isOnline(conversation, state.presence);
  const target = { conversationId: id };
  const dealReply = useDealReply(id, conversation.can_send, timeline.outgoing, (dealId) =>
    cards.cards.refresh(dealId),
  );

  return (
    <DealCardsContext.Provider value={cards}>
      <DealReplyContext.Provider value={dealReply.reply}>
        <section aria-labelledby="chat-pane-title" className="flex min-h-0 min-w-0 flex-1 flex-col">
          <PaneHeader
            lang={lang}
            name={name}
            photo={conversation.other.photo}
            slug={conversation.other.slug}
            deleted={conversation.other.deleted}
            online={online}
            typing={typing}
            hidden={conversation.blocked}
            menu={<ConversationMenu conversation={conversation} lang={lang} name={name} />}
          />
          <ConnectionNotice />
          <MessageList
            conversationId={id}
            timeline={timeline}
            meId={state.meId}
            otherName={name}
            lang={lang}
            loadingOlder={Boolean(state.olderLoading[id])}
            onLoadOlder={() => void store.loadOlder(id)}
            onRetry={(clientId) => void store.retry(target, clientId)}
          />
          {conversation.can_send ? (
            <Composer
              key={id}
              draftKey={`c${id}`}
              lang={lang}
              attachTo={id}
              onSend={(text, files) => void store.send(target, text, files, dealReply.about?.id)}
              onTyping={() => store.typing(id)}
              about={dealReply.about}
              onCancelAbout={dealReply.cancel}
            />
          ) : (
            <CannotSend conversation={conversation} lang={lang} />
          )}
        </section>
      </DealReplyContext.Provider>
    </DealCardsContext.Provider>
  );
}
