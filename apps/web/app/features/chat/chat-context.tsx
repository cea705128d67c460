import type { Language } from '@wasla/shared/languages';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { connectLive, listenLive, sendLive } from '../live/live-connection';
import { renewThroughPage } from '../live/use-live-connection';
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
 * The chat pages' end of the tab's connection (features/live): frames go to the store, and a socket
 * already open when the chat shows is joined at once, the store resuming from its positions. The
 * connection outlives the chat pages: the header keeps it on every page of a signed-in account.
 */
export function useChatConnection(store: ChatStore, lang: Language) {
  useEffect(() => {
    const stopListening = listenLive({
      onFrame: (frame) => {
        // Notifications are the header's (features/live/use-live-connection).
        if (frame.type !== 'notification') store.handleFrame(frame);
      },
      onState: (state) => {
        if (state === 'open') store.attach(sendLive);
        else if (state === 'closed') store.attach(null);
        else store.connecting();
      },
    });
    // The chat does not wait for the page to be idle: it is what the reader came for.
    connectLive(store.getState().meId, lang, { renewSession: renewThroughPage });
    const visibility = () => {
      if (document.visibilityState === 'visible') store.visible();
    };
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
      document.removeEventListener('visibilitychange', visibility);
      stopListening();
      store.attach(null);
    };
  }, [store, lang]);
}
