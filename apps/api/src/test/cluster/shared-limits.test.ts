import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Two instances of the API counting one client's requests: with Redis they share the count, so a
 * client cannot double its allowance by being spread over instances. Without Redis each instance
 * counts alone, which is only right for a single instance.
 */
const LIMIT = 6;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ RATE_LIMIT_MAX: LIMIT, RATE_LIMIT_WINDOW_MS: 60_000 });
  b = await a.anotherInstance();
});
afterAll(() => a.close());

const statuses = async (t: TestApp, n: number) => {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push((await t.api('GET', '/currencies')).statusCode);
  return codes;
};

describe.skipIf(!process.env.REDIS_URL)('the rate limit on two instances sharing Redis', () => {
  it('counts the requests of one client on both together', async () => {
    expect(await statuses(a, LIMIT / 2)).toEqual(Array(LIMIT / 2).fill(200));
    expect(await statuses(b, LIMIT / 2)).toEqual(Array(LIMIT / 2).fill(200));
    const over = await b.api('GET', '/currencies');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect((await a.api('GET', '/currencies')).statusCode).toBe(429);
  });
});

describe.skipIf(!!process.env.REDIS_URL)('the rate limit without Redis', () => {
  it('counts in each instance alone', async () => {
    expect(await statuses(a, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect((await a.api('GET', '/currencies')).statusCode).toBe(429);
    expect((await b.api('GET', '/currencies')).statusCode).toBe(200);
  });
});
