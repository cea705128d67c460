import type { ChatAttachment, ChatMessage } from '@wasla/shared/contracts/chat';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { ArrowDown, Clock, FileText, ImageIcon, Mic, RotateCcw } from 'lucide-react';
import { type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDealLink } from './about-deal-link';
import type { Outgoing } from './chat-model';
import { dayHeading, dayKey, timeOf, useTimeZone } from './chat-time';
import { dealCardIndex } from './deal-card-events';
import { DealCardMessage, DealCardsContext } from './deal-card-message';

/** Closer than this to the bottom, the list follows new messages. */
const FOLLOW_PX = 120;
/** Closer than this to the top, the older page is asked for. */
const OLDER_PX = 80;

type Entry =
  | { kind: 'day'; key: string; at: string }
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'outgoing'; key: string; item: Outgoing };

/** Messages in order with a heading at each new day (in the reader's zone), then what is still on its way. */
function entriesOf(
  messages: readonly ChatMessage[],
  outgoing: readonly Outgoing[],
  timeZone: string,
): Entry[] {
  const entries: Entry[] = [];
  let day = '';
  const dated = [
    ...messages.map((message) => ({
      at: message.created_at,
      entry: { kind: 'message' as const, key: `m${message.seq}`, message },
    })),
    ...outgoing.map((item) => ({
      at: item.created_at,
      entry: { kind: 'outgoing' as const, key: `o${item.client_id}`, item },
    })),
  ];
  for (const { at, entry } of dated) {
    const key = dayKey(at, timeZone);
    if (key !== day) {
      day = key;
      entries.push({ kind: 'day', key: `d${key}`, at });
    }
    entries.push(entry);
  }
  return entries;
}

const KIND_ICONS = { image: ImageIcon, file: FileText, voice: Mic } as const;

/** A message's files: pictures shown, voice notes playable, each with a link to its file. */
function Attachments({
  conversationId,
  attachments,
  lang,
}: {
  conversationId: number | string;
  attachments: readonly ChatAttachment[] | undefined;
  lang: Language;
}) {
  if (!attachments?.length) return null;
  return (
    <ul className="mt-1.5 grid gap-1">
      {attachments.map((file) => {
        const Icon = KIND_ICONS[file.kind];
        const href = `/${lang}/chat/${conversationId}/files/${file.id}`;
        return (
          <li key={file.id} className="grid gap-1">
            {file.kind === 'image' ? (
              <a href={href} target="_blank" rel="noopener" className="block">
                <img
                  src={href}
                  alt={file.name}
                  loading="lazy"
                  decoding="async"
                  width={240}
                  height={180}
                  className="h-45 w-60 max-w-full rounded-lg bg-black/5 object-cover"
                />
              </a>
            ) : file.kind === 'voice' ? (
              // biome-ignore lint/a11y/useMediaCaption: a voice note is the sender's own recording; there is no caption to give
              <audio controls preload="none" src={href} className="h-10 w-60 max-w-full" />
            ) : null}
            <a
              href={href}
              className="inline-flex max-w-full items-center gap-2 rounded-lg bg-black/5 px-2.5 py-1.5 text-sm underline-offset-2 hover:underline"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <bdi className="truncate">{file.name}</bdi>
              <bdi className="shrink-0 text-xs opacity-75">
                {formatNumber(Math.max(1, Math.round(file.size / 1024)), lang)} KB
              </bdi>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Bubble({
  mine,
  body,
  about,
  children,
  footer,
  failed = false,
}: {
  mine: boolean;
  body: string;
  /** Above the text: the deal the message is about, if any. */
  about?: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
  failed?: boolean;
}) {
  return (
    <div
      className={`flex max-w-[85%] flex-col sm:max-w-[70%] ${mine ? 'items-end self-end' : 'items-start self-start'}`}
    >
      <div
        className={`rounded-2xl px-3.5 py-2 ${mine ? `rounded-ee-md ${failed ? 'bg-danger/10 text-ink ring-1 ring-danger/40' : 'bg-brand-700 text-white'}` : 'rounded-es-md bg-canvas text-ink'}`}
      >
        {about}
        {body ? (
          <p dir="auto" className="whitespace-pre-wrap break-words">
            {body}
          </p>
        ) : null}
        {children}
      </div>
      {footer ? (
        <div className="mt-0.5 flex items-center gap-1.5 px-1 text-xs text-muted">{footer}</div>
      ) : null}
    </div>
  );
}

/**
 * The deals the cards of these messages show, each read (or read again) as its newest card asks.
 * The key changes only when a deal gets a newer card, so a text message reads nothing.
 */
function useDealCardsOf(messages: readonly ChatMessage[]) {
  const context = useContext(DealCardsContext);
  const index = useMemo(() => dealCardIndex(messages), [messages]);
  const key = [...index].map(([id, card]) => `${id}:${card.latestSeq}:${card.review}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything the index holds
  useEffect(() => {
    for (const [id, card] of index) context?.cards.want(id, card.latestSeq, card.review);
  }, [context, key]);
  return index;
}

/**
 * A conversation's messages (SPEC.md section 2, Chat): grouped by day, each with its time, the
 * reader's own on the inline end (the left in Arabic), text isolated in its own direction. It keeps
 * to the newest message while the reader is at the bottom, offers a jump back when they are not,
 * and asks for older messages when scrolled to the top or with the button there.
 */
export function MessageList({
  conversationId,
  timeline,
  meId,
  otherName,
  lang,
  loadingOlder,
  onLoadOlder,
  onRetry,
}: {
  conversationId: number | string;
  timeline: { messages: readonly ChatMessage[]; outgoing: readonly Outgoing[]; hasMoreBefore: boolean };
  meId: number;
  otherName: string;
  lang: Language;
  loadingOlder: boolean;
  onLoadOlder?: () => void;
  onRetry: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const seen = useRef({ id: conversationId as number | string, first: '', last: '', height: 0 });
  const [unseen, setUnseen] = useState(false);
  const entries = entriesOf(timeline.messages, timeline.outgoing, timeZone);
  const cardIndex = useDealCardsOf(timeline.messages);
  const firstKey = entries.find((e) => e.kind !== 'day')?.key ?? '';
  const lastEntry = entries.at(-1);
  const lastKey = lastEntry?.key ?? '';

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = seen.current;
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
    };
    if (before.id !== conversationId || !before.last) {
      toBottom();
      following.current = true;
      setUnseen(false);
    } else if (before.first !== firstKey && before.last === lastKey) {
      // An older page came in front: the messages being read stay where they were.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (before.last !== lastKey) {
      const mine =
        lastEntry?.kind === 'outgoing' ||
        (lastEntry?.kind === 'message' && lastEntry.message.sender_id === meId);
      if (following.current || mine) toBottom();
      else setUnseen(true);
    }
    seen.current = { id: conversationId, first: firstKey, last: lastKey, height: element.scrollHeight };
  });

  // The list gets shorter when the composer grows (files for the next message, a recording, more
  // lines): a reader at the newest message stays there.
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    if (following.current) setUnseen(false);
    if (element.scrollTop < OLDER_PX && timeline.hasMoreBefore && !loadingOlder) onLoadOlder?.();
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div ref={box} onScroll={onScroll} className="h-full overflow-y-auto overscroll-contain">
        {/* The log announces what arrives; the list inside keeps its list semantics. */}
        <div role="log" aria-label={t('chat.messages_label', { name: otherName })}>
          <ol className="flex flex-col gap-1.5 px-3 py-4 sm:px-5">
            {timeline.hasMoreBefore && onLoadOlder ? (
              <li className="self-center pb-2">
                <button
                  type="button"
                  onClick={onLoadOlder}
                  disabled={loadingOlder}
                  className="rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-medium text-brand-800 outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 disabled:opacity-60"
                >
                  {loadingOlder ? t('chat.loading_older') : t('chat.load_older')}
                </button>
              </li>
            ) : null}
            {entries.map((entry, index) => {
              if (entry.kind === 'day') {
                return (
                  <li
                    key={entry.key}
                    className="my-2 self-center rounded-full bg-canvas px-3 py-1 text-xs font-medium text-muted"
                  >
                    <time dateTime={entry.at.slice(0, 10)}>
                      {dayHeading(entry.at, lang, timeZone, Date.now(), {
                        today: t('chat.today'),
                        yesterday: t('chat.yesterday'),
                      })}
                    </time>
                  </li>
                );
              }
              if (entry.kind === 'message') {
                const { message } = entry;
                if (message.kind !== 'text') {
                  const dealId = message.card?.deal_id ?? 0;
                  return (
                    <li key={entry.key} data-seq={message.seq} className="flex flex-col">
                      <DealCardMessage
                        message={message}
                        lang={lang}
                        timeZone={timeZone}
                        meId={meId}
                        latest={cardIndex.get(dealId)?.latestSeq === message.seq}
                      />
                    </li>
                  );
                }
                const mine = message.sender_id === meId;
                const time = timeOf(message.created_at, lang, timeZone);
                // A run of messages from one sender in the same minute shows its time once, at its end.
                const next = entries[index + 1];
                const runGoesOn =
                  next?.kind === 'message' &&
                  next.message.kind === 'text' &&
                  next.message.sender_id === message.sender_id &&
                  timeOf(next.message.created_at, lang, timeZone) === time;
                return (
                  <li
                    key={entry.key}
                    data-seq={message.seq}
                    data-mine={mine || undefined}
                    className="flex flex-col"
                  >
                    <span className="sr-only">
                      {mine ? t('chat.you_said') : t('chat.they_said', { name: otherName })}
                    </span>
                    <Bubble
                      mine={mine}
                      body={message.body}
                      about={
                        message.about_deal_id ? (
                          <AboutDealLink dealId={message.about_deal_id} lang={lang} />
                        ) : null
                      }
                      footer={runGoesOn ? null : <time dateTime={message.created_at}>{time}</time>}
                    >
                      <Attachments
                        conversationId={message.conversation_id}
                        attachments={message.attachments}
                        lang={lang}
                      />
                    </Bubble>
                  </li>
                );
              }
              const { item } = entry;
              const failed = item.state === 'failed';
              return (
                <li key={entry.key} data-outgoing={item.state} className="flex flex-col">
                  <span className="sr-only">{t('chat.you_said')}</span>
                  <Bubble
                    mine
                    failed={failed}
                    body={item.body}
                    about={
                      item.about_deal_id ? <AboutDealLink dealId={item.about_deal_id} lang={lang} /> : null
                    }
                    footer={
                      failed ? (
                        <span
                          role="alert"
                          className="flex flex-wrap items-center justify-end gap-x-2 text-danger"
                        >
                          <span>
                            {item.error ? `${t('chat.not_sent')}: ${item.error}` : t('chat.not_sent')}
                          </span>
                          <button
                            type="button"
                            onClick={() => onRetry(item.client_id)}
                            className="inline-flex items-center gap-1 rounded font-semibold underline-offset-2 outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
                          >
                            <RotateCcw aria-hidden="true" className="size-3.5" />
                            {t('chat.retry_send')}
                          </button>
                        </span>
                      ) : (
                        <>
                          <Clock aria-hidden="true" className="size-3.5" />
                          <span>{t('chat.sending')}</span>
                        </>
                      )
                    }
                  >
                    <Attachments conversationId={conversationId} attachments={item.attachments} lang={lang} />
                  </Bubble>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      {unseen ? (
        <button
          type="button"
          onClick={() => {
            const element = box.current;
            if (element) element.scrollTop = element.scrollHeight;
            setUnseen(false);
          }}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          {t('chat.new_messages')}
        </button>
      ) : null}
    </div>
  );
}
