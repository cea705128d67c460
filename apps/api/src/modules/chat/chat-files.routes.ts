import multipart from '@fastify/multipart';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENTS_PER_MESSAGE } from '@wasla/shared/business-constants';
import { chatUploadSchema } from '@wasla/shared/contracts/chat';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { discardReceived, receiveDealFiles } from '../deals/deal-files.routes';
import { sendPrivateFile, uploadReply } from '../media/private-file-reply';
import type { ChatFiles } from './chat-files';

const params = z.object({ id: idField });
const fileParams = params.extend({ attachmentId: idField });
const tags = ['chat'];
const FILES_PER_FORM = 2 * CHAT_ATTACHMENTS_PER_MESSAGE;

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
      return sendPrivateFile(reply, {
        object: found.object,
        type: found.type,
        name: found.file.originalName,
        inline: found.file.kind !== 'file',
      });
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
        return uploadReply(request, result);
      },
    );
  });
}
