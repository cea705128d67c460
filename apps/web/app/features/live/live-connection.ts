import type { ClientFrame, ServerFrame } from '@wasla/shared/contracts/chat-frames';
import type { Language } from '@wasla/shared/languages';
import { type ChatSocket, chatSocketUrl, createChatSocket } from '../chat/chat-socket';

export type LiveState = 'connecting' | 'open' | 'closed';

export type LiveListener = {
  onFrame(frame: ServerFrame): void;
  onState(state: LiveState): void;
};

/**
 * The tab's one connection to `/ws` (decision 0027), open on every page of a signed-in account: the
 * header's counts and the bell hear of new messages and notifications on any page, presence says
 * "online" while any page of Wasla is open, and the chat pages listen to the same socket rather than
 * opening a second one. Module state, because a tab has one signed-in account at a time.
 */
type Connection = {
  socket: ChatSocket;
  userId: number;
  state: LiveState;
  /** The server's last `ready`, replayed to a listener that joins an open socket so it resumes. */
  ready: ServerFrame | null;
  stopListening(): void;
};

let live: Connection | null = null;
let lang: Language = 'ar';
const listeners = new Set<LiveListener>();

export type LiveOptions = {
  /** Asked when the server ends the socket with 4401: whether the page renewed the session. */
  renewSession(lang: Language): Promise<boolean>;
  /** Sockets for tests; the browser's WebSocket otherwise. */
  makeSocket?: Parameters<typeof createChatSocket>[0]['makeSocket'];
  /** Where the browser's online, page-show and visibility events come from (window in a page). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Location };
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
};

function broadcast(apply: (listener: LiveListener) => void) {
  for (const listener of [...listeners]) {
    try {
      apply(listener);
    } catch {
      // One listener's fault must not keep the frame from the others.
    }
  }
}

/**
 * Opens the tab's connection for `userId` (again only when the account changed); `language` is the
 * page's, kept current for renewing the session. Cheap to call on every page.
 */
export function connectLive(userId: number, language: Language, options: LiveOptions) {
  lang = language;
  if (live?.userId === userId) return;
  closeLive();
  const target = options.target ?? window;
  const visibility = options.visibility ?? document;
  // The socket calls back while it is being made (its first 'connecting'): the record comes first.
  const connection = { userId, state: 'connecting', ready: null, stopListening: () => {} } as Omit<
    Connection,
    'socket'
  > as Connection;
  connection.socket = createChatSocket({
    url: chatSocketUrl(target.location),
    makeSocket: options.makeSocket,
    onFrame(frame) {
      if (frame.type === 'ready') connection.ready = frame;
      broadcast((listener) => listener.onFrame(frame));
    },
    onState(state) {
      connection.state = state;
      if (state !== 'open') connection.ready = null;
      broadcast((listener) => listener.onState(state));
    },
    onSessionEnded: () => options.renewSession(lang),
  });
  live = connection;

  const online = () => connection.socket.wake();
  // The tab closing: others see this account offline at once rather than at the next heartbeat.
  const hidden = () => connection.socket.send({ type: 'change-online-status', online: false });
  const shown = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    connection.socket.send({ type: 'change-online-status', online: true });
    connection.socket.wake();
  };
  const visible = () => {
    if (visibility.visibilityState === 'visible') connection.socket.wake();
  };
  target.addEventListener('online', online);
  target.addEventListener('pagehide', hidden);
  target.addEventListener('pageshow', shown);
  visibility.addEventListener('visibilitychange', visible);
  connection.stopListening = () => {
    target.removeEventListener('online', online);
    target.removeEventListener('pagehide', hidden);
    target.removeEventListener('pageshow', shown);
    visibility.removeEventListener('visibilitychange', visible);
  };
}

/**
 * Hears the connection's frames and states. A listener joining an open connection is told at once,
 * with the server's `ready`, so that it resumes from its own positions as after a reconnection.
 */
export function listenLive(listener: LiveListener): () => void {
  listeners.add(listener);
  if (live) {
    listener.onState(live.state);
    if (live.state === 'open' && live.ready) listener.onFrame(live.ready);
  }
  return () => listeners.delete(listener);
}

/** Sends a frame while connected; answers whether it went. */
export function sendLive(frame: ClientFrame): boolean {
  return live?.socket.send(frame) ?? false;
}

/** Logging out (shown offline first) or another account: the connection ends and its listeners hear it. */
export function closeLive(options: { offline?: boolean } = {}) {
  const connection = live;
  if (!connection) return;
  live = null;
  connection.stopListening();
  connection.socket.close(options);
  broadcast((listener) => listener.onState('closed'));
}

/** Whether the tab is connected now (tests, and the chat's first state). */
export const liveState = (): LiveState => live?.state ?? 'closed';
