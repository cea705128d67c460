import multipart, { type MultipartFile } from '@fastify/multipart';
import { ACCOUNT_TYPE_DOCUMENT_MAX_BYTES } from '@wasla/shared/business-constants';
import { ACCOUNT_TYPE_DOCUMENT_FIELD } from '@wasla/shared/contracts/account-types';
import { accountTypeDocumentSchema } from '@wasla/shared/contracts/auth';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { emptyReply } from '@wasla/shared/contracts/replies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { MediaStore } from '../media/media-store';
import { isPaperHead, type ReceivedUpload } from '../media/private-uploads';
import { discardSpooled, spoolUpload } from '../media/upload-spool';
import type { AccountTypeDocuments } from './account-type-documents.service';

async function drain(stream: AsyncIterable<unknown>) {
  for await (const _chunk of stream) {
    // Nothing is kept.
  }
}

/**
 * `POST /change-account-type/documents` (a multipart form, field "document") and
 * `DELETE /change-account-type/documents/{id}`: the account's own documents for its waiting request.
 * The file is written to the spool folder as it arrives (only its first 4 KB in memory), refused at
 * once when too large or neither a picture nor a PDF; what is left in the spool once answered goes.
 */
export async function registerAccountTypeDocumentRoutes(
  app: FastifyInstance,
  deps: { documents: AccountTypeDocuments; guards: AuthGuards; store: MediaStore },
) {
  const { documents, guards, store } = deps;
  const received = new WeakMap<FastifyRequest, ReceivedUpload>();

  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: ACCOUNT_TYPE_DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 4, fieldSize: 1024 },
    });
    scope.addHook('onResponse', async (request) => {
      const upload = received.get(request);
      if (upload?.status === 'stored') await discardSpooled([upload.path]);
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/change-account-type/documents',
      {
        onRequest: guards.verified,
        schema: {
          tags: ['account'],
          summary: `Send a document for the waiting account-type request (multipart field "${ACCOUNT_TYPE_DOCUMENT_FIELD}": a picture or a PDF)`,
          consumes: ['multipart/form-data'],
          response: { 201: successEnvelope(accountTypeDocumentSchema) },
        },
      },
      async (request, reply) => {
        let upload: ReceivedUpload | undefined;
        if (request.isMultipart()) {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            const file = part as MultipartFile;
            if (file.fieldname !== ACCOUNT_TYPE_DOCUMENT_FIELD || upload) {
              await drain(file.file);
              continue;
            }
            upload = await spoolUpload(file.file, {
              dir: store.spoolDir,
              maxBytes: ACCOUNT_TYPE_DOCUMENT_MAX_BYTES,
              accept: isPaperHead,
            });
            received.set(request, upload);
          }
        }
        const saved = await documents.send(accountOf(request).actor, upload);
        return reply.status(201).send(ok(saved));
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/change-account-type/documents/:id',
    {
      onRequest: guards.verified,
      schema: {
        tags: ['account'],
        summary: 'Remove a document from the waiting account-type request',
        params: z.object({ id: idField }),
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await documents.remove(accountOf(request).actor, request.params.id);
      return ok(null);
    },
  );
}
