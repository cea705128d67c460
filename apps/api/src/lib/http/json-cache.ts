import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemoCache } from '../memo-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';
type Entry = { body: string; etag: string; encoded: Partial<Record<Encoding, Promise<Buffer>>> };

/** The best encoding the client accepts (q > 0) among the ones kept: brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
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

/** How hard brotli works: 9 for replies served many times, 5 for many replies each served a few times. */
export type JsonCacheOptions = { maxEntries?: number; brotliQuality?: number };

/**
 * Replies that are read far more often than they change (the category tree, the country list) are
 * serialised once per key, then served as they are with an ETag: a repeat request costs a lookup, and
 * a client holding the same version gets a 304. `build` returns the envelope, which is encoded by the
 * route's reply schema when it is stored. Each encoding is made the first time a client asks for it:
 * most clients take brotli, so a reply asked once (a listing nobody else asks for) is compressed once.
 * Past `maxEntries` the oldest entry goes (see memo-cache.ts).
 */
export function createJsonCache(ttlMs: number, options: JsonCacheOptions = {}) {
  const memo = createMemoCache<Entry>(ttlMs, options.maxEntries);
  // Raw request texts already answered, pointing at the entry their checked form named.
  const aliases = new Map<string, string>();
  const maxAliases = options.maxEntries ?? 10_000;
  const quality = options.brotliQuality ?? 9;

  const make = (value: unknown): Entry => {
    const body = JSON.stringify(value);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
  };

  function encoded(entry: Entry, encoding: Encoding): Promise<Buffer> {
    let made = entry.encoded[encoding];
    if (!made) {
      made = (
        encoding === 'br'
          ? brotli(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
          : gzipAsync(entry.body, { level: 9 })
      ).catch((error: unknown) => {
        // Not kept: the next request tries again rather than every request failing.
        delete entry.encoded[encoding];
        throw error;
      });
      entry.encoded[encoding] = made;
    }
    return made;
  }

  const get = (key: string, build: () => Promise<unknown>, scope?: readonly string[]) =>
    memo.get(key, async () => make(await build()), scope);

  async function write(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    // Each representation has its own validator, as HTTP asks of different encodings.
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    reply.header('etag', etag).header('cache-control', `public, max-age=${Math.floor(ttlMs / 1000)}`);
    reply.header('vary', 'Content-Language, Accept-Language, Accept-Encoding, currency');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(await encoded(entry, encoding));
  }

  /**
   * Serves the entry for `key`, building it on a miss. `rawKey`, when given, names the same reply by
   * the request as it arrived, so that the next identical request can be answered by `sendKnown`
   * before its query is parsed and checked again. `scope`: see `clearScoped` of memo-cache.ts.
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
    rawKey?: string,
    scope?: readonly string[],
  ) {
    const entry = await get(key, async () => encodeForRoute(request, await build()), scope);
    if (rawKey !== undefined) {
      aliases.delete(rawKey);
      aliases.set(rawKey, key);
      if (aliases.size > maxAliases) aliases.delete(aliases.keys().next().value as string);
    }
    return write(request, reply, entry);
  }

  /**
   * Answers from a fresh entry that an identical raw request was already given, and says whether it
   * did (the reply may still be on its way, being compressed). Only a request that passed validation
   * once can have left an alias, so skipping the check here serves nothing the route would have refused.
   */
  function sendKnown(request: FastifyRequest, reply: FastifyReply, rawKey: string): boolean {
    const key = aliases.get(rawKey);
    const entry = key === undefined ? undefined : memo.peek(key);
    if (!entry) return false;
    write(request, reply, entry).catch((error: unknown) => reply.send(error));
    return true;
  }

  return {
    get,
    send,
    sendKnown,
    clear: () => {
      memo.clear();
      aliases.clear();
    },
    // An alias of a forgotten entry finds nothing (`sendKnown` peeks) and is replaced on the next send.
    clearScoped: memo.clearScoped,
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
