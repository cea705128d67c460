import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENTS_PER_MESSAGE } from '@wasla/shared/business-constants';
import { chatUploadSchema } from '@wasla/shared/contracts/chat';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { discardReceived, receiveDealFiles } from '../deals/deal-files.routes';
import type { ChatFiles } from './chat-files';

const params = z.object({ id: idField });
const fileParams = params.extend({ attachmentId: idField });
const tags = ['chat'];
const FILES_PER_FORM = 2 * CHAT_ATTACHMENTS_PER_MESSAGE;

/** A file name for a header: printable ASCII in `filename`, the whole name in `filename*`. */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** `/conversations/{id}/attachments`: a member's files for the next message, and a sent file for both. */
export function registerChatFileRoutes(app: FastifyInstance, deps: { guards: AuthGuards; files: ChatFiles }) {
  const { guards, files } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/conversations/:id/attachments/:attachmentId',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary:
          'A file of one of my conversations: sent ones for both members, unsent ones for their uploader',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const found = await files.open(
        accountOf(request).actor,
        request.params.id,
        request.params.attachmentId,
      );
      const size = await stat(found.path).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) throw errors.notFound();
      return reply
        .header('content-type', found.type)
        .header('content-length', String(size))
        .header(
          'content-disposition',
          disposition(found.file.kind === 'file' ? 'attachment' : 'inline', found.file.originalName),
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(found.path));
    },
  );

  api.delete(
    '/conversations/:id/attachments/:attachmentId',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Remove a file I uploaded and have not sent yet',
        params: fileParams,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await files.remove(accountOf(request).actor, request.params.id, request.params.attachmentId);
      return ok(null);
    },
  );

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: CHAT_ATTACHMENT_MAX_BYTES,
        files: FILES_PER_FORM,
        fields: 4,
        parts: FILES_PER_FORM + 4,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/conversations/:id/attachments',
      {
        preHandler: guards.verified,
        schema: {
          tags,
          summary:
            'Upload files for my next message in a conversation (multipart field "files"): pictures, sound (voice notes), PDF or MP4, 10 MB each, 5 at a time; refused files come back with their reason',
          consumes: ['multipart/form-data'],
          params,
          response: { 200: successEnvelope(chatUploadSchema) },
        },
      },
      async (request) => {
        const actor = accountOf(request).actor;
        const admission = await files.admit(actor, request.params.id);
        const received = await receiveDealFiles(request, admission);
        const result = await files
          .upload(actor, request.params.id, received)
          .finally(() => discardReceived(received));
        const rejected = result.rejected.map((r) => ({
          name: r.name,
          message: request.t(r.key.replace(/^validation\./, ''), { ns: 'validation', ...r.params }),
        }));
        return ok(
          { files: result.files, rejected },
          rejected.map((r) => `${r.name}: ${r.message}`),
        );
      },
    );
  });
}
