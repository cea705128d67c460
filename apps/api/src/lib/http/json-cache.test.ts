import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/things',
      {
        schema: { response: { 200: z.object({ builds: z.number() }) } },
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
    // The entry had only been compressed with brotli: gzip is made when first asked, from the same body.
    const zipped = await app.inject({ url: '/things', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual({ builds: 1 });
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual({ builds: 1 });
    expect(handled).toEqual(['/things']);
    await app.close();
  });

  // The cached body is a finished string that Fastify's serializer never sees, so the cache must
  // hold it to the route's contract itself: a drift fails as it would on an uncached route.
  async function appServing(payload: unknown, schema?: z.ZodType) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const cache = createJsonCache(30_000);
    app.get('/cached', { schema: schema ? { response: { 200: schema } } : {} }, (request, reply) =>
      cache.send(request, reply, 'cached', async () => payload),
    );
    app.get('/plain', { schema: schema ? { response: { 200: schema } } : {} }, async () => payload);
    await app.ready();
    return app;
  }
  const contract = z.object({ error: z.literal(false), data: z.object({ id: z.number() }) });

  it('refuses to store a reply that breaks the route contract, as the serializer refuses it uncached', async () => {
    const app = await appServing({ error: false, data: { id: 'seven' } }, contract);
    expect((await app.inject({ url: '/plain' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/cached' })).statusCode).toBe(500);
    await app.close();
  });

  it('sends only what the contract names, like the serializer', async () => {
    const app = await appServing({ error: false, data: { id: 7, password_hash: 'x' } }, contract);
    const cached = (await app.inject({ url: '/cached' })).json();
    expect(cached).toEqual({ error: false, data: { id: 7 } });
    expect(cached).toEqual((await app.inject({ url: '/plain' })).json());
    await app.close();
  });

  it('serves nothing from a cached route that declares no reply schema', async () => {
    const app = await appServing({ error: false, data: { id: 7 } });
    expect((await app.inject({ url: '/cached' })).statusCode).toBe(500);
    await app.close();
  });
});
