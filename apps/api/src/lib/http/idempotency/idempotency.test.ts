import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { idempotencyKeys } from '../../../db/schema/idempotency';
import { cloneTestDatabase, type TestDatabase } from '../../../test/test-database';
import { advanceClock, clock, resetClock } from '../../clock';
import { registerErrorHandling } from '../error-handler';
import { registerRequestContext } from '../request-context';
import { registerIdempotency } from './idempotency';
import { createIdempotencyStore, IDEMPOTENCY_TIMES } from './idempotency-store';
import { canonicalHash } from './request-fingerprint';

const HOUR = 60 * 60 * 1000;

/**
 * The middleware on a small app of its own, with the house's compression and error envelope, so
 * that the route can be held running, made to fail, and counted.
 */
let database: TestDatabase;
let app: FastifyInstance;
const runs: unknown[] = [];
let failNext = false;
let hold: Promise<void> | undefined;
const store = () => createIdempotencyStore(database.handle.db, IDEMPOTENCY_TIMES);

beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerRequestContext(app, 'unused');
  registerErrorHandling(app);
  registerIdempotency(app, {
    store: store(),
    // The account is whoever the test says it is; a guest is its address, as in the app.
    scopeOf: (request) =>
      request.headers['x-account'] ? `account:${request.headers['x-account']}` : 'guest',
  });
  const things = app.withTypeProvider<ZodTypeProvider>();
  things.post(
    '/things',
    {
      config: { idempotent: true },
      schema: {
        body: z.object({ name: z.string(), size: z.number().optional(), pad: z.string().optional() }),
      },
    },
    async (request, reply) => {
      runs.push(request.body);
      if (hold) await hold;
      if (failNext) {
        failNext = false;
        throw new Error('the database went away');
      }
      reply.code(201).header('location', `/things/${runs.length}`);
      return { data: { run: runs.length, ...request.body } };
    },
  );
  things.post('/plain', async () => ({ data: { run: runs.push('plain') } }));
  things.post(
    '/boxes/:id/fill',
    { config: { idempotent: 'required' }, schema: { params: z.object({ id: z.coerce.number() }) } },
    async (request) => ({ data: { run: runs.push(`box ${request.params.id}`), box: request.params.id } }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});
afterEach(() => resetClock());

let counter = 0;
const freshKey = () => `key-${Date.now()}-${counter++}`;
const post = (body: unknown, headers: Record<string, string> = {}, url = '/things') =>
  app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers });

describe('idempotency keys', () => {
  it('replays the first reply, its status and headers, for the same key and body', async () => {
    const key = freshKey();
    const before = runs.length;
    const first = await post({ name: 'lamp', size: 3 }, { 'idempotency-key': key, 'x-account': '1' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its fields in another order is the same request.
    const again = await post({ size: 3, name: 'lamp' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(runs.length).toBe(before + 1);
  });

  it('runs every time without a key, and the middleware stays off routes that did not ask for it', async () => {
    const before = runs.length;
    await post({ name: 'chair' }, { 'x-account': '1' });
    await post({ name: 'chair' }, { 'x-account': '1' });
    const key = freshKey();
    await post({}, { 'idempotency-key': key }, '/plain');
    const plain = await post({}, { 'idempotency-key': key }, '/plain');
    expect(plain.headers['idempotent-replayed']).toBeUndefined();
    expect(runs.length).toBe(before + 4);
  });

  it('refuses the same key with another body with 422, and keeps the first reply for it', async () => {
    const key = freshKey();
    const first = await post({ name: 'desk' }, { 'idempotency-key': key, 'x-account': '1' });
    const other = await post({ name: 'table' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: true, code: 'idempotency_key_reused' });
    expect(other.json().message.txt[0]).toMatch(/\S/);
    const same = await post({ name: 'desk' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(same.json()).toEqual(first.json());
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = freshKey();
    let finish!: () => void;
    hold = new Promise((resolve) => {
      finish = resolve;
    });
    const before = runs.length;
    const first = post({ name: 'sofa' }, { 'idempotency-key': key, 'x-account': '1' });
    while (runs.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
    const meanwhile = await post({ name: 'sofa' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().code).toBe('idempotency_key_in_use');
    expect(meanwhile.headers['retry-after']).toBe('1');
    hold = undefined;
    finish();
    expect((await first).statusCode).toBe(201);
    const after = await post({ name: 'sofa' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(runs.length).toBe(before + 1);
  });

  it('takes 255 characters and refuses 256 or an empty key with 422', async () => {
    const longest = await post({ name: 'rug' }, { 'idempotency-key': 'k'.repeat(255), 'x-account': '1' });
    expect(longest.statusCode).toBe(201);
    for (const key of ['k'.repeat(256), 'k'.repeat(5000), '']) {
      const refused = await post({ name: 'rug' }, { 'idempotency-key': key, 'x-account': '1' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: true, code: 'idempotency_key_invalid' });
      expect(refused.json().message.txt[0]).toContain('255');
    }
  });

  it('keeps keys apart per account: another account with the same key gets its own result', async () => {
    const key = freshKey();
    const mine = await post({ name: 'vase' }, { 'idempotency-key': key, 'x-account': '1' });
    const theirs = await post({ name: 'vase' }, { 'idempotency-key': key, 'x-account': '2' });
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.run).not.toBe(mine.json().data.run);
    // Even with another body: the key is another account's, so it is no conflict either.
    const otherBody = await post({ name: 'bowl' }, { 'idempotency-key': key, 'x-account': '3' });
    expect(otherBody.statusCode).toBe(201);
  });

  it('lets the key go after a 5xx, so the retry runs again', async () => {
    const key = freshKey();
    const before = runs.length;
    failNext = true;
    const failed = await post({ name: 'clock' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(failed.statusCode).toBe(500);
    const retried = await post({ name: 'clock' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(runs.length).toBe(before + 2);
  });

  it('keeps a reply 24 hours; past them the key runs again, and the sweep deletes it', async () => {
    const key = freshKey();
    const before = runs.length;
    await post({ name: 'mirror' }, { 'idempotency-key': key, 'x-account': '1' });
    advanceClock(23 * HOUR);
    const within = await post({ name: 'mirror' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(within.headers['idempotent-replayed']).toBe('true');
    advanceClock(HOUR + 1000);
    // Past its day, another body with the key is a new request, not a conflict.
    const later = await post({ name: 'frame' }, { 'idempotency-key': key, 'x-account': '1' });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(runs.length).toBe(before + 2);

    const keys = store();
    const other = freshKey();
    await post({ name: 'shelf' }, { 'idempotency-key': other, 'x-account': '1' });
    advanceClock(25 * HOUR);
    expect(await keys.sweep(clock.now())).toBeGreaterThanOrEqual(2);
    const left = await database.handle.db
      .select()
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [key, other]));
    expect(left).toEqual([]);
  });

  it('lets a retry take over a claim whose request died, once its lease has passed', async () => {
    const keys = store();
    const id = { scope: 'account:1', method: 'POST', route: '/things', key: freshKey() };
    // A claim left running by an instance that stopped in the middle.
    expect(
      (await keys.claim(id, canonicalHash({ url: '/things', body: { name: 'lost' } }), clock.now())).kind,
    ).toBe('claimed');
    const soon = await post({ name: 'lost' }, { 'idempotency-key': id.key, 'x-account': '1' });
    expect(soon.statusCode).toBe(409);
    advanceClock(61_000);
    const otherBody = await post({ name: 'found' }, { 'idempotency-key': id.key, 'x-account': '1' });
    expect(otherBody.statusCode).toBe(422);
    const retried = await post({ name: 'lost' }, { 'idempotency-key': id.key, 'x-account': '1' });
    expect(retried.statusCode).toBe(201);
  });

  it('takes the same key on another id in the path for another request: 422, never the first reply', async () => {
    const key = freshKey();
    const first = await post({}, { 'idempotency-key': key, 'x-account': '1' }, '/boxes/1/fill');
    expect(first.json().data.box).toBe(1);
    const otherBox = await post({}, { 'idempotency-key': key, 'x-account': '1' }, '/boxes/2/fill');
    expect(otherBox.statusCode).toBe(422);
    expect(otherBox.json().code).toBe('idempotency_key_reused');
    const otherQuery = await post({}, { 'idempotency-key': key, 'x-account': '1' }, '/boxes/1/fill?again=1');
    expect(otherQuery.statusCode).toBe(422);
  });

  it('refuses a request without a key on a route that requires one, before it runs', async () => {
    const before = runs.length;
    const refused = await post({}, { 'x-account': '1' }, '/boxes/3/fill');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: true, code: 'idempotency_key_required' });
    expect(runs.length).toBe(before);
  });

  it('keeps the reply as sent before compression, and replays it compressed again', async () => {
    const key = freshKey();
    const body = { name: 'poster', pad: 'x'.repeat(4000) };
    const headers = { 'idempotency-key': key, 'x-account': '1', 'accept-encoding': 'br' };
    const first = await post(body, headers);
    expect(first.headers['content-encoding']).toBe('br');
    const plain = await post(body, { 'idempotency-key': key, 'x-account': '1' });
    expect(plain.headers['idempotent-replayed']).toBe('true');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.pad).toHaveLength(4000);
    const again = await post(body, headers);
    expect(again.headers['content-encoding']).toBe('br');
  });
});
