import type { Language } from '@wasla/shared/languages';
import { useEffect } from 'react';
import { refreshUnreadSoon } from '../chat/chat-unread';
import { notificationArrived } from '../notifications/notification-store';
import { closeLive, connectLive, listenLive } from './live-connection';

/**
 * The server ended the socket because the session's token expired: any of the page's JSON routes
 * renews the session cookies on the way, and answers whether the account is still signed in.
 */
export async function renewThroughPage(lang: Language) {
  const res = await fetch(`/${lang}/chat-data/unread`, { headers: { accept: 'application/json' } }).catch(
    () => null,
  );
  return Boolean(res?.ok);
}

/** Connects once the page is idle, so that the socket never competes with the page's first paint. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1_000);
  return () => clearTimeout(handle);
}

/**
 * The header's end of the tab's connection, on every page of a signed-in account: a new message to
 * the reader, or a conversation they read on another device, reads the header's unread total again;
 * a new notification reads the bell's list again. Signing out closes the connection.
 */
export function useLiveConnection(lang: Language, userId: number | null) {
  useEffect(() => {
    if (userId === null) {
      closeLive();
      return;
    }
    return whenIdle(() => connectLive(userId, lang, { renewSession: renewThroughPage }));
  }, [lang, userId]);

  useEffect(() => {
    if (userId === null) return;
    return listenLive({
      onFrame(frame) {
        if (frame.type === 'notification') notificationArrived();
        else if (frame.type === 'message' && frame.message.sender_id !== userId) refreshUnreadSoon(lang);
        else if (frame.type === 'read' && frame.user_id === userId) refreshUnreadSoon(lang);
      },
      onState(state) {
        // Open, at first or after a loss: what arrived before the socket could say so is read again
        // (the page's counts were read when it loaded, before the socket connected).
        if (state !== 'open') return;
        refreshUnreadSoon(lang);
        notificationArrived();
      },
    });
  }, [lang, userId]);
}
