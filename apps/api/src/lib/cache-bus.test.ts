import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createCacheBus } from './cache-bus';

const silent = { warn: () => {} };
const counting = () => {
  const cache = {
    clears: 0,
    scoped: [] as (readonly string[])[],
    clear() {
      cache.clears += 1;
    },
    clearScoped(scopes: readonly string[]) {
      cache.scoped.push(scopes);
    },
    peek: () => 'kept',
  };
  return cache;
};
const waitFor = async (check: () => boolean, ms = 1000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  return check();
};

describe('the cache bus without Redis', () => {
  it('clears the local cache only, and keeps the rest of the cache as it was', async () => {
    const bus = await createCacheBus({ prefix: 'unused:', log: silent });
    const local = counting();
    const shared = bus.shared('listing', local);
    shared.clear();
    expect(local.clears).toBe(1);
    expect(shared.peek()).toBe('kept');
    await bus.close();
  });
});

describe('the cache bus when Redis cannot be reached', () => {
  it('starts within seconds, clears locally and reports the failures as warnings', async () => {
    const warnings: string[] = [];
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, connectTimeout: 200 });
    redis.on('error', () => {});
    const started = Date.now();
    const bus = await createCacheBus({
      redis,
      prefix: 'unreachable:',
      log: { warn: (_, msg) => warnings.push(msg) },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const local = counting();
    bus.shared('listing', local).clear();
    expect(local.clears).toBe(1);
    expect(await waitFor(() => warnings.some((w) => w.includes('could not publish')), 5000)).toBe(true);
    expect(warnings.some((w) => w.includes('could not subscribe'))).toBe(true);
    await bus.close();
    redis.disconnect();
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('the cache bus on Redis (REDIS_URL)', () => {
  const clients: Redis[] = [];
  const prefix = `wasla-test-${randomBytes(4).toString('hex')}:`;
  const instance = async () => {
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    const bus = await createCacheBus({ redis, prefix, log: silent });
    const listing = counting();
    const catalogue = counting();
    return {
      bus,
      listing,
      catalogue,
      shared: { listing: bus.shared('listing', listing), catalogue: bus.shared('catalogue', catalogue) },
    };
  };
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('clears the cache of the same name in the other instances, once in the one that changed', async () => {
    const [a, b, c] = [await instance(), await instance(), await instance()];
    a.shared.listing.clear();
    expect(await waitFor(() => b.listing.clears === 1 && c.listing.clears === 1)).toBe(true);
    // Its own message comes back to the sender too, and is ignored.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.listing.clears).toBe(1);
    expect([a.catalogue.clears, b.catalogue.clears, c.catalogue.clears]).toEqual([0, 0, 0]);
    b.shared.catalogue.clear();
    expect(await waitFor(() => a.catalogue.clears === 1 && c.catalogue.clears === 1)).toBe(true);
    for (const x of [a, b, c]) await x.bus.close();
  });

  it('carries the scopes of a partial clear to the caches of the same name, and clears whole one without scopes', async () => {
    const [a, b] = [await instance(), await instance()];
    // A cache of the name that cannot clear by scope.
    const plain = counting();
    b.bus.shared('listing', { clear: () => plain.clear() });
    a.shared.listing.clearScoped(['category:7']);
    expect(await waitFor(() => b.listing.scoped.length === 1 && plain.clears === 1)).toBe(true);
    expect(b.listing.scoped).toEqual([['category:7']]);
    expect([a.listing.scoped, a.listing.clears, b.listing.clears]).toEqual([[['category:7']], 0, 0]);
    for (const x of [a, b]) await x.bus.close();
  });

  it('clears every cache of an instance whose connection broke, since messages may have been missed', async () => {
    const x = await instance();
    const admin = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(admin);
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(`name=${prefix}cache-bus `))
      .map((line) => line.match(/\bid=(\d+)/)?.[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await admin.client('KILL', 'ID', id!);
    expect(await waitFor(() => x.listing.clears >= 1 && x.catalogue.clears >= 1, 5000)).toBe(true);
    // And it hears the others again once back.
    const before = x.listing.clears;
    const y = await instance();
    y.shared.listing.clear();
    expect(await waitFor(() => x.listing.clears > before, 2000)).toBe(true);
    await x.bus.close();
    await y.bus.close();
  });

  it('leaves the caches of another deployment sharing the Redis alone', async () => {
    const mine = await instance();
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    const elsewhere = await createCacheBus({ redis, prefix: `${prefix}other:`, log: silent });
    const theirs = counting();
    elsewhere.shared('listing', theirs);
    mine.shared.listing.clear();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(theirs.clears).toBe(0);
    await mine.bus.close();
    await elsewhere.close();
  });
});
