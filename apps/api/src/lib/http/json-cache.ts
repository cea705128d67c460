import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clock } from '../clock';

type Entry = { body: string; etag: string; expiresAt: number };

/**
 * Replies that are read far more often than they change (the category tree, the country list) are
 * serialised once per key and served as a string with an ETag, so a repeat request costs a lookup and
 * a client holding the same version gets a 304. `build` must return the already-checked envelope.
 */
export function createJsonCache(ttlMs: number) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();

  async function get(key: string, build: () => Promise<unknown>): Promise<Entry> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > clock.now().getTime()) return hit;
    // Concurrent misses share one build instead of stampeding the database.
    let job = pending.get(key);
    if (!job) {
      job = build()
        .then((value) => {
          const body = JSON.stringify(value);
          const entry = {
            body,
            etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
            expiresAt: clock.now().getTime() + ttlMs,
          };
          entries.set(key, entry);
          return entry;
        })
        .finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ) {
    const entry = await get(key, build);
    reply.header('etag', entry.etag).header('cache-control', `public, max-age=${Math.floor(ttlMs / 1000)}`);
    reply.header('vary', 'Content-Language, Accept-Language, currency');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  return { get, send, clear: () => entries.clear() };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
