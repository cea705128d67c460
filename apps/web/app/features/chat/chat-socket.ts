import { CHAT_HEARTBEAT_SECONDS } from '@wasla/shared/business-constants';
import type { ClientFrame, ServerFrame } from '@wasla/shared/contracts/chat-frames';

/** The first wait before reconnecting, doubled after each failure up to the last. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before the `attempt`th reconnection (0 first): doubling, capped, with jitter so tabs spread out. */
export function reconnectDelay(attempt: number, random: () => number = Math.random) {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type ChatSocketOptions = {
  url: string;
  onFrame(frame: ServerFrame): void;
  /** Connected (frames may be sent) or not. */
  onState(state: 'connecting' | 'open' | 'closed'): void;
  /**
   * The server closed with 4401 (the session ended, or its token expired). Answers whether the
   * session is live again (the page refreshed it): then the socket reconnects, otherwise it stops.
   */
  onSessionEnded(): Promise<boolean>;
  makeSocket?: (url: string) => SocketLike;
  random?: () => number;
};

const OPEN = 1;
/**
 * `SOCKET_CLOSE.unauthenticated` of the frames' contract, written out: that module carries zod, which
 * the page's bundle does without (the socket's test holds the two equal).
 */
export const CLOSE_SESSION_ENDED = 4401;

/**
 * The browser's end of `/ws` (decision 0027): a heartbeat every CHAT_HEARTBEAT_SECONDS, and a
 * reconnection after any loss with a doubling, jittered wait, at once when the browser comes back
 * online. The server's `ready` after each connection is where the store resumes from its positions.
 */
export function createChatSocket(options: ChatSocketOptions) {
  const make = options.makeSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function connect() {
    if (stopped) return;
    clearTimeout(retry);
    retry = undefined;
    options.onState('connecting');
    const current = make(options.url);
    socket = current;
    current.onmessage = (event) => {
      if (socket !== current || typeof event.data !== 'string') return;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(event.data) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        attempt = 0;
        options.onState('open');
        clearInterval(heartbeat);
        const every = (frame.heartbeat_seconds || CHAT_HEARTBEAT_SECONDS) * 1000;
        heartbeat = setInterval(() => send({ type: 'ping' }), every);
      }
      options.onFrame(frame);
    };
    current.onerror = () => {
      // A close event follows every error; the reconnection is decided there.
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clearInterval(heartbeat);
      options.onState('closed');
      if (stopped) return;
      if (event.code === CLOSE_SESSION_ENDED) {
        void options.onSessionEnded().then((live) => {
          if (live) schedule();
          else stop();
        });
        return;
      }
      schedule();
    };
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect();
      },
      reconnectDelay(attempt++, options.random),
    );
  }

  /** Sends a frame while connected; answers whether it went. */
  function send(frame: ClientFrame): boolean {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function stop() {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const current = socket;
    socket = null;
    current?.close(1000, 'closed by the page');
  }

  connect();
  return {
    send,
    /** The network came back, or the page was shown again: try now rather than at the next wait. */
    wake() {
      if (stopped || socket) return;
      attempt = 0;
      connect();
    },
    /** Shown offline first (logout, the tab closing), then closed for good. */
    close(options: { offline?: boolean } = {}) {
      if (options.offline) send({ type: 'change-online-status', online: false });
      stop();
    },
    get connected() {
      return socket?.readyState === OPEN;
    },
  };
}

export type ChatSocket = ReturnType<typeof createChatSocket>;

/** `/ws` on the page's own origin, where the session cookie goes with the upgrade. */
export function chatSocketUrl(location: { protocol: string; host: string }) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
