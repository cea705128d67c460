import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await signUpVerified(t));
});
afterAll(() => t.close());

describe('what may be cached', () => {
  it('never stores a reply to a signed-in caller', async () => {
    const own = await t.api('GET', '/user-information', { headers: auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    // Even a reply that is the same for everyone, once a token came with it.
    const tree = await t.api('GET', '/all-categories', { headers: auth });
    expect(tree.headers['cache-control']).toBe('private, no-store');
    const refused = await t.api('GET', '/user-information', { headers: { authorization: 'Bearer stale' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('lets a public reply be cached, varying with language and currency', async () => {
    const tree = await t.api('GET', '/all-categories');
    expect(tree.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const vary = String(tree.headers.vary).toLowerCase();
    for (const header of ['content-language', 'accept-language', 'currency']) expect(vary).toContain(header);
  });

  it('stores nothing a route did not declare public', async () => {
    const missing = await t.api('GET', '/services/999999/page');
    expect(missing.headers['cache-control']).toBe('no-store');
    const login = await t.api('POST', '/login', { body: { email: 'nobody@example.com', password: 'x' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('slow clients', () => {
  it('closes a connection whose headers never finish', async () => {
    const slow = await createTestApp({ HEADERS_TIMEOUT_MS: 300, REQUEST_TIMEOUT_MS: 1_000 });
    try {
      await slow.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = slow.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      const answer = await new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
        });
        socket.on('close', () => resolve(received));
        // One header line, then nothing: the slow-loris way of holding a connection.
        socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
        setTimeout(() => socket.destroy(), 20_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });
});
