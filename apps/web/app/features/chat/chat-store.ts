import type { ChatMessage, Conversation, MessagesPage } from '@wasla/shared/contracts/chat';
import type { ClientFrame, ServerFrame } from '@wasla/shared/contracts/chat-frames';
import { listActions } from './chat-list-actions';
import {
  addMessages,
  addOlder,
  byLatest,
  firstSeq,
  type Timeline,
  timelineFromPage,
  withMessage,
} from './chat-model';
import { sendActions } from './chat-send-actions';
import type { ChatCore, ChatIO, ChatState, ConversationPage } from './chat-types';

/** How long "typing…" stays after the last typing frame. */
export const TYPING_SHOWN_MS = 5_000;
/** Typing frames are sent at most this often while someone types. */
export const TYPING_SENT_EVERY_MS = 3_000;
/** The server answers at most this many positions per `resume`. */
const RESUME_MAX_POSITIONS = 100;

export function createChatStore(
  initial: { meId: number; list: ConversationPage; title?: string },
  io: ChatIO,
) {
  let state: ChatState = {
    meId: initial.meId,
    conversations: Object.fromEntries(initial.list.data.map((c) => [c.id, c])),
    list: {
      title: initial.title ?? '',
      found: initial.list.data.map((c) => c.id),
      page: initial.list.meta.current_page,
      lastPage: initial.list.meta.last_page,
      status: 'idle',
    },
    timelines: {},
    firstMessages: {},
    presence: {},
    typing: {},
    connection: 'connecting',
    openId: null,
    olderLoading: {},
  };
  const listeners = new Set<() => void>();
  let socket: ((frame: ClientFrame) => boolean) | null = null;
  let resuming = false;
  let resumeAgain = false;
  const typingSent = new Map<number, number>();
  const reading = new Map<number, 'running' | 'again'>();
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let listAsked = 0;
  let listAgain: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function set(change: Partial<ChatState>) {
    if (disposed) return;
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  }

  function upsert(conversation: Conversation) {
    set({ conversations: { ...state.conversations, [conversation.id]: conversation } });
  }

  function setTimeline(id: number, timeline: Timeline) {
    set({ timelines: { ...state.timelines, [id]: timeline } });
  }

  /** The last `seq` held per conversation: the open ones first, then the most recent. */
  function positions(): Record<string, number> {
    const known = Object.values(state.conversations).sort(byLatest);
    const open = state.openId;
    const ordered = open
      ? [...known.filter((c) => c.id === open), ...known.filter((c) => c.id !== open)]
      : known;
    const out: Record<string, number> = {};
    for (const conversation of ordered.slice(0, RESUME_MAX_POSITIONS)) {
      out[String(conversation.id)] = state.timelines[conversation.id]?.position ?? conversation.last_seq;
    }
    return out;
  }

  function resume() {
    if (!socket) return;
    if (resuming) {
      resumeAgain = true;
      return;
    }
    if (socket({ type: 'resume', positions: positions() })) resuming = true;
  }

  /** The position a live message continues from: what the timeline holds, else the list's count. */
  const positionOf = (id: number) => state.timelines[id]?.position ?? state.conversations[id]?.last_seq ?? 0;

  const beingRead = (id: number) => state.openId === id && io.isVisible();

  /**
   * Reads the open conversation: what came after its position, which also marks it read on every
   * device of the reader (the API answers with a `read` frame). One request at a time per
   * conversation; asked again while one runs, it runs once more after it.
   */
  async function markRead(id: number) {
    if (reading.get(id)) {
      reading.set(id, 'again');
      return;
    }
    reading.set(id, 'running');
    try {
      const page = await io.messages(id, { after_seq: positionOf(id) });
      applyPage(id, page, 'after');
    } catch {
      // The next message or visit reads it again.
    } finally {
      const again = reading.get(id) === 'again';
      reading.delete(id);
      if (again) void markRead(id);
    }
  }

  function applyPage(id: number, page: MessagesPage, kind: 'newest' | 'after' | 'older') {
    const held = state.timelines[id];
    let timeline: Timeline;
    if (kind === 'newest' || !held) {
      timeline = timelineFromPage(page.messages, page.has_more_before);
      if (held) timeline = { ...timeline, outgoing: held.outgoing };
    } else if (kind === 'older') {
      timeline = addOlder(held, page.messages, page.has_more_before);
    } else {
      timeline = addMessages(held, page.messages);
    }
    setTimeline(id, timeline);
    upsert(page.conversation);
  }

  /**
   * A conversation this page has not listed (a new one, or one further down): the first page has it.
   * Asked at most once a second; one more asked at the end of that second covers what came meanwhile.
   */
  async function unknownConversation() {
    const now = io.now();
    if (now - listAsked < 1_000) {
      listAgain ??= setTimeout(
        () => {
          listAgain = undefined;
          void unknownConversation();
        },
        1_000 - (now - listAsked),
      );
      return;
    }
    listAsked = now;
    try {
      const page = await io.conversations({ page: 1 });
      const conversations = { ...state.conversations };
      for (const conversation of page.data) conversations[conversation.id] = conversation;
      set({ conversations });
    } catch {
      // Shown when the list is next read.
    }
  }

  /** A stored message from any source (frame, resume, send reply), with the gap check of decision 0027. */
  function receive(message: ChatMessage, options: { checkGap: boolean }) {
    const id = message.conversation_id;
    const conversation = state.conversations[id];
    if (!conversation) {
      void unknownConversation();
      return;
    }
    const gap = options.checkGap && message.seq > positionOf(id) + 1;
    const timeline = state.timelines[id];
    if (timeline) setTimeline(id, addMessages(timeline, [message]));
    const reading_ = beingRead(id);
    upsert(withMessage(conversation, message, state.meId, reading_));
    if (message.sender_id !== state.meId && state.typing[id]) {
      const { [id]: _, ...rest } = state.typing;
      set({ typing: rest });
    }
    if (gap) resume();
    else if (reading_ && message.sender_id !== state.meId) void markRead(id);
  }

  function clearTypingLater() {
    clearTimeout(typingTimer);
    const next = Math.min(...Object.values(state.typing));
    if (!Number.isFinite(next)) return;
    typingTimer = setTimeout(
      () => {
        const now = io.now();
        set({ typing: Object.fromEntries(Object.entries(state.typing).filter(([, until]) => until > now)) });
        clearTypingLater();
      },
      Math.max(0, next - io.now()) + 50,
    );
  }

  function handleFrame(frame: ServerFrame) {
    switch (frame.type) {
      case 'ready':
        set({ connection: 'online' });
        resuming = false;
        // Whatever happened while this page loaded or the socket was away is asked for at once:
        // the messages of the conversations held, and the list, for a conversation opened meanwhile
        // (a deal's first card) whose frame came before this socket did.
        resume();
        void unknownConversation();
        return;
      case 'message':
        receive(frame.message, { checkGap: true });
        return;
      case 'resumed': {
        resuming = false;
        for (const message of frame.messages) receive(message, { checkGap: false });
        for (const id of frame.more) {
          if (state.timelines[id]) void reloadNewest(id);
          else void unknownConversation();
        }
        if (resumeAgain) {
          resumeAgain = false;
          resume();
        }
        return;
      }
      case 'resync':
        resume();
        return;
      case 'read': {
        if (frame.user_id !== state.meId) return;
        const conversation = state.conversations[frame.conversation_id];
        if (conversation && conversation.unread_messages_count !== 0) {
          upsert({ ...conversation, unread_messages_count: 0 });
        }
        return;
      }
      case 'typing': {
        set({ typing: { ...state.typing, [frame.conversation_id]: io.now() + TYPING_SHOWN_MS } });
        clearTypingLater();
        return;
      }
      case 'presence':
        set({ presence: { ...state.presence, [frame.user_id]: frame.online } });
        return;
      case 'conversation':
        void refresh(frame.conversation_id);
        return;
      case 'pong':
      case 'error':
        return;
    }
  }

  async function reloadNewest(id: number) {
    try {
      applyPage(id, await io.messages(id, {}), 'newest');
    } catch {
      // Left as it is; the next visit loads it.
    }
  }

  /** A conversation's standing changed (muted, blocked…): read it again. */
  async function refresh(id: number) {
    if (state.timelines[id]) {
      await markRead(id);
      return;
    }
    const page = await io.conversations({ page: 1 }).catch(() => null);
    const found = page?.data.find((c) => c.id === id);
    if (found) upsert(found);
  }

  const core: ChatCore = {
    io,
    get state() {
      return state;
    },
    set,
    setTimeline,
    receive,
    markRead,
    positionOf,
  };

  return {
    getState: () => state,
    ...listActions(core),
    ...sendActions(core),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The socket's sender (null while it is down), and its state for the page. */
    attach(send: ((frame: ClientFrame) => boolean) | null) {
      socket = send;
      if (!send) {
        resuming = false;
        set({ connection: 'offline' });
      }
    },
    connecting: () => set({ connection: 'connecting' }),
    handleFrame,
    /** The positions a reconnecting socket resumes from. */
    positions,

    /** The page of a conversation its route loaded: it becomes the open one. */
    openPage(id: number, page: MessagesPage) {
      const held = state.timelines[id];
      let timeline = timelineFromPage(page.messages, page.has_more_before);
      if (held) {
        // The loader's page is the newest it saw; what the socket brought since, and what is still
        // on its way from here, stay.
        const last = page.messages.at(-1)?.seq ?? 0;
        timeline = addMessages(
          { ...timeline, outgoing: held.outgoing },
          held.messages.filter((message) => message.seq > last),
        );
      }
      set({ openId: id, timelines: { ...state.timelines, [id]: timeline } });
      upsert(page.conversation);
    },
    close(id: number) {
      if (state.openId === id) set({ openId: null });
    },
    /** The tab came back into view: what arrived meanwhile in the open conversation is read now. */
    visible() {
      const id = state.openId;
      if (id && (state.conversations[id]?.unread_messages_count ?? 0) > 0) void markRead(id);
    },

    async loadOlder(id: number) {
      const timeline = state.timelines[id];
      const before = timeline && firstSeq(timeline);
      if (!timeline?.hasMoreBefore || !before || state.olderLoading[id]) return;
      set({ olderLoading: { ...state.olderLoading, [id]: true } });
      try {
        applyPage(id, await io.messages(id, { before_seq: before }), 'older');
      } finally {
        const { [id]: _, ...rest } = state.olderLoading;
        set({ olderLoading: rest });
      }
    },

    /** Someone is typing in a conversation: the other member is told, at most every few seconds. */
    typing(id: number) {
      const now = io.now();
      if (now - (typingSent.get(id) ?? 0) < TYPING_SENT_EVERY_MS) return;
      if (socket?.({ type: 'typing', conversation_id: id })) typingSent.set(id, now);
    },

    /** A conversation as a status change answered it. */
    upsert,

    dispose() {
      disposed = true;
      clearTimeout(typingTimer);
      clearTimeout(listAgain);
      listeners.clear();
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
