import type { ChatMessage, Conversation, MessagesPage } from '@wasla/shared/contracts/chat';
import type { ClientFrame } from '@wasla/shared/contracts/chat-frames';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatStore, TYPING_SHOWN_MS } from './chat-store';
import { conversation, ME, message, THEM } from './chat-test-data';
import type { ChatIO, SendOutcome } from './chat-types';

const listOf = (...conversations: Conversation[]) => ({
  data: conversations,
  meta: { current_page: 1, last_page: 1, total: conversations.length },
});

const pageOf = (c: Conversation, messages: ChatMessage[], hasMore = false): MessagesPage => ({
  conversation: c,
  messages,
  has_more_before: hasMore,
});

/** A store over fake IO: what it asked for, and a socket that records the frames it was given. */
function setup(conversations: Conversation[] = [conversation()], change: Partial<ChatIO> = {}) {
  const frames: ClientFrame[] = [];
  const sent: { client_id: string; body: string }[] = [];
  let ids = 0;
  const io: ChatIO = {
    conversations: vi.fn(async () => listOf(...conversations)),
    messages: vi.fn(async (id: number) =>
      pageOf({ ...(conversations.find((c) => c.id === id) ?? conversation()), unread_messages_count: 0 }, []),
    ),
    send: vi.fn(async (request): Promise<SendOutcome> => {
      sent.push({ client_id: request.client_id, body: request.body ?? '' });
      return {
        ok: true,
        message: message(4, { sender_id: ME, client_id: request.client_id, body: request.body }),
      };
    }),
    now: () => Date.now(),
    uuid: () => `client-${++ids}`,
    isVisible: () => true,
    ...change,
  };
  const store = createChatStore({ meId: ME, list: listOf(...conversations) }, io);
  store.attach((frame) => {
    frames.push(frame);
    return true;
  });
  return { store, io, frames, sent };
}

// Timers are faked: the store's awaited calls settle within a few turns of the microtask queue.
const flush = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
};

describe('the chat store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('appends live messages of an open conversation in order, once each', () => {
    const { store, frames } = setup();
    store.openPage(7, pageOf(conversation(), [message(1), message(2), message(3)]));
    store.handleFrame({ type: 'message', conversation_id: 7, message: message(4) });
    store.handleFrame({ type: 'message', conversation_id: 7, message: message(4) });
    store.handleFrame({ type: 'message', conversation_id: 7, message: message(3) });
    expect(store.getState().timelines[7]!.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(store.getState().timelines[7]!.position).toBe(4);
    expect(frames.filter((f) => f.type === 'resume')).toEqual([]);
  });

  it('asks for what it missed when a message leaves a gap, and fills it from the answer', () => {
    const { store, frames } = setup();
    store.openPage(7, pageOf(conversation(), [message(1), message(2), message(3)]));
    store.handleFrame({ type: 'message', conversation_id: 7, message: message(6) });
    expect(frames).toContainEqual({ type: 'resume', positions: { '7': 3 } });
    // A second gap while the first is being answered asks once more afterwards, not twice at once.
    store.handleFrame({ type: 'message', conversation_id: 7, message: message(8) });
    expect(frames.filter((f) => f.type === 'resume')).toHaveLength(1);
    store.handleFrame({ type: 'resumed', messages: [message(4), message(5), message(6)], more: [] });
    expect(store.getState().timelines[7]!.position).toBe(6);
    expect(frames.filter((f) => f.type === 'resume')).toEqual([
      { type: 'resume', positions: { '7': 3 } },
      { type: 'resume', positions: { '7': 6 } },
    ]);
    store.handleFrame({ type: 'resumed', messages: [message(7), message(8)], more: [] });
    expect(store.getState().timelines[7]!.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('resumes every conversation it knows from its position on each connection', () => {
    const other = conversation({ id: 9, last_seq: 12, updated_at: '2025-12-01T00:00:00.000Z' });
    const { store, frames } = setup([conversation(), other]);
    store.handleFrame({ type: 'ready', user_id: ME, heartbeat_seconds: 25 });
    expect(frames.at(-1)).toEqual({ type: 'resume', positions: { '7': 3, '9': 12 } });
    expect(store.getState().connection).toBe('online');
    // A conversation not open: what the resume brings moves it up and counts as unread.
    store.handleFrame({
      type: 'resumed',
      messages: [message(13, { conversation_id: 9, created_at: '2026-01-01T11:00:00.000Z' })],
      more: [],
    });
    const nine = store.getState().conversations[9]!;
    expect(nine).toMatchObject({ last_seq: 13, unread_messages_count: 1 });
    expect(store.positions()).toEqual({ '9': 13, '7': 3 });
  });

  it('raises a closed conversation’s unread count, and a read frame of mine sets it to 0 on this tab', () => {
    const { store } = setup();
    store.handleFrame({ type: 'message', conversation_id: 7, message: message(4) });
    store.handleFrame({ type: 'message', conversation_id: 7, message: message(5) });
    expect(store.getState().conversations[7]!.unread_messages_count).toBe(2);
    store.handleFrame({ type: 'read', conversation_id: 7, user_id: THEM, seq: 5 });
    expect(store.getState().conversations[7]!.unread_messages_count).toBe(2);
    store.handleFrame({ type: 'read', conversation_id: 7, user_id: ME, seq: 5 });
    expect(store.getState().conversations[7]!.unread_messages_count).toBe(0);
  });

  it('reads what arrives in the open conversation at once, which the API tells every device', async () => {
    const { store, io } = setup();
    store.openPage(7, pageOf(conversation(), [message(3)]));
    store.handleFrame({ type: 'message', conversation_id: 7, message: message(4) });
    await vi.waitFor(() => expect(io.messages).toHaveBeenCalledWith(7, { after_seq: 4 }));
    expect(store.getState().conversations[7]!.unread_messages_count).toBe(0);
  });

  it('sends at once on the page, replaces the copy with the stored message, and never duplicates a retry', async () => {
    let fail = true;
    const { store, sent } = setup([conversation()], {
      send: vi.fn(async (request): Promise<SendOutcome> => {
        sent.push({ client_id: request.client_id, body: request.body ?? '' });
        if (fail) return { ok: false, status: 0 };
        return {
          ok: true,
          message: message(4, { sender_id: ME, client_id: request.client_id, body: request.body }),
        };
      }),
    });
    store.openPage(7, pageOf(conversation(), [message(3)]));
    const first = store.send({ conversationId: 7 }, 'Hello');
    expect(store.getState().timelines[7]!.outgoing).toMatchObject([{ body: 'Hello', state: 'sending' }]);
    await first;
    const [failed] = store.getState().timelines[7]!.outgoing;
    expect(failed).toMatchObject({ state: 'failed', client_id: 'client-1' });

    fail = false;
    await store.retry({ conversationId: 7 }, 'client-1');
    expect(sent.map((s) => s.client_id)).toEqual(['client-1', 'client-1']);
    const timeline = store.getState().timelines[7]!;
    expect(timeline.outgoing).toEqual([]);
    expect(timeline.messages.map((m) => m.seq)).toEqual([3, 4]);
    // The socket's echo of the same message is recognised by its seq.
    store.handleFrame({
      type: 'message',
      conversation_id: 7,
      message: message(4, { sender_id: ME, client_id: 'client-1' }),
    });
    expect(store.getState().timelines[7]!.messages).toHaveLength(2);
    expect(store.getState().conversations[7]!.latest_message?.seq).toBe(4);
  });

  it('shows a refusal beside the message and reads the conversation again when it is blocked', async () => {
    const { store, io } = setup([conversation()], {
      send: vi.fn(async () => ({ ok: false as const, status: 403, code: 'chat_blocked', text: 'Blocked' })),
    });
    store.openPage(7, pageOf(conversation(), [message(3)]));
    await store.send({ conversationId: 7 }, 'Hello?');
    expect(store.getState().timelines[7]!.outgoing[0]).toMatchObject({ state: 'failed', error: 'Blocked' });
    await vi.waitFor(() => expect(io.messages).toHaveBeenCalledWith(7, { after_seq: 3 }));
  });

  it('sends the files uploaded for a message with it, shows them while it goes, and retries with the same ones', async () => {
    let fail = true;
    const requests: unknown[] = [];
    const { store } = setup([conversation()], {
      send: vi.fn(async (request): Promise<SendOutcome> => {
        requests.push(request);
        if (fail) return { ok: false, status: 0 };
        return { ok: true, message: message(4, { sender_id: ME, client_id: request.client_id, body: '' }) };
      }),
    });
    store.openPage(7, pageOf(conversation(), [message(3)]));
    const sketch = {
      id: 31,
      kind: 'image' as const,
      name: 'sketch.png',
      mime: 'image/png',
      size: 9,
      url: '/f',
    };
    const sending = store.send({ conversationId: 7 }, '', [sketch]);
    expect(store.getState().timelines[7]!.outgoing[0]).toMatchObject({ body: '', attachments: [sketch] });
    await sending;
    fail = false;
    await store.retry({ conversationId: 7 }, 'client-1');
    expect(requests).toEqual([
      { conversation_id: 7, body: '', client_id: 'client-1', attachment_ids: [31] },
      { conversation_id: 7, body: '', client_id: 'client-1', attachment_ids: [31] },
    ]);
    expect(store.getState().timelines[7]!.outgoing).toEqual([]);
    // A message without files names none.
    await store.send({ conversationId: 7 }, 'Just text');
    expect(requests.at(-1)).toEqual({ conversation_id: 7, body: 'Just text', client_id: 'client-2' });
  });

  it('sends a message about a deal with its id, shows it about the deal at once, and retries it about the same deal', async () => {
    let fail = true;
    const requests: unknown[] = [];
    const { store } = setup([conversation()], {
      send: vi.fn(async (request): Promise<SendOutcome> => {
        requests.push(request);
        if (fail) return { ok: false, status: 0 };
        return {
          ok: true,
          message: message(4, {
            sender_id: ME,
            client_id: request.client_id,
            body: request.body,
            about_deal_id: request.deal_id ?? null,
          }),
        };
      }),
    });
    store.openPage(7, pageOf(conversation(), [message(3)]));
    const sending = store.send({ conversationId: 7 }, 'Can the logo be green?', [], 41);
    expect(store.getState().timelines[7]!.outgoing[0]).toMatchObject({
      body: 'Can the logo be green?',
      about_deal_id: 41,
      state: 'sending',
    });
    await sending;
    expect(store.getState().timelines[7]!.outgoing[0]).toMatchObject({ state: 'failed', about_deal_id: 41 });
    fail = false;
    await store.retry({ conversationId: 7 }, 'client-1');
    const request = {
      conversation_id: 7,
      body: 'Can the logo be green?',
      client_id: 'client-1',
      deal_id: 41,
    };
    expect(requests).toEqual([request, request]);
    const timeline = store.getState().timelines[7]!;
    expect(timeline.outgoing).toEqual([]);
    expect(timeline.messages.at(-1)).toMatchObject({ seq: 4, about_deal_id: 41 });
    // Not about a deal: no deal id goes.
    await store.send({ conversationId: 7 }, 'Thanks');
    expect(requests.at(-1)).toEqual({ conversation_id: 7, body: 'Thanks', client_id: 'client-2' });
  });

  it('keeps the refusal of a message about a deal whose chat has closed, with its words and code', async () => {
    let answer: SendOutcome = {
      ok: false,
      status: 409,
      code: 'chat_deal_closed',
      text: 'The chat about this deal has closed',
    };
    const { store, io } = setup([conversation()], { send: vi.fn(async () => answer) });
    store.openPage(7, pageOf(conversation(), [message(3)]));
    await store.send({ conversationId: 7 }, 'One more change?', [], 41);
    expect(store.getState().timelines[7]!.outgoing[0]).toMatchObject({
      state: 'failed',
      about_deal_id: 41,
      code: 'chat_deal_closed',
      error: 'The chat about this deal has closed',
    });
    // Nothing about the conversation changed: it is not read again.
    await flush();
    expect(io.messages).not.toHaveBeenCalled();
    // A retry that fails otherwise does not keep the earlier refusal's code.
    answer = { ok: false, status: 0 };
    await store.retry({ conversationId: 7 }, 'client-1');
    const [item] = store.getState().timelines[7]!.outgoing;
    expect(item).toMatchObject({ state: 'failed', about_deal_id: 41 });
    expect(item!.code).toBeUndefined();
  });

  it('opens a conversation with its first message to an account', async () => {
    const { store } = setup();
    const id = await store.send({ receiverId: 5 }, 'Hi there');
    expect(id).toBe(7);
    expect(store.getState().firstMessages[5]).toBeUndefined();
  });

  it('shows the other member typing for a few seconds, and their presence as it changes', () => {
    const { store } = setup();
    store.handleFrame({ type: 'typing', conversation_id: 7, user_id: THEM });
    expect(store.getState().typing[7]).toBeGreaterThan(Date.now());
    vi.advanceTimersByTime(TYPING_SHOWN_MS + 100);
    expect(store.getState().typing[7]).toBeUndefined();
    store.handleFrame({ type: 'presence', user_id: THEM, online: true });
    expect(store.getState().presence[THEM]).toBe(true);
  });

  it('sends typing at most every few seconds', () => {
    const { store, frames } = setup();
    store.typing(7);
    store.typing(7);
    vi.advanceTimersByTime(3_100);
    store.typing(7);
    expect(frames.filter((f) => f.type === 'typing')).toHaveLength(2);
  });

  it('finds a conversation it has not listed (a new one) on the list’s first page', async () => {
    const fresh = conversation({ id: 11, last_seq: 1, updated_at: '2026-01-01T11:59:00.000Z' });
    const { store, io } = setup([conversation()], {
      conversations: vi.fn(async () => listOf(fresh, conversation())),
    });
    store.handleFrame({ type: 'message', conversation_id: 11, message: message(1, { conversation_id: 11 }) });
    await flush();
    expect(io.conversations).toHaveBeenCalledWith({ page: 1 });
    expect(store.getState().conversations[11]).toBeDefined();
    // Two more new ones within the second: the list is read once more, at its end.
    store.handleFrame({ type: 'message', conversation_id: 12, message: message(1, { conversation_id: 12 }) });
    store.handleFrame({ type: 'message', conversation_id: 13, message: message(1, { conversation_id: 13 }) });
    expect(io.conversations).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    await flush();
    expect(io.conversations).toHaveBeenCalledTimes(2);
  });

  it('reads the list again when its socket is ready, for a conversation opened while the page loaded', async () => {
    // A deal's first card opened this conversation after the page's list was read and before the
    // socket was there to hear its frame.
    const fresh = conversation({ id: 11, last_seq: 1, updated_at: '2026-01-01T11:59:00.000Z' });
    const { store, io } = setup([conversation()], {
      conversations: vi.fn(async () => listOf(fresh, conversation())),
    });
    expect(store.getState().conversations[11]).toBeUndefined();
    store.handleFrame({ type: 'ready', user_id: ME, heartbeat_seconds: 25 });
    await flush();
    expect(io.conversations).toHaveBeenCalledWith({ page: 1 });
    expect(store.getState().conversations[11]).toBeDefined();
  });

  it('reads a conversation again when its standing changes', async () => {
    const blocked = conversation({ blocked: true, blocked_by_me: true, can_send: false });
    const { store } = setup([conversation()], { conversations: vi.fn(async () => listOf(blocked)) });
    store.handleFrame({ type: 'conversation', conversation_id: 7 });
    await flush();
    expect(store.getState().conversations[7]).toMatchObject({ blocked: true, can_send: false });
  });

  it('loads older messages in front of what it holds, once at a time, until there are none', async () => {
    const { store, io } = setup([conversation({ last_seq: 60 })], {
      messages: vi.fn(async (_id: number, query: { before_seq?: number }) =>
        pageOf(
          conversation({ last_seq: 60 }),
          Array.from({ length: 10 }, (_, n) => message((query.before_seq ?? 61) - 10 + n)),
          (query.before_seq ?? 61) - 10 > 1,
        ),
      ),
    });
    store.openPage(7, pageOf(conversation({ last_seq: 60 }), [message(59), message(60)], true));
    const loading = store.loadOlder(7);
    void store.loadOlder(7);
    await loading;
    expect(io.messages).toHaveBeenCalledTimes(1);
    expect(io.messages).toHaveBeenCalledWith(7, { before_seq: 59 });
    const timeline = store.getState().timelines[7]!;
    expect(timeline.messages.map((m) => m.seq)).toEqual([49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(timeline.position).toBe(60);
    expect(timeline.hasMoreBefore).toBe(true);
  });

  it('searches the list by name or deal title and pages through the results', async () => {
    const found = conversation({ id: 21 });
    const conversations = vi.fn(async (query: { page: number; title?: string }) => ({
      data: query.page === 1 ? [found] : [conversation({ id: 22 })],
      meta: { current_page: query.page, last_page: 2, total: 2 },
    }));
    const { store } = setup([conversation()], { conversations });
    await store.search('  logo  ');
    expect(conversations).toHaveBeenCalledWith({ page: 1, title: 'logo' });
    expect(store.getState().list).toMatchObject({
      title: 'logo',
      found: [21],
      page: 1,
      lastPage: 2,
      status: 'idle',
    });
    await store.loadMore();
    expect(conversations).toHaveBeenLastCalledWith({ page: 2, title: 'logo' });
    expect(store.getState().list.found).toEqual([21, 22]);
  });
});
