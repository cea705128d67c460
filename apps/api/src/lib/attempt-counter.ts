import type { Redis } from 'ioredis';
import { clock } from './clock';

/**
 * Counts events per key in fixed windows, in Redis when the API runs on several instances, else in
 * memory. Used for login failures and other limits that must hold across instances.
 *
 * Limits that guard a secret must count before they compare: `hit` first and refuse when the count it
 * returns is over the limit (see `reserveAttempt`). Reading the count, comparing, then counting lets
 * twenty racing guesses all read the same count and all be compared.
 */
export type AttemptCounter = {
  /** Adds one to `key` for `windowMs` and returns the count in the window, atomically. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes one back (an attempt that was refused, or proved right); never below zero nor past the window. */
  unhit(key: string): Promise<void>;
  count(key: string): Promise<number>;
  /** Milliseconds until `key` resets (0 when it is not set). */
  ttl(key: string): Promise<number>;
  /** Sets `key` for `windowMs` unless it is set; true for the one caller that set it. */
  claim(key: string, windowMs: number): Promise<boolean>;
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
  // No await between reading and writing an entry: each call is atomic on the one event loop.
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { value: 0, expiresAt: clock.now().getTime() + windowMs };
      entry.value += 1;
      entries.set(key, entry);
      return entry.value;
    },
    async unhit(key) {
      const entry = live(key);
      if (entry && entry.value > 0) entry.value -= 1;
    },
    count: async (key) => live(key)?.value ?? 0,
    ttl: async (key) => Math.max(0, (live(key)?.expiresAt ?? 0) - clock.now().getTime()),
    async claim(key, windowMs) {
      if (live(key)) return false;
      entries.set(key, { value: 1, expiresAt: clock.now().getTime() + windowMs });
      return true;
    },
    clear: async (key) => void entries.delete(key),
  };
}

/** Decrements only a key that still exists, so a late give-back never leaves a key without expiry. */
const UNHIT_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1]) end return 0`;

export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  const k = (key: string) => `${prefix}attempts:${key}`;
  return {
    async hit(key, windowMs) {
      // The window starts with the first hit and is not extended by later ones.
      const result = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    async unhit(key) {
      await redis.eval(UNHIT_SCRIPT, 1, k(key));
    },
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    ttl: async (key) => Math.max(0, await redis.pttl(k(key))),
    claim: async (key, windowMs) => (await redis.set(k(key), 1, 'PX', windowMs, 'NX')) === 'OK',
    clear: async (key) => void (await redis.del(k(key))),
  };
}

export type Reservation =
  | { granted: true /** Gives the attempt back, for one that proved right. */; release(): Promise<void> }
  | { granted: false; waitMs: number };

/**
 * Reserves one of `max` attempts in the window before the secret is compared: count first, then
 * refuse when over. Of any number of racing attempts at most `max` are granted. A refused attempt is
 * given back at once, so the count stays the number of attempts that were really compared.
 */
export async function reserveAttempt(
  counter: AttemptCounter,
  key: string,
  windowMs: number,
  max: number,
): Promise<Reservation> {
  const count = await counter.hit(key, windowMs);
  if (count > max) {
    await counter.unhit(key);
    return { granted: false, waitMs: await counter.ttl(key) };
  }
  return { granted: true, release: () => counter.unhit(key) };
}
