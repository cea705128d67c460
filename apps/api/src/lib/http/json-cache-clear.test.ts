import { describe, expect, it } from 'vitest';
import { createJsonCache } from './json-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('clearing a json cache while a reply is being built', () => {
  it('does not keep a build that started before the clear, and later requests build afresh', async () => {
    const cache = createJsonCache(60_000);
    const slow = deferred<unknown>();
    // A request reads the old rows, then the change commits and clears the cache.
    const before = cache.get('listing', () => slow.promise);
    cache.clear();
    let builds = 0;
    const after = cache.get('listing', async () => ({ version: 'new', build: ++builds }));
    slow.resolve({ version: 'old' });
    expect(JSON.parse((await before).body)).toEqual({ version: 'old' });
    expect(JSON.parse((await after).body)).toEqual({ version: 'new', build: 1 });
    const next = await cache.get('listing', async () => ({ version: 'newer', build: ++builds }));
    expect(JSON.parse(next.body)).toEqual({ version: 'new', build: 1 });
  });

  it('still shares one build between requests that miss together', async () => {
    const cache = createJsonCache(60_000);
    let builds = 0;
    const build = async () => ({ build: ++builds });
    const [a, b] = await Promise.all([cache.get('tree', build), cache.get('tree', build)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
  });
});
