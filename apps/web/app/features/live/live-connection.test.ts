import type { ServerFrame } from '@wasla/shared/contracts/chat-frames';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLive, connectLive, type LiveState, listenLive, liveState, sendLive } from './live-connection';

/** A WebSocket stand-in the test drives. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; online?: boolean }[] = [];
  closed = false;
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
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  ready(userId = 7) {
    this.readyState = 1;
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', user_id: userId, heartbeat_seconds: 25 }) });
  }
  frame(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

/** The window and document the connection listens to, with their listeners at hand. */
function browser() {
  const on = new Map<string, Set<(event: Event) => void>>();
  const add = (type: string, fn: (event: Event) => void) => {
    if (!on.has(type)) on.set(type, new Set());
    on.get(type)!.add(fn);
  };
  const remove = (type: string, fn: (event: Event) => void) => on.get(type)?.delete(fn);
  return {
    on,
    target: {
      addEventListener: add,
      removeEventListener: remove,
      location: { protocol: 'https:', host: 'wasla.test' },
    } as never,
    visibility: { addEventListener: add, removeEventListener: remove, visibilityState: 'visible' } as never,
    fire: (type: string, event: Partial<PageTransitionEvent> = {}) => {
      for (const fn of on.get(type) ?? []) fn(event as Event);
    },
  };
}

function start(userId = 7, page = browser()) {
  connectLive(userId, 'en', {
    renewSession: async () => true,
    makeSocket: (url) => new FakeSocket(url),
    target: page.target,
    visibility: page.visibility,
  });
  return page;
}

function recorder() {
  const frames: string[] = [];
  const states: LiveState[] = [];
  const stop = listenLive({ onFrame: (f) => frames.push(f.type), onState: (s) => states.push(s) });
  return { frames, states, stop };
}

afterEach(() => {
  closeLive();
  FakeSocket.made = [];
});

describe("the tab's live connection", () => {
  it('opens one socket per account, on the page’s own origin, however often a page asks', () => {
    start();
    start();
    expect(FakeSocket.made.map((s) => s.url)).toEqual(['wss://wasla.test/ws']);
    start(8);
    expect(FakeSocket.made).toHaveLength(2);
    expect(FakeSocket.made[0]!.closed).toBe(true);
  });

  it('gives every frame to every listener, and a late listener the ready frame so it resumes', () => {
    start();
    const header = recorder();
    FakeSocket.made[0]!.ready();
    FakeSocket.made[0]!.frame({ type: 'notification', id: 3 });
    const chat = recorder();
    expect(header.frames).toEqual(['ready', 'notification']);
    expect(header.states).toEqual(['connecting', 'open']);
    expect(chat.states).toEqual(['open']);
    expect(chat.frames).toEqual(['ready']);
    expect(liveState()).toBe('open');
    expect(sendLive({ type: 'ping' })).toBe(true);
  });

  it('keeps telling the others when one listener throws, and stops telling one that left', () => {
    start();
    listenLive({
      onFrame: () => {
        throw new Error('broken');
      },
      onState: () => {},
    });
    const kept = recorder();
    const gone = recorder();
    gone.stop();
    FakeSocket.made[0]!.ready();
    expect(kept.frames).toEqual(['ready']);
    expect(gone.frames).toEqual([]);
  });

  it('says offline before closing on logout, tells the listeners, and stops hearing the window', () => {
    const page = start();
    const chat = recorder();
    const socket = FakeSocket.made[0]!;
    socket.ready();
    closeLive({ offline: true });
    expect(socket.sent.at(-1)).toEqual({ type: 'change-online-status', online: false });
    expect(socket.closed).toBe(true);
    expect(chat.states.at(-1)).toBe('closed');
    expect(liveState()).toBe('closed');
    expect(sendLive({ type: 'ping' })).toBe(false);
    expect([...page.on.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('shows the account offline when the tab is closed, and online again when it comes back from the cache', () => {
    const page = start();
    const socket = FakeSocket.made[0]!;
    socket.ready();
    page.fire('pagehide');
    expect(socket.sent.at(-1)).toEqual({ type: 'change-online-status', online: false });
    page.fire('pageshow', { persisted: true });
    expect(socket.sent.at(-1)).toEqual({ type: 'change-online-status', online: true });
  });

  it('reconnects at once when the network comes back', () => {
    vi.useFakeTimers();
    try {
      const page = start();
      const first = FakeSocket.made[0]!;
      first.readyState = 3;
      first.onclose?.({ code: 1006 });
      expect(FakeSocket.made).toHaveLength(1);
      page.fire('online');
      expect(FakeSocket.made).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
