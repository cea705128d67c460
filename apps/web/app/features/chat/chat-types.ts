import type {
  ChatMessage,
  Conversation,
  MessagesPage,
  SendMessageRequest,
} from '@wasla/shared/contracts/chat';
import type { Outgoing, Timeline } from './chat-model';

/** The chat store's shapes: its state, how it reaches the API, and what its parts share. */

export type ConversationPage = {
  data: Conversation[];
  meta: { current_page: number; last_page: number; total: number };
};

export type SendOutcome =
  | { ok: true; message: ChatMessage }
  | { ok: false; status: number; code?: string; text?: string };

/** How the store reaches the API (through the web app's chat routes) and the clock. */
export type ChatIO = {
  conversations(query: { page: number; title?: string }): Promise<ConversationPage>;
  messages(id: number, query: { before_seq?: number; after_seq?: number }): Promise<MessagesPage>;
  send(request: SendMessageRequest & { client_id: string }): Promise<SendOutcome>;
  now(): number;
  uuid(): string;
  /** Whether the person can see the page (a hidden tab does not read what arrives). */
  isVisible(): boolean;
};

export type ListState = {
  /** The search text the list answers (empty: every conversation). */
  title: string;
  /** Search results, when searching; otherwise every known conversation is listed. */
  found: number[];
  page: number;
  lastPage: number;
  status: 'idle' | 'loading' | 'more' | 'error';
};

export type ChatState = {
  meId: number;
  conversations: Readonly<Record<number, Conversation>>;
  list: ListState;
  timelines: Readonly<Record<number, Timeline>>;
  /** First messages to an account without a conversation yet, by its id. */
  firstMessages: Readonly<Record<number, readonly Outgoing[]>>;
  /** Presence frames by account id; they outrank what a reply said. */
  presence: Readonly<Record<number, boolean>>;
  /** Until when (ms) the other member is shown typing, by conversation. */
  typing: Readonly<Record<number, number>>;
  connection: 'connecting' | 'online' | 'offline';
  openId: number | null;
  olderLoading: Readonly<Record<number, boolean>>;
};

export type Target = { conversationId: number } | { receiverId: number };

/** What the store's parts (the list, sending) use of its core. */
export type ChatCore = {
  io: ChatIO;
  readonly state: ChatState;
  set(change: Partial<ChatState>): void;
  setTimeline(id: number, timeline: Timeline): void;
  receive(message: ChatMessage, options: { checkGap: boolean }): void;
  markRead(id: number): Promise<void>;
  positionOf(id: number): number;
};
