import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { MixedClient } from './http-client';
import type { Member, MixedPair } from './setup';

/**
 * One side of a conversation with a socket on its own instance, as a phone holds one: when the socket
 * drops (the instance died) it connects again, to the same address, and `resume`s from the last
 * sequence it holds, asking again until nothing more comes. `received` holds the client ids of the
 * other side's messages that reached it, live or resumed.
 */
export function openSide(url: string, member: Member, conversation: number, until: () => boolean) {
  const side = {
    received: new Set<string>(),
    last: 0,
    reconnects: 0,
    socket: undefined as WebSocket | undefined,
  };
  const take = (m: { seq: number; sender_id: number; client_id: string | null; conversation_id: number }) => {
    if (m.conversation_id !== conversation) return;
    side.last = Math.max(side.last, m.seq);
    if (m.sender_id !== member.id && m.client_id) side.received.add(m.client_id);
  };
  const connect = () => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    side.socket = ws;
    const resume = () =>
      ws.send(JSON.stringify({ type: 'resume', positions: { [conversation]: side.last } }));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'ready') resume();
      if (frame.type === 'message') take(frame.message);
      if (frame.type === 'resumed') {
        for (const m of frame.messages) take(m);
        if (frame.messages.length) resume();
      }
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      if (until()) return;
      side.reconnects++;
      setTimeout(connect, 500);
    });
  };
  connect();
  return side;
}

export type Side = ReturnType<typeof openSide>;

/**
 * The pair writes to each other, a message about every `everyMs` from either side, each a POST through
 * the proxy (either instance) with a client id (a retry after a crash is the same message, not a second one).
 * `accepted` holds the client ids the API answered 200, by their sender.
 */
export async function converse(call: MixedClient, pair: MixedPair, everyMs: number, until: () => boolean) {
  const accepted = { client: new Set<string>(), provider: new Set<string>() };
  let n = 0;
  while (!until()) {
    const fromClient = Math.random() < 0.5;
    const clientId = randomUUID();
    const sent = await call('chat: send', 'POST', '/messages', {
      token: (fromClient ? pair.client : pair.provider).token,
      body: { conversation_id: pair.conversation, body: `mixed load ${n++}`, client_id: clientId },
    });
    if (sent) accepted[fromClient ? 'client' : 'provider'].add(clientId);
    await new Promise((resolve) => setTimeout(resolve, everyMs * (0.5 + Math.random())));
  }
  return accepted;
}
