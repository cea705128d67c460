import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import type { StoredObject } from './media-store';

/** A file name for a header: printable ASCII in `filename`, the whole name in `filename*`. */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Sends a file of a private collection (a deal's, a conversation's, a receipt) to the one a route let
 * read it: its stored type, shown in the page (`inline`) or downloaded, never kept by a cache or
 * sniffed by the browser. A file gone from the store is a missing one.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  file: { object: StoredObject | undefined; type: string; name: string; inline: boolean },
) {
  if (!file.object) throw errors.notFound();
  return reply
    .header('content-type', file.type)
    .header('content-length', String(file.object.size))
    .header('content-disposition', disposition(file.inline ? 'inline' : 'attachment', file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(await file.object.stream());
}

/**
 * The reply to an upload of several files: the ones kept, and each refused one with its reason in
 * the reader's language (also as the envelope's messages).
 */
export function uploadReply<T>(
  request: FastifyRequest,
  result: { files: T[]; rejected: { name: string; key: string; params?: Record<string, number> }[] },
) {
  const rejected = result.rejected.map((r) => ({
    name: r.name,
    message: request.t(r.key.replace(/^validation\./, ''), { ns: 'validation', ...r.params }),
  }));
  return ok(
    { files: result.files, rejected },
    rejected.map((r) => `${r.name}: ${r.message}`),
  );
}
