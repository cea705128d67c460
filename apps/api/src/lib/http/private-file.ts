import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/**
 * Sends a private file the team reads (a receipt, a trade document) inline under `name`, never kept
 * by a browser or a cache in between, and never sniffed into another type.
 */
export function sendPrivateFile(reply: FastifyReply, file: { path: string; type: string }, name: string) {
  const ext = file.type === 'application/pdf' ? 'pdf' : 'webp';
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `inline; filename="${name}.${ext}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(file.path));
}
