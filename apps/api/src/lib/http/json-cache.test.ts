import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../clock';
import { createJsonCache, type JsonCache, negotiateEncoding } from './json-cache';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('BR;q=0.5')).toBe('br');
  });
});

describe('createJsonCache', () => {
  afterEach(() => resetClock());

  // A route that answers a known raw query before its handler, as the listing does.
  async function appWith(cache: JsonCache) {
    let builds = 0;
    const handled: string[] = [];
    const app = Fastify();
    app.get(
      '/things',
      {
        preValidation: (request, reply, done) => {
          if (!cache.sendKnown(request, reply, request.url)) done();
        },
      },
      (request, reply) => {
        handled.push(request.url);
        return cache.send(request, reply, 'things', async () => ({ builds: ++builds }), request.url);
      },
    );
    await app.ready();
    return { app, handled };
  }

  it('answers a raw request it has served before without building, until cleared or expired', async () => {
    const cache = createJsonCache(30_000);
    const { app, handled } = await appWith(cache);
    const body = async (url: string) => (await app.inject({ url })).json() as { builds: number };
    expect(await body('/things?a=1')).toEqual({ builds: 1 });
    expect(await body('/things?a=1')).toEqual({ builds: 1 });
    // Another spelling reaches the same entry through the handler, then is known too.
    expect(await body('/things?b=2')).toEqual({ builds: 1 });
    expect(await body('/things?b=2')).toEqual({ builds: 1 });
    expect(handled).toEqual(['/things?a=1', '/things?b=2']);
    cache.clear();
    expect(await body('/things?a=1')).toEqual({ builds: 2 });
    advanceClock(30_001);
    expect(await body('/things?b=2')).toEqual({ builds: 3 });
    expect(handled).toEqual(['/things?a=1', '/things?b=2', '/things?a=1', '/things?b=2']);
    await app.close();
  });

  it('gives a known request its 304 and its encoding', async () => {
    const { app, handled } = await appWith(createJsonCache(30_000));
    const first = await app.inject({ url: '/things', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await app.inject({
      url: '/things',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const plain = await app.inject({ url: '/things' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ builds: 1 });
    expect(handled).toEqual(['/things']);
    await app.close();
  });
});
