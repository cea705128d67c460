import type { Conversation } from '@wasla/shared/contracts/chat';
import type { Language } from '@wasla/shared/languages';
import { BellOff, CircleAlert, MessagesSquare, Search, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { ChatAvatar, useMemberName } from './chat-avatar';
import { useChatState, useChatStore } from './chat-context';
import { byLatest, isOnline } from './chat-model';
import { listTime, useTimeZone } from './chat-time';
import { cardEventOf } from './deal-card-events';

/** Typing waits this long before the list is searched. */
const SEARCH_DEBOUNCE_MS = 300;

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-1 px-2 py-2">
      {[0, 1, 2, 3, 4].map((n) => (
        <li key={n} className="flex animate-pulse gap-3 px-2 py-3 motion-reduce:animate-none">
          <span className="size-11 shrink-0 rounded-full bg-canvas" />
          <span className="grid flex-1 gap-2">
            <span className="h-4 w-1/2 rounded-full bg-canvas" />
            <span className="h-3.5 w-3/4 rounded-full bg-canvas" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the list shows under a conversation's name: its latest message, or that the other is typing. */
function Preview({
  conversation,
  meId,
  typing,
}: {
  conversation: Conversation;
  meId: number;
  typing: boolean;
}) {
  const { t } = useTranslation();
  if (typing) return <span className="truncate text-sm font-medium text-brand-700">{t('chat.typing')}</span>;
  const latest = conversation.latest_message;
  if (!latest) return <span className="truncate text-sm text-muted">{t('chat.no_messages')}</span>;
  const event = latest.kind !== 'text' ? cardEventOf(latest.body) : null;
  const text =
    latest.kind !== 'text'
      ? event
        ? t(`chat.card.events.${event}`)
        : t('chat.card_preview')
      : latest.body || (latest.attachments.length ? t('chat.attachment_only') : '');
  const unread = conversation.unread_messages_count > 0;
  return (
    <span className={`truncate text-sm ${unread ? 'font-semibold text-ink' : 'text-muted'}`}>
      {latest.sender_id === meId ? <span className="font-medium">{t('chat.you_prefix')} </span> : null}
      <span dir="auto">{text}</span>
    </span>
  );
}

function Row({
  conversation,
  lang,
  current,
}: {
  conversation: Conversation;
  lang: Language;
  current: boolean;
}) {
  const { t } = useTranslation();
  const state = useChatState();
  const nameOf = useMemberName();
  const timeZone = useTimeZone();
  const name = nameOf(conversation.other);
  const unread = conversation.unread_messages_count;
  const typing = (state.typing[conversation.id] ?? 0) > Date.now();
  const at = conversation.latest_message?.created_at ?? conversation.updated_at;
  return (
    <li>
      <Link
        to={`/${lang}/chat/${conversation.id}`}
        aria-current={current ? 'page' : undefined}
        data-conversation={conversation.id}
        className={`flex items-center gap-3 rounded-xl px-3 py-2.5 outline-none transition-colors focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 ${current ? 'bg-brand-50' : 'hover:bg-canvas'}`}
      >
        <ChatAvatar
          name={name}
          photo={conversation.other.photo}
          online={isOnline(conversation, state.presence)}
          deleted={conversation.other.deleted}
        />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-center gap-2">
            <bdi className={`min-w-0 truncate ${unread ? 'font-bold' : 'font-semibold'}`}>{name}</bdi>
            {conversation.muted ? (
              <BellOff aria-label={t('chat.muted')} role="img" className="size-3.5 shrink-0 text-muted" />
            ) : null}
            <time
              dateTime={at}
              className={`ms-auto shrink-0 text-xs ${unread ? 'font-semibold text-brand-700' : 'text-muted'}`}
            >
              {listTime(at, lang, timeZone, Date.now())}
            </time>
          </span>
          <span className="flex min-w-0 items-center gap-2">
            <Preview conversation={conversation} meId={state.meId} typing={typing} />
            {unread > 0 ? (
              <span className="ms-auto grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <span className="sr-only">{t('chat.unread', { count: unread })}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The conversation list (SPEC.md section 2, Chat): the latest activity first, each with its
 * avatar and online dot, name (or "deleted account"), latest message, time, unread count and muted
 * mark; searched by name or deal title as one types; more pages on demand; empty, loading and
 * failed states.
 */
export function ConversationList({
  lang,
  openId,
  className = '',
}: {
  lang: Language;
  openId?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const store = useChatStore();
  const state = useChatState();
  const [text, setText] = useState(state.list.title);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => void store.search(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, store]);

  const { list } = state;
  const searching = list.title !== '';
  const ids = searching ? list.found : Object.keys(state.conversations).map(Number);
  const conversations = ids
    .map((id) => state.conversations[id])
    .filter((c): c is Conversation => c !== undefined)
    .sort(byLatest);

  return (
    <aside
      aria-labelledby="chat-list-title"
      className={`min-h-0 w-full flex-col nav:w-[22rem] nav:border-e nav:border-line ${className}`}
    >
      <div className="grid gap-3 px-4 pt-4 pb-3">
        <h1 id="chat-list-title" className="text-xl font-bold text-brand-950">
          {t('chat.title')}
        </h1>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4.5 -translate-y-1/2 text-muted"
          />
          <label htmlFor="chat-search" className="sr-only">
            {t('chat.search_label')}
          </label>
          <input
            id="chat-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('chat.search_placeholder')}
            maxLength={100}
            autoComplete="off"
            dir={text ? 'auto' : undefined}
            className="h-11 w-full rounded-xl border border-line bg-canvas ps-10 pe-3 text-[0.95rem] outline-none placeholder:text-muted focus-visible:border-brand-500 focus-visible:bg-surface focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
          />
        </div>
      </div>
      <nav
        aria-label={t('chat.list_label')}
        className="min-h-0 flex-1 overflow-y-auto px-2 pb-3"
        aria-busy={list.status === 'loading'}
      >
        {list.status === 'loading' ? (
          <>
            <p role="status" className="sr-only">
              {t('chat.loading')}
            </p>
            <ListSkeleton />
          </>
        ) : list.status === 'error' && conversations.length === 0 ? (
          <div role="alert" className="grid justify-items-center gap-3 px-4 py-10 text-center text-sm">
            <CircleAlert aria-hidden="true" className="size-8 text-danger" />
            <p>{t('chat.list_error')}</p>
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              onClick={() => void store.search(list.title)}
            >
              {t('chat.retry')}
            </button>
          </div>
        ) : conversations.length === 0 ? (
          <div className="px-2 py-4">
            {searching ? (
              <EmptyState
                icon={SearchX}
                title={t('chat.no_results_title')}
                body={t('chat.no_results_body', { text: `\u2068${list.title}\u2069` })}
              />
            ) : (
              <EmptyState
                icon={MessagesSquare}
                title={t('chat.empty_title')}
                body={t('chat.empty_body')}
                action={
                  <LinkButton to={`/${lang}/providers`} variant="primary" size="sm">
                    {t('chat.empty_action')}
                  </LinkButton>
                }
              />
            )}
          </div>
        ) : (
          <ul className="grid gap-0.5">
            {conversations.map((conversation) => (
              <Row
                key={conversation.id}
                conversation={conversation}
                lang={lang}
                current={conversation.id === openId}
              />
            ))}
          </ul>
        )}
        {list.page < list.lastPage && list.status !== 'loading' ? (
          <div className="grid px-2 pt-2">
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={list.status === 'more'}
              onClick={() => void store.loadMore()}
            >
              {list.status === 'more' ? t('chat.loading_more') : t('chat.load_more')}
            </button>
          </div>
        ) : null}
      </nav>
    </aside>
  );
}
