import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../lib/http/app-error';
import { MEDIA_COLLECTIONS, type MediaCollection, type MediaStore } from './media-store';

const YEAR_SECONDS = 31_536_000;

/**
 * `GET /media/<collection>/<file>`: stored pictures, public like any photo on a profile page and
 * outside `/api/v1`, so no key is needed. A name is never reused for other content, so browsers and
 * caches may keep a file for a year.
 */
export function registerMediaRoutes(app: FastifyInstance, store: MediaStore) {
  app.get<{ Params: { collection: string; file: string } }>(
    '/media/:collection/:file',
    { schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      const { collection, file } = request.params;
      if (!(MEDIA_COLLECTIONS as readonly string[]).includes(collection)) throw errors.notFound();
      const path = store.pathOf(collection as MediaCollection, file);
      const found = path ? await stat(path).catch(() => undefined) : undefined;
      if (!path || !found?.isFile()) throw errors.notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', found.size)
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
}
