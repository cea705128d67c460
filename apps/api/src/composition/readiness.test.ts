import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMediaStore } from '../modules/media/media-store';
import { registerHealthRoutes } from './http-server';
import type { ReadinessDeps } from './readiness';

const up = { ping: async () => undefined };
const down = { ping: async () => Promise.reject(new Error('connection refused')) };
// Never answers: the check gives up after its second.
const hung = { ping: () => new Promise<void>(() => undefined) };
const database = (handle: { ping(): Promise<void> }) => ({ kind: 'postgres' as const, ping: handle.ping });
const media = { check: async () => undefined };

async function ready(deps: ReadinessDeps) {
  const app = Fastify();
  registerHealthRoutes(app, deps);
  const res = await app.inject('/readyz');
  await app.close();
  return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
}

describe('readiness', () => {
  it('is ready when the database, Redis and the media store answer, or Redis is not configured', async () => {
    expect(await ready({ database: database(up), redis: up, media })).toEqual({
      status: 200,
      body: { status: 'ready', database: 'postgres', checks: { database: 'ok', redis: 'ok', storage: 'ok' } },
      cache: 'no-store',
    });
    expect((await ready({ database: database(up), media })).body.checks).toEqual({
      database: 'ok',
      redis: 'off',
      storage: 'ok',
    });
  });

  it('is unavailable, naming what failed, when one dependency is down or does not answer', async () => {
    const noDatabase = await ready({ database: database(down), redis: up, media });
    expect(noDatabase).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failed' } },
    });
    const noRedis = await ready({ database: database(up), redis: hung, media });
    expect(noRedis).toMatchObject({ status: 503, body: { checks: { database: 'ok', redis: 'failed' } } });
    const noStorage = await ready({ database: database(up), media: { check: () => down.ping() } });
    expect(noStorage).toMatchObject({ status: 503, body: { checks: { storage: 'failed' } } });
  });

  it('finds the media store gone when its folder is removed under the running instance', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wasla-ready-'));
    const store = await createMediaStore(dir);
    await expect(store.check()).resolves.toBeUndefined();
    await rm(join(dir, 'media'), { recursive: true, force: true });
    await expect(store.check()).rejects.toThrow();
    expect((await ready({ database: database(up), media: store })).status).toBe(503);
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
});
