import type { Conversation } from '@wasla/shared/contracts/chat';

/** Unread messages the header counts: every conversation's, but a muted one's. */
export const unreadTotal = (conversations: Iterable<Conversation>) => {
  let total = 0;
  for (const conversation of conversations) {
    if (!conversation.muted) total += conversation.unread_messages_count;
  }
  return total;
};
