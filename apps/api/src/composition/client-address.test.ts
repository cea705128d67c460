import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wasla/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server';

/**
 * The client address that rate limits, sign-in throttles and sessions use. Behind proxies it is the
 * address the farthest trusted proxy saw: a client that writes its own X-Forwarded-For (the proxy
 * appends to it) must not choose the address it is limited under.
 */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wasla-address-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function addressSeen(trustProxy: string | undefined, forwardedFor?: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: trustProxy });
  const app = createHttpServer(config);
  app.get('/ip', async (request) => request.ip);
  const reply = await app.inject({
    url: '/ip',
    remoteAddress: '10.0.0.2',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return reply.body;
}

describe('the client address', () => {
  it('is the connection’s own without TRUST_PROXY, whatever the headers say', async () => {
    expect(await addressSeen(undefined, '203.0.113.7')).toBe('10.0.0.2');
    expect(await addressSeen('false', '203.0.113.7')).toBe('10.0.0.2');
  });

  it('is what the one proxy saw with TRUST_PROXY=true, not what the client wrote before it', async () => {
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    expect(await addressSeen('true', '203.0.113.7, 198.51.100.4')).toBe('198.51.100.4');
    expect(await addressSeen('true', '198.51.100.4')).toBe('198.51.100.4');
    expect(await addressSeen('1', '203.0.113.7, 198.51.100.4')).toBe('198.51.100.4');
  });

  it('counts the proxies given, e.g. a CDN in front of the load balancer', async () => {
    expect(await addressSeen('2', '203.0.113.7, 198.51.100.4, 10.0.0.9')).toBe('198.51.100.4');
  });

  it('refuses a setting that is neither a flag nor a count', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'maybe' })).toThrow();
  });
});
