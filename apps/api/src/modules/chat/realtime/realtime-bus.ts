import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { subscribeChannel } from '../../../lib/redis-channel';

type Log = { warn(obj: unknown, msg: string): void };

/** A frame the server sends to an account's sockets (the shapes are in chat-frames.ts). */
export type OutgoingFrame = { type: string; [field: string]: unknown };

/** What an instance does with a frame addressed to some accounts: hand it to their sockets here. */
export type LocalDelivery = {
  deliver(userIds: readonly number[], frame: OutgoingFrame): void;
  /** Every socket here: the bus was away and frames may have been missed (clients `resume`). */
  resync(): void;
};

export type RealtimeBus = {
  /** Sends `frame` to every socket of `userIds`, on this instance and on every other. */
  publish(userIds: readonly number[], frame: OutgoingFrame): void;
  close(): Promise<void>;
};

type Envelope = { from: string; to: number[]; frame: OutgoingFrame };

/**
 * Fan-out of committed chat events to the sockets of their accounts (decision 0027). Frames go to
 * this instance's sockets at once; with Redis they are also published on one channel, and every
 * other instance hands them to its own sockets. Delivery is at most once by design: a frame lost on
 * the way (a socket or Redis going away) is recovered by the client's `resume` from the database,
 * and after a break in the subscription every local socket is told to resume.
 */
export async function createRealtimeBus(options: {
  local: LocalDelivery;
  redis?: Redis;
  prefix: string;
  log: Log;
}): Promise<RealtimeBus> {
  const { local, redis, log } = options;
  if (!redis) {
    return { publish: (to, frame) => local.deliver(to, frame), close: async () => {} };
  }
  const self = randomUUID();
  const channel = `${options.prefix}realtime`;
  const subscription = await subscribeChannel({
    redis,
    channel,
    label: 'real-time bus',
    log,
    onMessage(text) {
      try {
        const envelope = JSON.parse(text) as Envelope;
        if (envelope.from !== self) local.deliver(envelope.to, envelope.frame);
      } catch {
        // Not a frame of ours.
      }
    },
    // Frames published while the subscription was down never came: every socket here resumes.
    onResumed: () => local.resync(),
  });
  return {
    publish(to, frame) {
      local.deliver(to, frame);
      const envelope: Envelope = { from: self, to: [...to], frame };
      redis.publish(channel, JSON.stringify(envelope)).catch((error: unknown) => {
        log.warn({ err: error }, 'real-time bus could not publish; other instances’ clients resume later');
      });
    },
    close: async () => subscription.close(),
  };
}
