import type { Redis } from 'ioredis';
import { clock } from './clock';

/**
 * Counts events per key in fixed windows, in Redis when the API runs on several instances, else in
 * memory. Used for login failures and other limits that must hold across instances.
 */
export type AttemptCounter = {
  /** Adds one to `key` for `windowMs` and returns the count in the window. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  /** Milliseconds until `key` resets (0 when it is not set). */
  ttl(key: string): Promise<number>;
  set(key: string, value: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
};

export function memoryAttemptCounter(): AttemptCounter {
  const entries = new Map<string, { value: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > clock.now().getTime()) return entry;
    entries.delete(key);
    return undefined;
  };
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { value: 0, expiresAt: clock.now().getTime() + windowMs };
      entry.value += 1;
      entries.set(key, entry);
      return entry.value;
    },
    count: async (key) => live(key)?.value ?? 0,
    ttl: async (key) => Math.max(0, (live(key)?.expiresAt ?? 0) - clock.now().getTime()),
    async set(key, value, windowMs) {
      entries.set(key, { value, expiresAt: clock.now().getTime() + windowMs });
    },
    clear: async (key) => void entries.delete(key),
  };
}

export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  const k = (key: string) => `${prefix}attempts:${key}`;
  return {
    async hit(key, windowMs) {
      // The window starts with the first hit and is not extended by later ones.
      const result = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    ttl: async (key) => Math.max(0, await redis.pttl(k(key))),
    async set(key, value, windowMs) {
      await redis.set(k(key), value, 'PX', windowMs);
    },
    clear: async (key) => void (await redis.del(k(key))),
  };
}
