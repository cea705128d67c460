import type { FastifyInstance } from 'fastify';
import { errors } from '../../lib/http/app-error';
import { parseByteRange } from '../../lib/http/byte-range';
import {
  MEDIA_COLLECTIONS,
  MEDIA_CONTENT_TYPES,
  type MediaCollection,
  type MediaStore,
  mediaExtensionOf,
} from './media-store';
import { smallAvatar } from './small-avatar';

const YEAR_SECONDS = 31_536_000;

/**
 * `GET /media/<collection>/<file>`: stored pictures, sound, video and PDFs, public like any photo on
 * a profile page and outside `/api/v1`, so no key is needed. A name is never reused for other content,
 * so browsers and caches may keep a file for a year. One byte range may be asked for, so a player can
 * seek without downloading the whole file.
 */
export function registerMediaRoutes(app: FastifyInstance, store: MediaStore) {
  app.get<{ Params: { collection: string; file: string } }>(
    '/media/:collection/:file',
    { schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      const { collection, file } = request.params;
      if (!(MEDIA_COLLECTIONS as readonly string[]).includes(collection)) throw errors.notFound();
      const ext = mediaExtensionOf(file);
      if (!ext) throw errors.notFound();
      const found =
        collection === 'avatars-small'
          ? await smallAvatar(store, file)
          : await store.open(collection as MediaCollection, file);
      if (!found) throw errors.notFound();

      // We send no validator, so a conditional range (If-Range) can never be confirmed: whole file.
      const range = request.headers['if-range']
        ? undefined
        : parseByteRange(request.headers.range, found.size);
      reply.header('accept-ranges', 'bytes');
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${found.size}`).send();
      }
      reply
        .header('content-type', MEDIA_CONTENT_TYPES[ext])
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff');
      if (ext === 'pdf') {
        // Shown in the browser's own viewer. No `sandbox` policy: Chrome refuses to run its viewer in a
        // sandboxed document. The content was checked to be a PDF and nosniff keeps it one.
        reply.header('content-disposition', 'inline');
      }
      if (!range) return reply.header('content-length', found.size).send(await found.stream());
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await found.stream(range));
    },
  );
}
