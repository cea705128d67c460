import { CHAT_HEARTBEAT_SECONDS } from '@wasla/shared/business-constants';
import type { Redis } from 'ioredis';

/** A socket counts as present for three heartbeats after it was last heard from. */
const PRESENCE_TTL_MS = 3 * CHAT_HEARTBEAT_SECONDS * 1000;

/**
 * Who is online: an account is, while one of its sockets (on any instance) was heard from within
 * three heartbeats and has not asked to be shown offline. `seen` and `gone` answer whether the
 * account itself just came online or went offline, so its conversation partners are told once.
 */
export type Presence = {
  seen(userId: number, socketId: string): Promise<{ cameOnline: boolean }>;
  gone(userId: number, socketId: string): Promise<{ wentOffline: boolean }>;
  online(userIds: readonly number[]): Promise<Set<number>>;
};

/** Presence in this process (one instance, or tests). */
export function memoryPresence(now: () => number = Date.now): Presence {
  const sockets = new Map<number, Map<string, number>>();
  const live = (userId: number) => {
    const mine = sockets.get(userId);
    if (!mine) return 0;
    for (const [id, until] of mine) if (until <= now()) mine.delete(id);
    if (mine.size === 0) sockets.delete(userId);
    return mine.size;
  };
  return {
    async seen(userId, socketId) {
      const before = live(userId);
      const mine = sockets.get(userId) ?? new Map<string, number>();
      sockets.set(userId, mine);
      mine.set(socketId, now() + PRESENCE_TTL_MS);
      return { cameOnline: before === 0 };
    },
    async gone(userId, socketId) {
      const had = sockets.get(userId)?.delete(socketId) ?? false;
      return { wentOffline: had && live(userId) === 0 };
    },
    async online(userIds) {
      return new Set(userIds.filter((id) => live(id) > 0));
    },
  };
}

/**
 * Presence shared by every instance through Redis: a sorted set per account of its sockets, each
 * scored with the time it stops counting. A crashed instance's sockets simply stop being refreshed
 * and fall out after the TTL.
 */
export function redisPresence(redis: Redis, prefix: string, now: () => number = Date.now): Presence {
  const key = (userId: number) => `${prefix}presence:${userId}`;
  return {
    async seen(userId, socketId) {
      const at = now();
      const replies = await redis
        .multi()
        .zremrangebyscore(key(userId), '-inf', at)
        .zcard(key(userId))
        .zadd(key(userId), at + PRESENCE_TTL_MS, socketId)
        .pexpire(key(userId), PRESENCE_TTL_MS)
        .exec();
      const before = Number(replies?.[1]?.[1] ?? 0);
      return { cameOnline: before === 0 };
    },
    async gone(userId, socketId) {
      const replies = await redis
        .multi()
        .zrem(key(userId), socketId)
        .zremrangebyscore(key(userId), '-inf', now())
        .zcard(key(userId))
        .exec();
      const removed = Number(replies?.[0]?.[1] ?? 0);
      const left = Number(replies?.[2]?.[1] ?? 0);
      return { wentOffline: removed > 0 && left === 0 };
    },
    async online(userIds) {
      if (userIds.length === 0) return new Set();
      const at = now();
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.zcount(key(id), `(${at}`, '+inf');
      const replies = (await pipeline.exec()) ?? [];
      return new Set(userIds.filter((_, i) => Number(replies[i]?.[1] ?? 0) > 0));
    },
  };
}
