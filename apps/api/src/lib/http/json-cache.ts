import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clock } from '../clock';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Entry = { body: string; br: Buffer; gzip: Buffer; etag: string; expiresAt: number };

/** The best encoding the client accepts (q > 0) among the ones kept: brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0+)?\s*$/.test(p)))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The reply schema a route declares for 200. A cached reply is sent as a finished string, which
 * Fastify's serializer never sees, so the cache applies the same schema itself.
 */
function replySchemaOf(request: FastifyRequest): z.ZodType {
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = response?.[200];
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`${request.method} ${request.routeOptions.url}: a cached reply needs a 200 reply schema`);
}

/**
 * What the route's serializer would have sent for `value`: encoded by its schema, so unknown keys are
 * dropped and a reply that breaks its contract fails, in every environment, exactly as an uncached
 * reply does (a 500 that the tests see). It runs once per stored entry, not per request.
 */
function encodeForRoute(request: FastifyRequest, value: unknown): unknown {
  const result = z.safeEncode(replySchemaOf(request), value);
  if (result.error) {
    throw new ResponseSerializationError(request.method, request.routeOptions.url ?? request.url, {
      cause: result.error,
    });
  }
  return result.data;
}

/**
 * Replies that are read far more often than they change (the category tree, the country list) are
 * serialised and compressed once per key, then served as they are with an ETag: a repeat request
 * costs a lookup, and a client holding the same version gets a 304. `build` returns the envelope,
 * which is encoded by the route's reply schema when it is stored. Past `maxEntries` the oldest entry
 * goes, so that keys made of what visitors type (search texts) cannot grow the cache without bound.
 */
export function createJsonCache(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  // Raw request texts already answered, pointing at the entry their checked form named.
  const aliases = new Map<string, string>();
  // Counts the clears, so that a build can tell it was overtaken by one.
  let generation = 0;

  async function make(value: unknown): Promise<Entry> {
    const body = JSON.stringify(value);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    return {
      body,
      br,
      gzip: gz,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: clock.now().getTime() + ttlMs,
    };
  }

  async function get(key: string, build: () => Promise<unknown>): Promise<Entry> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > clock.now().getTime()) return hit;
    // Concurrent misses share one build instead of stampeding the database.
    let job = pending.get(key);
    if (!job) {
      // A build that was reading while the cache was cleared may have read the old rows: it answers
      // the requests that waited for it, but is not kept.
      const startedIn = generation;
      const started: Promise<Entry> = build()
        .then(make)
        .then((entry) => {
          if (startedIn !== generation) return entry;
          entries.delete(key);
          entries.set(key, entry);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          return entry;
        })
        .finally(() => {
          if (pending.get(key) === started) pending.delete(key);
        });
      job = started;
      pending.set(key, job);
    }
    return job;
  }

  function write(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    // Each representation has its own validator, as HTTP asks of different encodings.
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    reply.header('etag', etag).header('cache-control', `public, max-age=${Math.floor(ttlMs / 1000)}`);
    reply.header('vary', 'Content-Language, Accept-Language, Accept-Encoding, currency');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(entry[encoding]);
  }

  /**
   * Serves the entry for `key`, building it on a miss. `rawKey`, when given, names the same reply by
   * the request as it arrived, so that the next identical request can be answered by `sendKnown`
   * before its query is parsed and checked again.
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
    rawKey?: string,
  ) {
    const entry = await get(key, async () => encodeForRoute(request, await build()));
    if (rawKey !== undefined) {
      aliases.delete(rawKey);
      aliases.set(rawKey, key);
      if (aliases.size > maxEntries) aliases.delete(aliases.keys().next().value as string);
    }
    return write(request, reply, entry);
  }

  /**
   * Answers from a fresh entry that an identical raw request was already given, and says whether it
   * did. Only a request that passed validation once can have left an alias, so skipping the check
   * here serves nothing the route would have refused.
   */
  function sendKnown(request: FastifyRequest, reply: FastifyReply, rawKey: string): boolean {
    const key = aliases.get(rawKey);
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry || entry.expiresAt <= clock.now().getTime()) return false;
    write(request, reply, entry);
    return true;
  }

  return {
    get,
    send,
    sendKnown,
    clear: () => {
      generation += 1;
      entries.clear();
      aliases.clear();
      // Requests after the change start a build of their own instead of joining one that may be stale.
      pending.clear();
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
