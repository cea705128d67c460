import { SOCKET_CLOSE } from '@wasla/shared/contracts/chat-frames';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSE_SESSION_ENDED,
  chatSocketUrl,
  createChatSocket,
  RECONNECT_FIRST_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
} from './chat-socket';

/** A WebSocket stand-in the test drives: opens, frames and closes when told. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  ready() {
    this.readyState = 1;
    this.onopen?.({});
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', user_id: 1, heartbeat_seconds: 25 }) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function open(onSessionEnded: () => Promise<boolean> = async () => true) {
  const frames: unknown[] = [];
  const states: string[] = [];
  const socket = createChatSocket({
    url: 'ws://example.test/ws',
    onFrame: (frame) => frames.push(frame),
    onState: (state) => states.push(state),
    onSessionEnded,
    makeSocket: (url) => new FakeSocket(url),
    random: () => 0,
  });
  return { socket, frames, states, last: () => FakeSocket.made.at(-1)! };
}

describe('the chat socket', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('reads the session-ended close code the frames contract names', () => {
    expect(CLOSE_SESSION_ENDED).toBe(SOCKET_CLOSE.unauthenticated);
  });

  it('waits twice as long after each failure, within bounds, spread by jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_FIRST_MS);
    expect(reconnectDelay(3, () => 1)).toBe(8 * RECONNECT_FIRST_MS);
    expect(reconnectDelay(30, () => 1)).toBe(RECONNECT_MAX_MS);
  });

  it('connects to the page’s own origin', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'wasla.example' })).toBe('wss://wasla.example/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws');
  });

  it('passes frames on, beats every heartbeat, and sends only while connected', () => {
    const { socket, frames, states, last } = open();
    expect(socket.send({ type: 'ping' })).toBe(false);
    last().ready();
    expect(states).toEqual(['connecting', 'open']);
    expect(frames).toEqual([{ type: 'ready', user_id: 1, heartbeat_seconds: 25 }]);
    vi.advanceTimersByTime(25_000);
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    expect(socket.send({ type: 'typing', conversation_id: 3 })).toBe(true);
  });

  it('reconnects after a loss with a doubling wait, and starts over once connected again', () => {
    const { last } = open();
    last().drop();
    vi.advanceTimersByTime(RECONNECT_FIRST_MS / 2 - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(RECONNECT_FIRST_MS);
    expect(FakeSocket.made).toHaveLength(3);
    last().ready();
    last().drop();
    vi.advanceTimersByTime(RECONNECT_FIRST_MS / 2);
    expect(FakeSocket.made).toHaveLength(4);
  });

  it('reconnects at once when woken (the network came back)', () => {
    const { socket, last } = open();
    last().drop();
    socket.wake();
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('stops when the session ended and the page could not renew it; goes on when it could', async () => {
    const ended = open(async () => false);
    ended.last().ready();
    ended.last().drop(SOCKET_CLOSE.unauthenticated);
    await vi.runAllTimersAsync();
    expect(FakeSocket.made).toHaveLength(1);

    FakeSocket.made = [];
    const renewed = open(async () => true);
    renewed.last().drop(SOCKET_CLOSE.unauthenticated);
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('says it is offline before closing for good (logout), and never reconnects after', () => {
    const { socket, last } = open();
    const first = last();
    first.ready();
    socket.close({ offline: true });
    expect(first.sent).toEqual([{ type: 'change-online-status', online: false }]);
    expect(first.closedWith).toBe(1000);
    first.drop(1000);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
