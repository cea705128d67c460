import { randomUUID } from 'node:crypto';
import type { LocalDelivery, OutgoingFrame } from './realtime-bus';

/** What the hub needs of a socket: `ws`'s WebSocket fits. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

const OPEN = 1;

export type HubSocket = {
  id: string;
  userId: number;
  sessionId: string;
  socket: SocketLike;
};

/**
 * The sockets open on this instance, by account: every tab and device of a member gets each frame
 * addressed to the member. A socket that is closing is skipped; its client resumes when it returns.
 */
export function createSocketHub(): LocalDelivery & {
  add(userId: number, sessionId: string, socket: SocketLike): HubSocket;
  remove(entry: HubSocket): void;
  send(entry: HubSocket, frame: OutgoingFrame): void;
  /** Closes every socket of a session (logout) with `code`. */
  closeSession(sessionId: string, code: number): void;
  closeAll(): void;
  count(): number;
} {
  const byUser = new Map<number, Set<HubSocket>>();
  const send = (entry: HubSocket, frame: OutgoingFrame) => {
    if (entry.socket.readyState === OPEN) entry.socket.send(JSON.stringify(frame));
  };
  const all = function* () {
    for (const set of byUser.values()) yield* set;
  };
  return {
    add(userId, sessionId, socket) {
      const entry = { id: randomUUID(), userId, sessionId, socket };
      const set = byUser.get(userId) ?? new Set<HubSocket>();
      set.add(entry);
      byUser.set(userId, set);
      return entry;
    },
    remove(entry) {
      const set = byUser.get(entry.userId);
      set?.delete(entry);
      if (set?.size === 0) byUser.delete(entry.userId);
    },
    send,
    deliver(userIds, frame) {
      // Serialised once for every socket it goes to.
      const text = JSON.stringify(frame);
      for (const userId of new Set(userIds)) {
        for (const entry of byUser.get(userId) ?? []) {
          if (entry.socket.readyState === OPEN) entry.socket.send(text);
        }
      }
    },
    resync() {
      for (const entry of all()) send(entry, { type: 'resync' });
    },
    closeSession(sessionId, code) {
      for (const entry of [...all()]) if (entry.sessionId === sessionId) entry.socket.close(code);
    },
    closeAll() {
      for (const entry of [...all()]) entry.socket.close(1001, 'server closing');
      byUser.clear();
    },
    count: () => [...all()].length,
  };
}
