import { randomUUID } from 'node:crypto';
import { SOCKET_CLOSE } from '@wasla/shared/contracts/chat-frames';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../lib/policy/actor';
import { openSocket, socketAddress, type TestSocket } from '../../test/chat-sockets';
import { dealBetween } from '../../test/deal-work';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const open: TestSocket[] = [];

const bearer = (who: Member) => ({ authorization: `Bearer ${who.token}` });
async function socketOf(who: Member, instance = t) {
  const socket = await openSocket(instance, bearer(who));
  open.push(socket);
  await socket.next('ready');
  return socket;
}
const send = (from: Member, body: Record<string, unknown>, instance = t) =>
  instance.api('POST', '/messages', { headers: from.auth, body: { client_id: randomUUID(), ...body } });
async function opened(from: Member, to: Member) {
  const res = await send(from, { receiver_id: to.id, body: 'Hello' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.conversation_id as number;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 });
});
afterAll(async () => {
  for (const socket of open) await socket.close();
  await t.close();
});

describe('opening /ws', () => {
  it('needs a session: a bearer token, or the session cookie from a page of this site', async () => {
    const me = await account(t, 'Socket Owner');
    await expect(openSocket(t, {})).rejects.toThrow('upgrade refused: 401');
    await expect(openSocket(t, { authorization: 'Bearer not-a-token' })).rejects.toThrow(
      'upgrade refused: 401',
    );
    const host = new URL(await socketAddress(t)).host;
    // The cookie alone, from another site's page: refused, whatever the cookie holds.
    await expect(
      openSocket(t, { cookie: `wasla_at=${me.token}`, origin: 'https://evil.example' }),
    ).rejects.toThrow('upgrade refused: 401');
    await expect(openSocket(t, { cookie: `wasla_at=${me.token}` })).rejects.toThrow('upgrade refused: 401');
    const fromPage = await openSocket(t, { cookie: `wasla_at=${me.token}`, origin: `http://${host}` });
    open.push(fromPage);
    expect(await fromPage.next('ready')).toMatchObject({ user_id: me.id });
    const fromApp = await socketOf(me);
    expect(fromApp.frames[0]).toMatchObject({ type: 'ready', heartbeat_seconds: 25 });
  });
});

describe('a message', () => {
  it('reaches every socket of both members in order, and nobody else', async () => {
    const [a, b, stranger] = await Promise.all([
      account(t, 'Tabs A'),
      account(t, 'Tabs B'),
      account(t, 'Outsider'),
    ]);
    const id = await opened(a, b);
    const [a1, b1, b2, s1] = await Promise.all([socketOf(a), socketOf(b), socketOf(b), socketOf(stranger)]);
    for (let i = 1; i <= 5; i++) await send(i % 2 ? a : b, { conversation_id: id, body: `m${i}` });
    for (const socket of [a1, b1, b2]) {
      const seqs: number[] = [];
      for (let i = 0; i < 5; i++) seqs.push((await socket.next('message')).message.seq);
      expect(seqs).toEqual([2, 3, 4, 5, 6]);
    }
    // Reading on one device reads on all: the other tab hears it.
    await t.api('GET', `/messages/${id}`, { headers: b.auth });
    expect(await b2.next('read')).toMatchObject({ conversation_id: id, user_id: b.id, seq: 6 });
    expect(await a1.next('read')).toMatchObject({ conversation_id: id, user_id: b.id });
    expect(s1.frames.filter((frame) => frame.type !== 'ready' && frame.type !== 'presence')).toEqual([]);
  });

  it('sent while a socket was away is answered on resume, in order and once', async () => {
    const [a, b] = await Promise.all([account(t, 'Away A'), account(t, 'Away B')]);
    const id = await opened(a, b);
    const first = await socketOf(b);
    await send(a, { conversation_id: id, body: 'while here' });
    const seen = (await first.next('message')).message.seq;
    await first.close();
    for (let i = 0; i < 3; i++) await send(a, { conversation_id: id, body: `while away ${i}` });
    const back = await socketOf(b);
    back.send({ type: 'resume', positions: { [id]: seen, 2000000000: 0 } });
    const resumed = await back.next('resumed');
    expect(resumed.messages.map((m) => m.seq)).toEqual([seen + 1, seen + 2, seen + 3]);
    expect(resumed.more).toEqual([]);
  });
});

describe('typing and presence', () => {
  it('tells the other member of typing; a conversation of others answers not found', async () => {
    const [a, b, c] = await Promise.all([account(t, 'Typist'), account(t, 'Reader'), account(t, 'Third')]);
    const id = await opened(a, b);
    const [sa, sb, sc] = await Promise.all([socketOf(a), socketOf(b), socketOf(c)]);
    sa.send({ type: 'typing', conversation_id: id });
    expect(await sb.next('typing')).toEqual({ type: 'typing', conversation_id: id, user_id: a.id });
    sc.send({ type: 'typing', conversation_id: id });
    expect(await sc.next('error')).toEqual({ type: 'error', code: 'not_found' });
    expect(sa.frames.some((frame) => frame.type === 'typing')).toBe(false);
  });

  it('shows nothing of a blocked pair to each other: no typing, no presence', async () => {
    const [a, b] = await Promise.all([account(t, 'Blocks typing'), account(t, 'Blocked typist')]);
    const id = await opened(a, b);
    await t.api('POST', `/conversations/${id}/status`, { headers: a.auth, body: { status: 'blocked' } });
    const sa = await socketOf(a);
    const sb = await socketOf(b);
    sb.send({ type: 'typing', conversation_id: id });
    sb.send({ type: 'ping' });
    await sb.next('pong');
    await sb.close();
    // A conversation of nobody else's: a frame that reached A would have come by now.
    sa.send({ type: 'ping' });
    await sa.next('pong');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      sa.frames.filter((f) => f.type === 'typing' || (f.type === 'presence' && f.user_id === b.id)),
    ).toEqual([]);
  });

  it('shows a member online while a socket is open and visible, offline when it closes or hides', async () => {
    const [a, b] = await Promise.all([account(t, 'Watcher'), account(t, 'Comes and goes')]);
    const id = await opened(a, b);
    const watcher = await socketOf(a);
    const visitor = await socketOf(b);
    expect(await watcher.next('presence', (f) => f.user_id === b.id)).toMatchObject({ online: true });
    const list = await t.api('GET', '/conversations', { headers: a.auth });
    expect(list.json().data.data.find((c: { id: number }) => c.id === id).other.is_online).toBe(true);
    visitor.send({ type: 'change-online-status', online: false });
    expect(await watcher.next('presence', (f) => f.user_id === b.id)).toMatchObject({ online: false });
    visitor.send({ type: 'change-online-status', online: true });
    expect(await watcher.next('presence', (f) => f.user_id === b.id)).toMatchObject({ online: true });
    await visitor.close();
    expect(await watcher.next('presence', (f) => f.user_id === b.id)).toMatchObject({ online: false });
  });
});

describe('notifications', () => {
  it('reach the recipient’s sockets as a frame once the outbox has stored them', async () => {
    const { client, provider, deal, actions } = await dealBetween(t, { step: 'pending' });
    const [clientSocket, providerSocket] = await Promise.all([socketOf(client), socketOf(provider)]);
    await actions.act(userActor(provider.id), deal.id, 'approve');
    await t.app.worker.drain();
    const frame = await clientSocket.next('notification');
    const latest = await t.api('GET', '/notifications/latest', { headers: client.auth });
    expect(latest.json().data.data[0].id).toBe(frame.id);
    // The provider approved: the provider is not told of their own act.
    expect(providerSocket.frames.some((f) => f.type === 'notification')).toBe(false);
  });
});

describe('limits', () => {
  it('closes the socket at the next heartbeat once the session ended', async () => {
    const me = await account(t, 'Leaving');
    const socket = await socketOf(me);
    socket.send({ type: 'ping' });
    await socket.next('pong');
    expect((await t.api('POST', '/logout', { headers: me.auth, body: {} })).statusCode).toBeLessThan(300);
    socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthenticated);
  });

  it('answers a malformed frame, and closes a socket that floods or sends too big a frame', async () => {
    const me = await account(t, 'Noisy');
    const socket = await socketOf(me);
    socket.send('not json');
    expect(await socket.next('error')).toEqual({ type: 'error', code: 'invalid_frame' });
    socket.send({ type: 'typing', conversation_id: 2 ** 31 });
    expect(await socket.next('error')).toEqual({ type: 'error', code: 'invalid_frame' });

    const flooding = await socketOf(me);
    for (let i = 0; i < 100; i++) flooding.send({ type: 'ping' });
    expect((await flooding.closed).code).toBe(SOCKET_CLOSE.rateLimited);
    expect(flooding.frames.some((frame) => frame.type === 'error' && frame.code === 'rate_limited')).toBe(
      true,
    );

    const big = await socketOf(me);
    big.send({ type: 'ping', padding: 'x'.repeat(20_000) });
    expect((await big.closed).code).toBe(1009);
  });
});

// Across instances the frames travel through Redis: without it each instance reaches its own sockets.
describe.runIf(Boolean(process.env.REDIS_URL))('two API instances on one database and Redis', () => {
  it('deliver every message once and in order to members connected to different instances', async () => {
    const second = await t.anotherInstance();
    const [a, b] = await Promise.all([account(t, 'On one'), account(t, 'On two')]);
    const id = await opened(a, b);
    const [sa, sb] = await Promise.all([socketOf(a, t), socketOf(b, second)]);
    for (let i = 0; i < 10; i++)
      await send(i % 2 ? b : a, { conversation_id: id, body: `x${i}` }, i % 3 ? t : second);
    for (const socket of [sa, sb]) {
      const seqs: number[] = [];
      for (let i = 0; i < 10; i++) seqs.push((await socket.next('message')).message.seq);
      expect(seqs).toEqual(Array.from({ length: 10 }, (_, i) => i + 2));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sb.frames.filter((frame) => frame.type === 'message')).toHaveLength(10);
  });

  it('lose one instance during a burst: its clients reconnect to the other and resume with no gap and no duplicate', async () => {
    const doomed = await t.anotherInstance();
    const [a, b] = await Promise.all([account(t, 'Sender'), account(t, 'Survivor')]);
    const id = await opened(a, b);
    const before = await socketOf(b, doomed);
    const held = new Map<number, number>();
    const keep = (socket: TestSocket) =>
      socket.ws.on('message', (data) => {
        const frame = JSON.parse(String(data));
        if (frame.type === 'message') held.set(frame.message.seq, (held.get(frame.message.seq) ?? 0) + 1);
        if (frame.type === 'resumed')
          for (const m of frame.messages) held.set(m.seq, (held.get(m.seq) ?? 0) + 1);
      });
    keep(before);
    const burst = (async () => {
      for (let i = 0; i < 30; i++) await send(a, { conversation_id: id, body: `burst ${i}` });
    })();
    await before.next('message', (f) => f.message.seq >= 5, 10_000);
    await doomed.close();
    await before.closed;
    // Seq 1 opened the conversation before the socket; the client holds 2… up to its first hole.
    let last = 1;
    while (held.has(last + 1)) last++;
    // The client holds everything up to `last` without a hole; it asks for what came after.
    const after = await socketOf(b, t);
    const seenAfter = new Set<number>();
    after.ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'message') seenAfter.add(frame.message.seq);
    });
    after.send({ type: 'resume', positions: { [id]: last } });
    const resumed = await after.next('resumed');
    await burst;
    const got = new Set<number>([...Array.from({ length: last }, (_, i) => i + 1)]);
    for (const m of resumed.messages) {
      expect(got.has(m.seq), `seq ${m.seq} twice`).toBe(false);
      got.add(m.seq);
    }
    // Live frames that arrived after the resume began fill the rest; a frame already resumed is
    // recognised by its sequence and dropped, as the web client does.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const seq of seenAfter) got.add(seq);
    const missing = Array.from({ length: 31 }, (_, i) => i + 1).filter((seq) => !got.has(seq));
    if (missing.length) {
      // What went out between the resume's read and the socket's subscription: one more resume.
      after.send({ type: 'resume', positions: { [id]: Math.min(...missing) - 1 } });
      for (const m of (await after.next('resumed')).messages) got.add(m.seq);
    }
    expect([...got].sort((x, y) => x - y)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });
});
