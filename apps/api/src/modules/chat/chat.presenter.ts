import type { ChatAttachment, ChatMessage, Conversation } from '@wasla/shared/contracts/chat';
import { avatarUrl } from '../search/search.presenter';
import type { AttachmentRow, ConversationView, MessageRow } from './chat.repository';

export const attachmentUrl = (row: Pick<AttachmentRow, 'id' | 'conversationId'>) =>
  `/api/v1/conversations/${row.conversationId}/attachments/${row.id}`;

export function presentAttachment(row: AttachmentRow): ChatAttachment {
  return {
    id: row.id,
    kind: row.kind,
    name: row.originalName,
    mime: row.mime,
    size: row.sizeBytes,
    url: attachmentUrl(row),
  };
}

export function presentMessage(row: MessageRow, attachments: readonly AttachmentRow[] = []): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    seq: row.seq,
    sender_id: row.senderId,
    client_id: row.clientId,
    kind: row.kind,
    body: row.body,
    card: row.card ?? null,
    about_deal_id: row.aboutDealId,
    attachments: attachments.filter((a) => a.messageId === row.id).map(presentAttachment),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A conversation as its reader sees it. A deleted account keeps its id but no name, photo or link:
 * the page shows "deleted account", and nothing can be sent to it.
 */
export function presentConversation(
  view: ConversationView,
  latest: ChatMessage | null,
  online: ReadonlySet<number>,
): Conversation {
  const deleted = view.other.deletedAt !== null;
  const blocked = view.me.blockedAt !== null || view.them.blockedAt !== null;
  const statuses = [view.me, view.them].flatMap((member) => [
    ...(member.mutedAt ? [{ user_id: member.userId, status: 'muted' as const }] : []),
    ...(member.blockedAt ? [{ user_id: member.userId, status: 'blocked' as const }] : []),
  ]);
  return {
    id: view.id,
    other: {
      id: view.other.id,
      name: deleted ? '' : view.other.name,
      photo: deleted ? null : avatarUrl(view.other.avatarPath),
      slug: deleted ? null : view.other.slug,
      is_online: !deleted && online.has(view.other.id),
      deleted,
    },
    members: [view.me.userId, view.them.userId].map((id) => ({ id, is_online: online.has(id) })),
    statuses,
    latest_message: latest,
    unread_messages_count: view.me.unreadCount,
    last_seq: view.lastSeq,
    muted: view.me.mutedAt !== null,
    blocked,
    blocked_by_me: view.me.blockedAt !== null,
    can_send: !blocked && !deleted,
    updated_at: (view.lastMessageAt ?? view.createdAt).toISOString(),
  };
}
