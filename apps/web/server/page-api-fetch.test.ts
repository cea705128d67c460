import { PAGE_CALL_HEADER } from '@wasla/api';
import { createTestApp, TEST_API_KEY, type TestApp } from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageApiFetch } from './page-api-fetch';

/**
 * A page's in-process API calls under the visitor's rate limit: a page counts once, whatever number
 * of calls its loaders make, and the allowance cannot be claimed from outside.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 3 });
});
afterAll(() => t.close());

let visitor = 0;
/** One page render from a fresh address: `calls` API calls, answering their statuses. */
async function renderPage(clientAddress: string, calls: number, withAllowance = true) {
  const apiFetch = pageApiFetch(t.app, {
    apiKey: TEST_API_KEY,
    requestId: `page-${visitor++}`,
    clientAddress,
    pageCalls: withAllowance ? { header: PAGE_CALL_HEADER, key: t.app.pageCallKey } : undefined,
  });
  const statuses: number[] = [];
  for (let n = 0; n < calls; n++)
    statuses.push((await apiFetch('/api/v1/locales', { method: 'GET', headers: {} })).status);
  return statuses;
}

describe('a page under the rate limit', () => {
  it('counts once however many calls it makes, so three pages fit in a limit of three', async () => {
    for (let page = 0; page < 3; page++) expect(await renderPage('10.1.0.1', 9)).toEqual(Array(9).fill(200));
    expect((await renderPage('10.1.0.1', 2))[0]).toBe(429);
  });

  it('counts every call without the allowance', async () => {
    expect(await renderPage('10.1.0.2', 5, false)).toEqual([200, 200, 200, 429, 429]);
  });

  it('takes no allowance a request brings itself', async () => {
    const ask = (key: string) =>
      t.app.inject({
        url: '/api/v1/locales',
        remoteAddress: '10.1.0.3',
        headers: { 'x-api-key': TEST_API_KEY, [PAGE_CALL_HEADER]: key },
      });
    const statuses = [];
    for (const key of ['', 'x'.repeat(t.app.pageCallKey.length), 'ﻻ', `${t.app.pageCallKey}x`])
      statuses.push((await ask(key)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
