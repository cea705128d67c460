import multipart from '@fastify/multipart';
import { DEAL_FILE_MAX_BYTES, DEAL_FILES_MAX } from '@wasla/shared/business-constants';
import { dealMediaUploadSchema, dealSchema } from '@wasla/shared/contracts/deals';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import { fieldError } from '../../lib/http/field-errors';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { sendPrivateFile, uploadReply } from '../media/private-file-reply';
import { discardSpooled, spoolUpload } from '../media/upload-spool';
import type { DealFileAdmission, DealFiles, ReceivedDealFile } from './deal-files.service';
import { dealParams, tags } from './deal-offers.routes';

const fileParams = dealParams.extend({ mediaId: idField });
const FILE_FIELD = 'files';
/** A picker may hold more than the room left; the files past it are refused one by one. */
const FILES_PER_FORM = 2 * DEAL_FILES_MAX;

async function drain(stream: AsyncIterable<unknown>) {
  for await (const _chunk of stream) {
    // Nothing is kept.
  }
}

/**
 * Receives the form's files one after the other, each written to the spool folder as it arrives (its
 * first bytes judged at once): a file over 5 MB or of a kind a deal does not keep is refused on its
 * own, files past the room the offer had are read through unwritten. Nothing is left behind on a
 * failure half way.
 */
export async function receiveDealFiles(
  request: FastifyRequest,
  admission: DealFileAdmission,
): Promise<ReceivedDealFile[]> {
  if (!request.isMultipart()) throw fieldError('files', 'validation.required');
  const files: ReceivedDealFile[] = [];
  let accepted = 0;
  try {
    for await (const part of request.files({
      limits: { fileSize: admission.maxBytes },
      throwFileSizeLimit: false,
    })) {
      const name = part.filename;
      if (part.fieldname !== FILE_FIELD) {
        await drain(part.file);
        continue;
      }
      if (accepted >= admission.room) {
        await drain(part.file);
        files.push({ name, status: 'over_count' });
        continue;
      }
      const spooled = await spoolUpload(part.file, {
        dir: admission.spoolDir,
        maxBytes: admission.maxBytes,
        accept: admission.accepts,
      });
      if (spooled.status === 'stored') {
        accepted++;
        files.push({ name, ...spooled });
      } else files.push({ name, status: spooled.status === 'refused' ? 'wrong_type' : 'too_large' });
    }
  } catch (error) {
    await discardReceived(files);
    if (['open', 'write'].includes((error as NodeJS.ErrnoException).syscall ?? '')) throw error;
    throw errors.badRequest();
  }
  if (!files.length) throw fieldError('files', 'validation.required');
  return files;
}

export const discardReceived = (files: ReceivedDealFile[]) =>
  discardSpooled(files.map((file) => (file.status === 'stored' ? file.path : undefined)));

/**
 * `/deals/media/{id}` and `/deals/media/{id}/{mediaId}`. Multipart is parsed only inside the upload's
 * own plugin, which Fastify loads in order without the caller waiting for it.
 */
export function registerDealFileRoutes(app: FastifyInstance, deps: { guards: AuthGuards; files: DealFiles }) {
  const { guards, files } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    '/deals/media/:id/:mediaId',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Remove one of my offer’s attachments',
        params: fileParams,
        response: { 200: successEnvelope(dealSchema) },
      },
    },
    async (request) =>
      ok(
        await files.remove(accountOf(request).actor, request.params.id, request.params.mediaId, request.lang),
      ),
  );

  api.get(
    '/deals/media/:id/:mediaId',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary:
          "A file of a deal, for its two parties (and the support team in a dispute); a delivery's once sent",
        params: fileParams,
      },
    },
    async (request, reply) => {
      const found = await files.open(accountOf(request).actor, request.params.id, request.params.mediaId);
      return sendPrivateFile(reply, {
        object: found.object,
        type: found.type,
        name: found.file.originalName,
        inline: found.file.kind === 'image',
      });
    },
  );

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DEAL_FILE_MAX_BYTES, files: FILES_PER_FORM, fields: 4, parts: FILES_PER_FORM + 4 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/deals/media/:id',
      {
        preHandler: guards.verified,
        schema: {
          tags,
          summary:
            'Attach files to my offer (multipart field "files"): up to 10 of which 5 pictures, 5 MB each; refused files come back with their reason',
          consumes: ['multipart/form-data'],
          params: dealParams,
          response: { 200: successEnvelope(dealMediaUploadSchema) },
        },
      },
      async (request) => {
        const actor = accountOf(request).actor;
        // Someone else's deal, or one that moved on, is refused before a byte of the form is read.
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
