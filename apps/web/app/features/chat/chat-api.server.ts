import type { Readable } from 'node:stream';
import {
  type ChatMessage,
  chatMessageSchema,
  chatUploadSchema,
  conversationReportSchema,
  conversationSchema,
  dealReviewCardSchema,
  messagesPageSchema,
  type SendMessageRequest,
} from '@wasla/shared/contracts/chat';
import { dealSchema } from '@wasla/shared/contracts/deals';
import { emptyReply, pageOf } from '@wasla/shared/contracts/replies';
import type { Api } from '../../lib/api-client/client.server';

export const conversationPage = pageOf(conversationSchema);

export type StatusChange = 'muted' | 'unmuted' | 'blocked' | 'unblocked';

/** A write's refusal as the page shows it: the API's code and its words in the reader's language. */
export type Refusal = { ok: false; status: number; code?: string; text?: string };

const refusalOf = (failure: { status: number; code: string; message: unknown }): Refusal => ({
  ok: false,
  status: failure.status,
  code: failure.code,
  text: Object.values(failure.message as Record<string, string[]>)
    .flat()
    .join(' '),
});

/**
 * The chat's calls (SPEC.md section 7, Chat), each named by the shared contract of its reply. Reads
 * throw the API's status (someone else's conversation is the 404 page); writes answer refusals as
 * values the page shows beside the message.
 */
export function chatApi(api: Api) {
  return {
    conversations: (query: { page: number; title?: string }) => {
      const search = new URLSearchParams({ page: String(query.page) });
      if (query.title) search.set('title', query.title);
      return api.get(conversationPage, `/conversations?${search}`);
    },
    /** A page of a conversation; reading it marks it read for the reader on every device. */
    messages: (id: number, query: { before_seq?: number; after_seq?: number } = {}) => {
      const search = new URLSearchParams();
      if (query.before_seq) search.set('before_seq', String(query.before_seq));
      if (query.after_seq !== undefined) search.set('after_seq', String(query.after_seq));
      return api.get(messagesPageSchema, `/messages/${id}${search.size ? `?${search}` : ''}`);
    },
    async send(request: SendMessageRequest): Promise<{ ok: true; message: ChatMessage } | Refusal> {
      const reply = await api.post(chatMessageSchema, '/messages', request);
      return reply.ok ? { ok: true, message: reply.data } : refusalOf(reply);
    },
    /** Reports the conversation to the support team with a reason; the refusal carries the field's words. */
    async report(id: number, reason: string) {
      const reply = await api.post(conversationReportSchema, `/conversations/${id}/report`, { reason });
      return reply.ok ? { ok: true as const } : refusalOf(reply);
    },
    /** A deal of the reader's as its card shows it, with the actions open to them now. */
    dealCard: (dealId: number) => api.get(dealSchema, `/deals/conversation-deal-card/${dealId}`),
    /** The rating card: the deal, the reader's review and the other side's once published. */
    reviewCard: (dealId: number) =>
      api.get(dealReviewCardSchema, `/deals/conversation-deal-service-review-card/${dealId}`),
    /** Files for the reader's next message, streamed on as they arrive; each refused one with its reason. */
    async upload(id: number, body: Readable, contentType: string) {
      const reply = await api.upload(chatUploadSchema, `/conversations/${id}/attachments`, body, contentType);
      return reply.ok ? { ok: true as const, ...reply.data } : refusalOf(reply);
    },
    /** A file uploaded and not sent, taken off the next message. */
    async removeUpload(id: number, fileId: number) {
      const reply = await api.send(emptyReply, 'DELETE', `/conversations/${id}/attachments/${fileId}`);
      return reply.ok ? { ok: true as const } : refusalOf(reply);
    },
    async status(id: number, status: StatusChange) {
      const reply = await api.post(conversationSchema, `/conversations/${id}/status`, { status });
      return reply.ok ? { ok: true as const, conversation: reply.data } : refusalOf(reply);
    },
  };
}
