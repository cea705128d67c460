import type { ChatAttachment, ChatMessage, Conversation } from '@wasla/shared/contracts/chat';

/**
 * The client's side of decision 0027, as pure functions: a conversation's messages kept in `seq`
 * order with no duplicate, the position it holds (the last `seq` up to which nothing is missing),
 * and whether a new message leaves a gap that must be asked for with `resume`.
 */

/** A message typed here and not yet stored by the API: kept by the id it is sent (and retried) with. */
export type Outgoing = {
  client_id: string;
  body: string;
  /** Files uploaded for it already; a retry sends the same ones. */
  attachments?: ChatAttachment[];
  /** The deal it is about (sent under the deal's card); a retry sends it about the same deal. */
  about_deal_id?: number;
  created_at: string;
  state: 'sending' | 'failed';
  /** The API's words for a refusal (blocked, deleted account), shown under the message. */
  error?: string;
  /** The API's code for that refusal: `chat_deal_closed` ends the composer's reply about the deal. */
  code?: string;
};

export type Timeline = {
  /** Stored messages, ascending by `seq`, each once. */
  messages: ChatMessage[];
  /** The last `seq` up to which every message is here (or known to be read): where `resume` starts. */
  position: number;
  /** Older messages exist before the first one held. */
  hasMoreBefore: boolean;
  /** Messages on their way or refused, in the order they were typed. */
  outgoing: Outgoing[];
};

export const emptyTimeline = (position = 0): Timeline => ({
  messages: [],
  position,
  hasMoreBefore: position > 0,
  outgoing: [],
});

/** Moves the position past every message held right after it. */
function advance(messages: readonly ChatMessage[], from: number): number {
  let position = from;
  // `messages` is sorted: one pass finds the run that continues the position.
  for (const message of messages) {
    if (message.seq <= position) continue;
    if (message.seq !== position + 1) break;
    position = message.seq;
  }
  return position;
}

/** A page as the API answered it (`GET /messages/{id}`), in order and without gaps. */
export function timelineFromPage(messages: readonly ChatMessage[], hasMoreBefore: boolean): Timeline {
  const sorted = [...messages].sort((a, b) => a.seq - b.seq);
  const first = sorted[0];
  return {
    messages: sorted,
    position: first ? advance(sorted, first.seq - 1) : 0,
    hasMoreBefore,
    outgoing: [],
  };
}

/**
 * Adds messages (a live frame, a resume, an older page, a send's reply) in `seq` order; those held
 * already are dropped. A stored message of the sender's own replaces its outgoing copy (same
 * `client_id`), so a message sent here and echoed by the socket shows once.
 */
export function addMessages(timeline: Timeline, incoming: readonly ChatMessage[]): Timeline {
  const held = new Set(timeline.messages.map((message) => message.seq));
  const fresh = incoming.filter((message) => {
    if (held.has(message.seq)) return false;
    held.add(message.seq);
    return true;
  });
  const clientIds = new Set(incoming.map((message) => message.client_id).filter(Boolean));
  const outgoing = timeline.outgoing.filter((item) => !clientIds.has(item.client_id));
  if (fresh.length === 0) {
    return outgoing.length === timeline.outgoing.length ? timeline : { ...timeline, outgoing };
  }
  const messages = [...timeline.messages, ...fresh].sort((a, b) => a.seq - b.seq);
  // A timeline that held nothing starts from the first message it is given.
  const start =
    timeline.messages.length === 0 && timeline.position === 0 ? messages[0]!.seq - 1 : timeline.position;
  return { ...timeline, messages, outgoing, position: advance(messages, start) };
}

/** An older page (`before_seq`): in front of what is held, and whether there is more before it. */
export function addOlder(
  timeline: Timeline,
  older: readonly ChatMessage[],
  hasMoreBefore: boolean,
): Timeline {
  const added = addMessages(timeline, older);
  return { ...added, hasMoreBefore };
}

/** A live message leaves a gap when it is more than one past what is held: resume from the position. */
export const leavesGap = (timeline: Timeline, message: ChatMessage) => message.seq > timeline.position + 1;

export function addOutgoing(timeline: Timeline, item: Outgoing): Timeline {
  return {
    ...timeline,
    outgoing: [...timeline.outgoing.filter((o) => o.client_id !== item.client_id), item],
  };
}

export function updateOutgoing(timeline: Timeline, clientId: string, change: Partial<Outgoing>): Timeline {
  return {
    ...timeline,
    outgoing: timeline.outgoing.map((item) => (item.client_id === clientId ? { ...item, ...change } : item)),
  };
}

/** The oldest `seq` held: the next older page is asked for before it. */
export const firstSeq = (timeline: Timeline) => timeline.messages[0]?.seq;

// ---- the list -----------------------------------------------------------------------------------

/** The latest activity first, as the API lists them; ties keep the higher id first. */
export function byLatest(a: Conversation, b: Conversation) {
  const at = Date.parse(b.updated_at) - Date.parse(a.updated_at);
  return at !== 0 ? at : b.id - a.id;
}

/**
 * A conversation after a message of its own: the message becomes its latest, the conversation moves
 * to the top, and one from the other member raises the unread count unless the reader is looking at it.
 */
export function withMessage(
  conversation: Conversation,
  message: ChatMessage,
  meId: number,
  beingRead: boolean,
): Conversation {
  if (message.seq <= conversation.last_seq && conversation.latest_message) {
    // Already counted (an echo, a resumed copy); only a missing latest is filled in.
    return conversation;
  }
  const fromOther = message.sender_id !== meId;
  return {
    ...conversation,
    latest_message: message,
    last_seq: Math.max(conversation.last_seq, message.seq),
    // The later of the two: ISO times in UTC sort as text.
    updated_at: [conversation.updated_at, message.created_at].sort()[1]!,
    unread_messages_count:
      fromOther && !beingRead ? conversation.unread_messages_count + 1 : conversation.unread_messages_count,
  };
}

/**
 * Whether the other member is shown online, presence frames taking precedence over the reply. A
 * blocked conversation shows neither side the other's presence, and a deleted account has none.
 */
export const isOnline = (conversation: Conversation, presence: Readonly<Record<number, boolean>>) =>
  !conversation.other.deleted &&
  !conversation.blocked &&
  (presence[conversation.other.id] ?? conversation.other.is_online);
