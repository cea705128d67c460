import type { ChatMessage, Conversation } from '@wasla/shared/contracts/chat';

/** Messages and conversations for the chat's unit tests: conversation 7 between ME and THEM. */
export const ME = 1;
export const THEM = 2;

export function message(seq: number, change: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1000 + seq,
    conversation_id: 7,
    seq,
    sender_id: THEM,
    client_id: null,
    kind: 'text',
    body: `message ${seq}`,
    card: null,
    attachments: [],
    created_at: new Date(Date.UTC(2026, 0, 1, 10, seq)).toISOString(),
    ...change,
  };
}

export function conversation(change: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    other: { id: THEM, name: 'Omar', photo: null, slug: 'omar', is_online: false, deleted: false },
    members: [
      { id: ME, is_online: true },
      { id: THEM, is_online: false },
    ],
    statuses: [],
    latest_message: message(3),
    unread_messages_count: 0,
    last_seq: 3,
    muted: false,
    blocked: false,
    blocked_by_me: false,
    can_send: true,
    updated_at: message(3).created_at,
    ...change,
  };
}
