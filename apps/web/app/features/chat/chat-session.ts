import { closeLive } from '../live/live-connection';
import { forgetUnread } from './chat-unread';

/**
 * SPEC.md section 4, logout: "goes offline in chat" first. The tab's connection tells the server this
 * tab is offline and closes (the server would also close it at its next heartbeat, once the session
 * is gone), and the header's count is forgotten.
 */
export function endChatOnLogout() {
  closeLive({ offline: true });
  forgetUnread();
}
