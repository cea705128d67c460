import type { ServerFrame } from '@wasla/shared/contracts/chat-frames';
import WebSocket from 'ws';
import type { TestApp } from './test-app';

export type FrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;

/**
 * A chat socket as a client holds it, over real TCP to a listening test app: every frame it receives
 * is kept in order, `next` waits for the first not yet taken that matches, `frames` shows them all.
 */
export type TestSocket = {
  ws: WebSocket;
  frames: ServerFrame[];
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (frame: FrameOf<T>) => boolean,
    timeoutMs?: number,
  ): Promise<FrameOf<T>>;
  send(frame: unknown): void;
  closed: Promise<{ code: number }>;
  close(): Promise<void>;
};

/** The address of `t`'s app, listening on a free port of the loopback (once per app). */
export async function socketAddress(t: TestApp) {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}/ws`;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const bound = t.app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('the test app is not listening');
  return `ws://127.0.0.1:${bound.port}/ws`;
}

/** Opens `/ws` with `headers` (a bearer token or a cookie); rejects with the status of a refused upgrade. */
export async function openSocket(t: TestApp, headers: Record<string, string>): Promise<TestSocket> {
  const url = await socketAddress(t);
  const ws = new WebSocket(url, { headers });
  const frames: ServerFrame[] = [];
  const taken = new Set<number>();
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    async next(type, match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = frames.findIndex(
          (frame, i) => !taken.has(i) && frame.type === type && match(frame as FrameOf<typeof type>),
        );
        if (index >= 0) {
          taken.add(index);
          return frames[index] as FrameOf<typeof type>;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}
