import type { Language } from '@wasla/shared/languages';
import { MessageSquareDashed, MessagesSquare, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../components/ui/link-button';
import { useChatState, useChatStore } from './chat-context';
import { Composer } from './composer';
import { PaneHeader } from './conversation-pane';
import { MessageList } from './message-list';

export type Recipient = { id: number; name: string; photo: string | null; slug: string; is_online: boolean };

/**
 * `/chat?to={account}`: a conversation not started yet. The first message opens it (`receiver_id`),
 * and the page moves to the conversation's own address once the message is stored.
 */
export function NewConversationPane({ recipient, lang }: { recipient: Recipient; lang: Language }) {
  const { t } = useTranslation();
  const store = useChatStore();
  const state = useChatState();
  const navigate = useNavigate();
  const outgoing = state.firstMessages[recipient.id] ?? [];
  const target = { receiverId: recipient.id };
  const opened = (id: number | undefined) => {
    if (id) void navigate(`/${lang}/chat/${id}`, { replace: true });
  };
  return (
    <section aria-labelledby="chat-pane-title" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <PaneHeader
        lang={lang}
        name={recipient.name}
        photo={recipient.photo}
        slug={recipient.slug}
        deleted={false}
        online={state.presence[recipient.id] ?? recipient.is_online}
        typing={false}
      />
      {outgoing.length ? (
        <MessageList
          conversationId={`to${recipient.id}`}
          timeline={{ messages: [], outgoing, hasMoreBefore: false }}
          meId={state.meId}
          otherName={recipient.name}
          lang={lang}
          loadingOlder={false}
          onRetry={(clientId) => void store.retry(target, clientId).then(opened)}
        />
      ) : (
        <div className="grid min-h-0 flex-1 place-items-center overflow-y-auto p-6 text-center">
          <div className="grid max-w-sm justify-items-center gap-3">
            <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
              <MessageSquareDashed aria-hidden="true" className="size-8" />
            </span>
            <p className="text-lg font-bold">
              {t('chat.say_hello', { name: `\u2068${recipient.name}\u2069` })}
            </p>
            <p className="text-sm text-muted">{t('chat.say_hello_body')}</p>
          </div>
        </div>
      )}
      <Composer
        draftKey={`to${recipient.id}`}
        lang={lang}
        attachTo={null}
        onSend={(text) => void store.send(target, text).then(opened)}
      />
    </section>
  );
}

/** `/chat?to=` naming an account that cannot be written to (deleted, unknown, or oneself). */
export function UnreachablePane({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-0 flex-1 place-items-center p-6 text-center">
      <div className="grid max-w-sm justify-items-center gap-3">
        <span className="grid size-16 place-items-center rounded-full bg-canvas text-muted">
          <UserX aria-hidden="true" className="size-8" />
        </span>
        <h2 className="text-lg font-bold">{t('chat.unreachable_title')}</h2>
        <p className="text-sm text-muted">{t('chat.unreachable_body')}</p>
        <LinkButton to={`/${lang}/chat`} variant="secondary" size="sm">
          {t('chat.back')}
        </LinkButton>
      </div>
    </div>
  );
}

/** The desktop's right side before a conversation is chosen. */
export function ChoosePane() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-0 flex-1 place-items-center bg-canvas/60 p-6 text-center">
      <div className="grid max-w-sm justify-items-center gap-3">
        <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
          <MessagesSquare aria-hidden="true" className="size-10" />
        </span>
        <h2 className="text-lg font-bold">{t('chat.choose_title')}</h2>
        <p className="text-sm text-muted">{t('chat.choose_body')}</p>
      </div>
    </div>
  );
}
