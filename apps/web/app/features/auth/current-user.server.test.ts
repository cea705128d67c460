import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../lib/api-fetch';
import { refreshOnce } from './current-user.server';

function countingApi() {
  const calls: string[] = [];
  const apiFetch: ApiFetch = async (path, init) => {
    calls.push(`${path} ${init.headers.authorization}`);
    // A renewal as the contract has it (sessionTokensSchema): the web client checks it in tests.
    const data = {
      token: `t${calls.length}`,
      refresh_token: 'r',
      token_type: 'Bearer',
      expires_in: 60,
      refresh_expires_in: 3600,
    };
    return { status: 200, body: { error: false, data } };
  };
  return { calls, apiFetch };
}

const from = (userAgent: string) =>
  new Request('http://localhost/en', { headers: { 'user-agent': userAgent } });

describe('sharing one refresh', () => {
  it('lets two loads of the same browser share one refresh of its token', async () => {
    const { calls, apiFetch } = countingApi();
    const context = { apiFetch, clientAddress: '203.0.113.7' } as AppLoadContext;
    const [a, b] = await Promise.all([
      refreshOnce(context, from('Phone'), 'en', 'refresh-one'),
      refreshOnce(context, from('Phone'), 'en', 'refresh-one'),
    ]);
    expect(calls).toHaveLength(1);
    expect(a).toEqual(b);
  });

  it('never hands a copied cookie the new tokens: another address or browser asks the API itself', async () => {
    const { calls, apiFetch } = countingApi();
    const owner = { apiFetch, clientAddress: '203.0.113.7' } as AppLoadContext;
    const thief = { apiFetch, clientAddress: '198.51.100.9' } as AppLoadContext;
    await refreshOnce(owner, from('Phone'), 'en', 'refresh-two');
    await refreshOnce(thief, from('Phone'), 'en', 'refresh-two');
    await refreshOnce(owner, from('Laptop'), 'en', 'refresh-two');
    expect(calls).toHaveLength(3);
  });
});
