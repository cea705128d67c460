import type { Language } from '@wasla/shared/languages';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { notificationArrived } from '../notifications/notification-store';
import { registerChatSocket } from './chat-session';
import { chatSocketUrl, createChatSocket } from './chat-socket';
import type { ChatStore } from './chat-store';
import type { ChatState } from './chat-types';
import { refreshUnreadSoon } from './chat-unread';

const ChatContext = createContext<ChatStore | null>(null);

export function ChatProvider({ store, children }: { store: ChatStore; children: ReactNode }) {
  return <ChatContext.Provider value={store}>{children}</ChatContext.Provider>;
}

export function useChatStore(): ChatStore {
  const store = useContext(ChatContext);
  if (!store) throw new Error('useChatStore outside the chat layout');
  return store;
}

/** The chat's state; the component renders again whenever it changes. */
export function useChatState(): ChatState {
  const store = useChatStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** A fingerprint of the unread counts: when it changes, the header's total is read again. */
const unreadPrint = (state: ChatState) =>
  Object.values(state.conversations)
    .map((c) => `${c.id}:${c.muted ? 0 : c.unread_messages_count}`)
    .join(',');

/**
 * The chat pages' socket: opened when they show, closed when the reader leaves them. Frames go to
 * the store; the tab closing tells the server it is offline first; the network or the tab coming
 * back reconnects at once; a session that ended is renewed through the page (its JSON route
 * refreshes the cookies) or the socket stops.
 */
export function useChatConnection(store: ChatStore, lang: Language) {
  useEffect(() => {
    const socket = createChatSocket({
      url: chatSocketUrl(window.location),
      onFrame: (frame) => {
        // A new notification of the reader's: the header's bell reads its list again.
        if (frame.type === 'notification') notificationArrived();
        else store.handleFrame(frame);
      },
      onState: (state) => {
        if (state === 'open') store.attach(socket.send);
        else if (state === 'closed') store.attach(null);
        else store.connecting();
      },
      onSessionEnded: async () => {
        const res = await fetch(`/${lang}/chat-data/unread`, {
          headers: { accept: 'application/json' },
        }).catch(() => null);
        return Boolean(res?.ok);
      },
    });
    const unregister = registerChatSocket(socket);
    const online = () => socket.wake();
    const hidden = () => socket.send({ type: 'change-online-status', online: false });
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      socket.send({ type: 'change-online-status', online: true });
      socket.wake();
    };
    const visibility = () => {
      if (document.visibilityState !== 'visible') return;
      socket.wake();
      store.visible();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', hidden);
    window.addEventListener('pageshow', shown);
    document.addEventListener('visibilitychange', visibility);

    let print = unreadPrint(store.getState());
    const unsubscribe = store.subscribe(() => {
      const next = unreadPrint(store.getState());
      if (next === print) return;
      print = next;
      refreshUnreadSoon(lang);
    });
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('pageshow', shown);
      document.removeEventListener('visibilitychange', visibility);
      unregister();
      socket.close();
      store.attach(null);
    };
  }, [store, lang]);
}
