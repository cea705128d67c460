import { z } from 'zod';
import {
  CHAT_ATTACHMENTS_PER_MESSAGE,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_MESSAGES_PER_PAGE,
} from '../business-constants';
import { dealReviewsSchema, dealSchema } from './deals';
import { reportRequest } from './discovery';
import { DB_INTEGER_MAX, idField, textField } from './fields';

/** The other member of a conversation as its list and page show them. */
export const chatMemberSchema = z.object({
  id: z.number().int(),
  /** Empty for a deleted account: the page shows "deleted account" in the reader's language. */
  name: z.string(),
  photo: z.string().nullable(),
  slug: z.string().nullable(),
  is_online: z.boolean(),
  deleted: z.boolean(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const CHAT_ATTACHMENT_KINDS = ['image', 'file', 'voice'] as const;
export const chatAttachmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_ATTACHMENT_KINDS),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** The file, for the conversation's members only. */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** `POST /conversations/{id}/attachments`: the files kept for the next message, and each refused one. */
export const chatUploadSchema = z.object({
  files: z.array(chatAttachmentSchema),
  rejected: z.array(z.object({ name: z.string(), message: z.string() })),
});

export const CHAT_MESSAGE_KINDS = ['text', 'deal', 'delivery', 'review'] as const;

/**
 * A message: `seq` is its place in the conversation (1, 2, 3… with no gap), what a client keeps to
 * ask for everything after it. Cards (`kind` deal, delivery, review) come from the system
 * (`sender_id` null) and point at the deal they show.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  seq: z.number().int(),
  sender_id: z.number().int().nullable(),
  client_id: z.string().nullable(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  body: z.string(),
  card: z.object({ deal_id: z.number().int(), delivery_id: z.number().int().optional() }).nullable(),
  /** A member's message about one of the pair's deals (sent under its card while its chat is open). */
  about_deal_id: z.number().int().nullable().optional(),
  attachments: z.array(chatAttachmentSchema),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const CONVERSATION_STATUSES = ['muted', 'blocked'] as const;

/** A conversation as its reader sees it. */
export const conversationSchema = z.object({
  id: z.number().int(),
  other: chatMemberSchema,
  members: z.array(z.object({ id: z.number().int(), is_online: z.boolean() })),
  /** Each member's standing choices: muted (their notifications), blocked (the other account). */
  statuses: z.array(z.object({ user_id: z.number().int(), status: z.enum(CONVERSATION_STATUSES) })),
  latest_message: chatMessageSchema.nullable(),
  unread_messages_count: z.number().int(),
  last_seq: z.number().int(),
  muted: z.boolean(),
  /** Either side blocked the other: nothing can be sent either way. */
  blocked: z.boolean(),
  /** The reader blocked the other account, and so may unblock it. */
  blocked_by_me: z.boolean(),
  can_send: z.boolean(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /conversations`: the reader's conversations, the latest first; `title` searches names. */
export const conversationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  title: textField.max(100).optional(),
});

/**
 * `GET /messages/{conversationId}`: a page of the conversation in order, the newest page by default;
 * `before_seq` pages back, `after_seq` asks for what came after a position (a gap or a reconnect).
 */
export const messagesQuery = z.object({
  before_seq: z.coerce.number().int().min(1).max(DB_INTEGER_MAX).optional(),
  after_seq: z.coerce.number().int().min(0).max(DB_INTEGER_MAX).optional(),
  per_page: z.coerce.number().int().min(1).max(CHAT_MESSAGES_PER_PAGE).default(CHAT_MESSAGES_PER_PAGE),
});
export type MessagesQuery = z.input<typeof messagesQuery>;
export type MessagesRange = z.output<typeof messagesQuery>;

export const messagesPageSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(chatMessageSchema),
  /** Older messages exist before the first of this page. */
  has_more_before: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/**
 * `POST /messages`: to a conversation of the sender's, or to an account (`receiver_id`) for the
 * first message, which opens the conversation. `client_id` is the sender's id for this message,
 * made before the first try: a retry answers the message already stored.
 */
export const sendMessageRequest = z
  .object({
    conversation_id: idField.optional(),
    receiver_id: idField.optional(),
    body: textField.max(CHAT_MESSAGE_MAX_CHARS, { error: 'validation.max_chars' }).default(''),
    client_id: z.uuid({ error: 'validation.invalid' }).optional(),
    attachment_ids: z
      .array(idField)
      .max(CHAT_ATTACHMENTS_PER_MESSAGE, { error: 'validation.invalid' })
      .default([]),
    /**
     * About one of the pair's deals: refused once the deal's chat has closed (SPEC.md: 3 days after
     * its delivery is accepted or rejected; at once for an offer that ended otherwise).
     */
    deal_id: idField.optional(),
  })
  .refine((value) => (value.conversation_id === undefined) !== (value.receiver_id === undefined), {
    error: 'validation.required',
    path: ['conversation_id'],
  })
  .refine((value) => value.body.length > 0 || value.attachment_ids.length > 0, {
    error: 'validation.required',
    path: ['body'],
  });
export type SendMessageRequest = z.input<typeof sendMessageRequest>;
export type SendMessage = z.output<typeof sendMessageRequest>;

export const CONVERSATION_STATUS_CHANGES = ['muted', 'unmuted', 'blocked', 'unblocked'] as const;
export const conversationStatusRequest = z.object({
  status: z.enum(CONVERSATION_STATUS_CHANGES, { error: 'validation.invalid' }),
});

/** `GET /deals/conversation/{conversationId}`: the deals between the conversation's two members. */
export const conversationDealsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `GET /deals/conversation-deal-service-review-card/{dealId}`: the rating prompt's card. */
export const dealReviewCardSchema = z.object({ deal: dealSchema, reviews: dealReviewsSchema });
export type DealReviewCard = z.infer<typeof dealReviewCardSchema>;

/** `POST /conversations/{id}/report`: why a member reports the conversation to the support team. */
export const conversationReportRequest = reportRequest.pick({ reason: true });
export const conversationReportSchema = z.object({ id: z.number().int(), created_at: z.string() });
