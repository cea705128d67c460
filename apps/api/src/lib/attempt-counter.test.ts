import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AttemptCounter,
  memoryAttemptCounter,
  redisAttemptCounter,
  reserveAttempt,
} from './attempt-counter';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
afterAll(() => redis?.quit());

const counters: [string, () => AttemptCounter][] = [['memory', memoryAttemptCounter]];
if (redis)
  counters.push(['Redis', () => redisAttemptCounter(redis, `wasla-test-${randomBytes(4).toString('hex')}:`)]);

describe.each(counters)('attempt counter in %s', (_name, make) => {
  it('grants five of thirty racing reservations, and a give-back frees one', async () => {
    const counter = make();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => reserveAttempt(counter, 'guess', 60_000, 5)),
    );
    const granted = results.filter((result) => result.granted);
    expect(granted).toHaveLength(5);
    // Refused reservations were given back: the count is what was really granted.
    expect(await counter.count('guess')).toBe(5);
    const refused = results.find((result) => !result.granted);
    expect(refused && !refused.granted && refused.waitMs).toBeGreaterThan(0);
    if (granted[0]?.granted) await granted[0].release();
    expect((await reserveAttempt(counter, 'guess', 60_000, 5)).granted).toBe(true);
    expect((await reserveAttempt(counter, 'guess', 60_000, 5)).granted).toBe(false);
  });

  it('lets exactly one of racing callers claim a key', async () => {
    const counter = make();
    const claims = await Promise.all(Array.from({ length: 20 }, () => counter.claim('pause', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await counter.ttl('pause')).toBeGreaterThan(0);
  });

  it('never takes a count below zero, nor brings back a key that is gone', async () => {
    const counter = make();
    await counter.unhit('absent');
    expect(await counter.count('absent')).toBe(0);
    expect(await counter.ttl('absent')).toBe(0);
    await counter.hit('once', 60_000);
    await counter.unhit('once');
    await counter.unhit('once');
    expect(await counter.count('once')).toBe(0);
  });
});
