import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@wasla/shared/contracts/chat-frames';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type TestSocket } from '../../test/chat-sockets';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A model of one conversation under random sends (some of them retries of an earlier message with its
 * client id), reads and reconnects, on three devices: two of one member, one of the other. Each device
 * runs the client's rule of decision 0027: keep messages in sequence, drop a sequence already held,
 * and on a gap or a reconnect ask for everything after the last one held. After every run, every
 * device holds exactly 1…N once each, in order, and each member's unread count is the model's.
 * `DEEP=1` runs many more.
 */
const DEEP = !!process.env.DEEP;
const RUNS = DEEP ? 150 : 10;
const MAX_STEPS = DEEP ? 40 : 14;

type Action =
  | { kind: 'send'; from: 0 | 1; retry: boolean }
  | { kind: 'read'; who: 0 | 1 }
  | { kind: 'reconnect'; device: 0 | 1 | 2 };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      from: fc.constantFrom(0 as const, 1 as const),
      retry: fc.boolean(),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('read' as const),
      who: fc.constantFrom(0 as const, 1 as const),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('reconnect' as const),
      device: fc.constantFrom(0 as const, 1 as const, 2 as const),
    }),
    weight: 2,
  },
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_MAX: 1_000_000,
    // Two sign-ups a run, all from one address: more codes than one visitor may ask for.
    CODE_SENDS_PER_CLIENT_PER_HOUR: 1_000_000,
  });
});
afterAll(() => t.close());

/** A device: a socket, and what it holds of the conversation by the client's rule. */
class Device {
  socket!: TestSocket;
  held: number[] = [];
  constructor(
    readonly member: Member,
    readonly conversationId: number,
  ) {}

  get last() {
    return this.held.at(-1) ?? 0;
  }

  private take(seq: number) {
    if (seq === this.last + 1) this.held.push(seq);
    else if (seq > this.last + 1)
      this.socket.send({ type: 'resume', positions: { [this.conversationId]: this.last } });
    // seq <= last: a duplicate, dropped.
  }

  async connect() {
    this.socket = await openSocket(t, { authorization: `Bearer ${this.member.token}` });
    this.socket.ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.type === 'message' && frame.conversation_id === this.conversationId)
        this.take(frame.message.seq);
      if (frame.type === 'resumed') for (const m of frame.messages) this.take(m.seq);
      if (frame.type === 'resync') this.resume();
    });
    await this.socket.next('ready');
    this.resume();
  }

  resume() {
    this.socket.send({ type: 'resume', positions: { [this.conversationId]: this.last } });
  }

  async reconnect() {
    await this.socket.close();
    await this.connect();
  }
}

describe('a conversation, as a model', () => {
  it(
    'keeps every device gap-free and duplicate-free, and unread counts as the model says, under sends, retries, reads and reconnects',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: MAX_STEPS }), async (actions) => {
          const members = await Promise.all([account(t, 'Model A'), account(t, 'Model B')]);
          const opened = await t.api('POST', '/messages', {
            headers: members[0].auth,
            body: { receiver_id: members[1].id, body: 'opening', client_id: randomUUID() },
          });
          const conversationId = opened.json().data.conversation_id as number;
          const devices = [
            new Device(members[0], conversationId),
            new Device(members[0], conversationId),
            new Device(members[1], conversationId),
          ];
          await Promise.all(devices.map((device) => device.connect()));
          // The model: how many messages, each member's unread count, each sender's last client id.
          let count = 1;
          const unread = [0, 1];
          const lastClientId: (string | undefined)[] = [undefined, undefined];
          try {
            for (const step of actions) {
              if (step.kind === 'send') {
                const retry = step.retry && lastClientId[step.from] !== undefined;
                const clientId = retry ? lastClientId[step.from]! : randomUUID();
                const res = await t.api('POST', '/messages', {
                  headers: members[step.from].auth,
                  body: { conversation_id: conversationId, body: `step ${count}`, client_id: clientId },
                });
                expect(res.statusCode, res.body).toBe(200);
                if (!retry) {
                  count++;
                  unread[1 - step.from]!++;
                  lastClientId[step.from] = clientId;
                  expect(res.json().data.seq).toBe(count);
                }
              } else if (step.kind === 'read') {
                const res = await t.api('GET', `/messages/${conversationId}`, {
                  headers: members[step.who].auth,
                });
                expect(res.statusCode).toBe(200);
                unread[step.who] = 0;
              } else {
                await devices[step.device]!.reconnect();
              }
            }
            // Every device settles on 1…count, each once, in order.
            for (const device of devices) {
              // Live frames first; a device still behind after a while asks, as a client's timer would.
              for (let waited = 0; device.last < count && waited < 5_000; waited += 20) {
                if (waited > 0 && waited % 1_000 === 0) device.resume();
                await new Promise((resolve) => setTimeout(resolve, 20));
              }
              expect(device.held).toEqual(Array.from({ length: count }, (_, i) => i + 1));
            }
            for (const who of [0, 1] as const) {
              const list = await t.api('GET', '/conversations', { headers: members[who].auth });
              const mine = list.json().data.data.find((c: { id: number }) => c.id === conversationId);
              expect(mine.unread_messages_count, `member ${who}`).toBe(unread[who]);
            }
          } finally {
            for (const device of devices) await device.socket.close();
          }
        }),
        { numRuns: RUNS },
      );
    },
    DEEP ? 1_200_000 : 120_000,
  );
});
