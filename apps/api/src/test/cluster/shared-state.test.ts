import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../accounts';
import { completeDraft } from '../services';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Two instances of the API in one process, on one database and (when REDIS_URL is set) one Redis:
 * what they must share. With Redis they count one client's requests together, so a client cannot
 * double its allowance by being spread over instances; without Redis each counts alone, which is
 * only right for a single instance. Sessions live in the database either way. The same checks over
 * two real processes are in several-instances.test.ts.
 */
const LIMIT = 6;
// Two pairs: one with a tiny rate limit, and one whose limit no test here reaches.
let limited: TestApp;
let limitedToo: TestApp;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  limited = await createTestApp({ RATE_LIMIT_MAX: LIMIT, RATE_LIMIT_WINDOW_MS: 60_000 });
  limitedToo = await limited.anotherInstance();
  a = await createTestApp();
  b = await a.anotherInstance();
});
afterAll(async () => {
  await limited.close();
  await a.close();
});

const statuses = async (t: TestApp, n: number) => {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push((await t.api('GET', '/currencies')).statusCode);
  return codes;
};

describe.skipIf(!process.env.REDIS_URL)('the rate limit on two instances sharing Redis', () => {
  it('counts the requests of one client on both together', async () => {
    expect(await statuses(limited, LIMIT / 2)).toEqual(Array(LIMIT / 2).fill(200));
    expect(await statuses(limitedToo, LIMIT / 2)).toEqual(Array(LIMIT / 2).fill(200));
    const over = await limitedToo.api('GET', '/currencies');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect((await limited.api('GET', '/currencies')).statusCode).toBe(429);
  });
});

describe.skipIf(!!process.env.REDIS_URL)('the rate limit without Redis', () => {
  it('counts in each instance alone', async () => {
    expect(await statuses(limited, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect((await limited.api('GET', '/currencies')).statusCode).toBe(429);
    expect((await limitedToo.api('GET', '/currencies')).statusCode).toBe(200);
  });
});

describe('two instances on one database', () => {
  it('take a session issued by one on the other', async () => {
    const { auth, email } = await signUpVerified(a);
    const me = await b.api('GET', '/user-information', { headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);
    expect((await b.api('POST', '/logout', { headers: auth })).statusCode).toBe(200);
    expect((await a.api('GET', '/user-information', { headers: auth })).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.REDIS_URL)('the reply caches of two instances sharing Redis', () => {
  it('drop a cached listing in the other instance when a change is made through one', async () => {
    const { auth } = await signUpVerified(a);
    const id = await completeDraft(a, auth);
    expect((await a.api('PATCH', `/services/${id}`, { headers: auth, body: {} })).statusCode).toBe(200);
    const listedOn = async (t: TestApp) =>
      ((await t.api('GET', '/services?sort=latest&per_page=30')).json().data.data as { id: number }[]).some(
        (service) => service.id === id,
      );
    expect(await listedOn(b)).toBe(true);
    expect((await a.api('POST', `/services/${id}/close`, { headers: auth })).statusCode).toBe(200);
    let listed = true;
    for (let waited = 0; listed && waited < 1000; waited += 10) {
      listed = await listedOn(b);
      if (listed) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(listed).toBe(false);
  });
});
