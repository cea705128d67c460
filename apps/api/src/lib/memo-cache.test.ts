import { describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from './clock';
import { createMemoCache } from './memo-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('clearing a memo cache while a value is being built', () => {
  it('does not keep a build that started before the clear, and later requests build afresh', async () => {
    const cache = createMemoCache<unknown>(60_000);
    const slow = deferred<unknown>();
    // A request reads the old rows, then the change commits and clears the cache.
    const before = cache.get('listing', () => slow.promise);
    cache.clear();
    let builds = 0;
    const after = cache.get('listing', async () => ({ version: 'new', build: ++builds }));
    slow.resolve({ version: 'old' });
    expect(await before).toEqual({ version: 'old' });
    expect(await after).toEqual({ version: 'new', build: 1 });
    const next = await cache.get('listing', async () => ({ version: 'newer', build: ++builds }));
    expect(next).toEqual({ version: 'new', build: 1 });
  });

  it('still shares one build between requests that miss together', async () => {
    const cache = createMemoCache<unknown>(60_000);
    let builds = 0;
    const build = async () => ({ build: ++builds });
    const [a, b] = await Promise.all([cache.get('tree', build), cache.get('tree', build)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
  });

  it('forgets a value once it has expired, and the oldest one past its size', async () => {
    const cache = createMemoCache<number>(60_000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    expect(cache.peek('a')).toBe(1);
    await cache.get('c', async () => 3);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe(3);
    advanceClock(61_000);
    try {
      expect(cache.peek('c')).toBeUndefined();
      expect(await cache.get('c', async () => 4)).toBe(4);
    } finally {
      resetClock();
    }
  });
});

describe('clearing the values of some scopes', () => {
  it('forgets the values of those scopes and the values without one, and keeps the rest', async () => {
    const cache = createMemoCache<string>(60_000);
    await cache.get('books', async () => 'books page', ['category:1']);
    await cache.get('music', async () => 'music page', ['category:2']);
    await cache.get('books and music', async () => 'both', ['category:1', 'category:2']);
    await cache.get('everything', async () => 'all pages');
    cache.clearScoped(['category:2', 'category:9']);
    expect(['books', 'music', 'books and music', 'everything'].map(cache.peek)).toEqual([
      'books page',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('does not keep a build that was reading while it happened', async () => {
    const cache = createMemoCache<string>(60_000);
    const gate = deferred<string>();
    const building = cache.get('books', () => gate.promise, ['category:1']);
    cache.clearScoped(['category:2']);
    gate.resolve('read before the change');
    expect(await building).toBe('read before the change');
    expect(cache.peek('books')).toBeUndefined();
  });
});
