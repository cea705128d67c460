import multipart from '@fastify/multipart';
import { SERVICE_IMAGES_MAX, SERVICE_VIDEO_MAX_BYTES } from '@wasla/shared/business-constants';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { serviceMediaUploadSchema } from '@wasla/shared/contracts/replies';
import {
  selectMainImageRequest,
  serviceEditSchema,
  serviceMediumSchema,
  videoLinkRequest,
} from '@wasla/shared/contracts/services';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import { fieldError } from '../../lib/http/field-errors';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { discardSpooled, spoolUpload } from '../media/upload-spool';
import {
  type Admission,
  MEDIA_KINDS,
  type ReceivedFile,
  type ServiceMediaService,
} from './service-media.service';
import { serviceParams } from './services.routes';

const mediaParams = serviceParams.extend({ mediaId: idField });
const uploadQuery = z.object({ kind: z.enum(MEDIA_KINDS, { error: 'validation.invalid_choice' }) });

/**
 * A picker can hold more files than a kind allows, and the spec refuses only the files over the count,
 * so a form may carry this many before it is refused as a whole.
 */
const FILES_PER_FORM = 2 * SERVICE_IMAGES_MAX;
const FILE_FIELD = 'files';

/** Reads a part through without keeping it, so that the next part arrives. */
async function drain(stream: AsyncIterable<unknown>) {
  for await (const _chunk of stream) {
    // Nothing is kept.
  }
}

/**
 * Receives every file part of an admitted form, one after the other, each written to the spool folder
 * as it arrives (never held whole in memory). A file over the kind's size is cut off at the limit and
 * refused on its own while the other files of the same form go through; so is a file whose first bytes
 * are not of the kind. Files past the kind's count, or past the room the service had, could never be
 * kept: they are read through without being written. On a failure half way, nothing is left behind.
 */
async function receiveFiles(request: FastifyRequest, admission: Admission): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw fieldError('files', 'validation.required');
  const files: ReceivedFile[] = [];
  let accepted = 0;
  try {
    for await (const part of request.files({
      limits: { fileSize: admission.maxBytes },
      throwFileSizeLimit: false,
    })) {
      const name = part.filename;
      if (part.fieldname !== FILE_FIELD) {
        // Not a file of this form: read through and ignored, never written.
        await drain(part.file);
        continue;
      }
      if (files.length >= admission.maxFiles || accepted >= admission.room) {
        await drain(part.file);
        files.push({ name, status: files.length >= admission.maxFiles ? 'over_count' : 'over_room' });
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
    // The spool file failing to open or be written (a full disk) is ours to fix, not the client's.
    if (['open', 'write'].includes((error as NodeJS.ErrnoException).syscall ?? '')) throw error;
    // A body cut short, or more parts than a form of ours ever sends.
    throw errors.badRequest();
  }
  if (!files.length) throw fieldError('files', 'validation.required');
  return files;
}

const discardReceived = (files: ReceivedFile[]) =>
  discardSpooled(files.map((file) => (file.status === 'stored' ? file.path : undefined)));

/** `/services/{id}/media` and its neighbours. Multipart is parsed only inside this plugin. */
export async function registerServiceMediaRoutes(
  app: FastifyInstance,
  media: ServiceMediaService,
  guards: AuthGuards,
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: SERVICE_VIDEO_MAX_BYTES,
        files: FILES_PER_FORM,
        fields: 4,
        parts: FILES_PER_FORM + 4,
      },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['services'];
    const preHandler = guards.verified;

    api.post(
      '/services/:id/media',
      {
        preHandler,
        schema: {
          tags,
          summary:
            'Upload files of one kind (multipart field "files"); refused files come back with their reason',
          consumes: ['multipart/form-data'],
          params: serviceParams,
          querystring: uploadQuery,
          response: { 200: successEnvelope(serviceMediaUploadSchema) },
        },
      },
      async (request) => {
        const owner = accountOf(request).actor;
        // Someone else's service, or a full plan, is refused before a byte of the form is read.
        const admission = await media.admit(owner, request.params.id, request.query.kind);
        const files = await receiveFiles(request, admission);
        const result = await media
          .upload(owner, request.params.id, admission, files)
          .finally(() => discardReceived(files));
        const rejected = result.rejected.map((r) => ({
          name: r.name,
          message: request.t(r.key.replace(/^validation\./, ''), { ns: 'validation', ...r.params }),
        }));
        return ok(
          { media: result.media, rejected },
          rejected.map((r) => `${r.name}: ${r.message}`),
        );
      },
    );

    api.post(
      '/services/:id/media/video-link',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Add a YouTube or Vimeo video',
          params: serviceParams,
          body: videoLinkRequest,
          response: { 200: successEnvelope(serviceMediumSchema) },
        },
      },
      async (request) =>
        ok(await media.addVideoLink(accountOf(request).actor, request.params.id, request.body.link)),
    );

    api.delete(
      '/services/:id/media/:mediaId',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Remove one file or link',
          params: mediaParams,
          response: { 200: successEnvelope(serviceEditSchema) },
        },
      },
      async (request) =>
        ok(
          await media.remove(
            accountOf(request).actor,
            request.params.id,
            request.params.mediaId,
            request.lang,
          ),
        ),
    );

    api.post(
      '/services/:id/select-main-image',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Choose the main picture',
          params: serviceParams,
          body: selectMainImageRequest,
          response: { 200: successEnvelope(serviceEditSchema) },
        },
      },
      async (request) =>
        ok(
          await media.selectMain(
            accountOf(request).actor,
            request.params.id,
            request.body.media_id,
            request.lang,
          ),
        ),
    );
  });
}
