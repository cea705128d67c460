import { forgetUnread } from './chat-unread';

type Closable = { close(options: { offline?: boolean }): void };

let live: Closable | null = null;

/** The chat page's socket, while one is open in this tab. */
export function registerChatSocket(socket: Closable) {
  live = socket;
  return () => {
    if (live === socket) live = null;
  };
}

/**
 * SPEC.md section 4, logout: "goes offline in chat" first. The socket tells the server this tab is
 * offline and closes (the server would also close it at its next heartbeat, once the session is gone),
 * and the header's count is forgotten.
 */
export function endChatOnLogout() {
  live?.close({ offline: true });
  live = null;
  forgetUnread();
}
