import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { SERVICE_FILE_MAX_BYTES } from '@wasla/shared/business-constants';
import {
  articlePhotoSchema,
  translateArticleRequest,
  translatedArticleSchema,
} from '@wasla/shared/contracts/blog';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, errors } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import { fieldError } from '../../lib/http/field-errors';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { MediaStore } from '../media/media-store';
import { processServiceImage, ServiceImageError } from '../media/service-image';
import { discardSpooled, spoolUpload } from '../media/upload-spool';
import { TranslationUnavailableError, type Translator } from '../translation/translator';
import { presentPhoto } from './articles.presenter';
import type { ArticlesRepository } from './articles.repository';

const FILE_FIELD = 'photo';
const MB = 1024 * 1024;
const tooLarge = () => fieldError('photo', 'validation.file_too_large', { max: SERVICE_FILE_MAX_BYTES / MB });

/** The one picture of the form, spooled to disk as it arrives and refused past the size of a service's. */
async function receivePhoto(request: FastifyRequest, spoolDir: string) {
  if (!request.isMultipart()) throw fieldError('photo', 'validation.required');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FILE_FIELD) throw fieldError('photo', 'validation.required');
    const spooled = await spoolUpload(part.file, { dir: spoolDir, maxBytes: SERVICE_FILE_MAX_BYTES });
    if (spooled.status !== 'stored') throw tooLarge();
    return spooled;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw errors.badRequest();
  }
}

/**
 * The editor's helpers: `POST /blogs/photos` takes the article's picture before the article is saved
 * (re-encoded as a service picture is: WebP, upright, no metadata), and `POST /blogs/translate` drafts
 * the article in another language for its author to read over; nothing is stored by translating.
 */
export async function registerArticleMediaRoutes(
  app: FastifyInstance,
  deps: {
    repo: ArticlesRepository;
    store: MediaStore;
    translator: Translator | undefined;
    guards: AuthGuards;
  },
) {
  const { repo, store, translator, guards } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SERVICE_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/blogs/photos',
      {
        preHandler: guards.verified,
        schema: {
          tags: ['blog'],
          summary: 'Upload the picture of an article before saving it (multipart field "photo", 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(articlePhotoSchema) },
        },
      },
      async (request) => {
        const upload = await receivePhoto(request, store.spoolDir);
        try {
          const image = await processServiceImage(await readFile(upload.path)).catch((error) => {
            if (error instanceof ServiceImageError)
              throw fieldError(
                'photo',
                error.problem === 'too_many_pixels'
                  ? 'validation.image_too_big'
                  : 'validation.file_type_image',
              );
            throw error;
          });
          const [file, thumb] = await Promise.all([
            store.save('articles', image.full, 'webp'),
            store.save('articles', image.thumb, 'webp'),
          ]);
          const row = await repo.insertPhoto({
            ownerId: accountOf(request).actor.id,
            file,
            thumb,
            width: image.width,
            height: image.height,
          });
          return ok(presentPhoto(row));
        } finally {
          await discardSpooled([upload.path]);
        }
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/blogs/translate',
    {
      preHandler: guards.verified,
      schema: {
        tags: ['blog'],
        summary: 'Machine translation of an article being written (501 when no translation server is set)',
        body: translateArticleRequest,
        response: { 200: successEnvelope(translatedArticleSchema) },
      },
    },
    async (request) => {
      if (!translator) throw new AppError(501, 'translation_not_configured', 'translation_not_configured');
      const { title, body, source, target } = request.body;
      if (source === target) throw fieldError('target', 'validation.invalid_choice');
      try {
        const [translatedTitle, translatedBody] = await Promise.all([
          translator.translate({ text: title, source, target, format: 'text' }),
          translator.translate({ text: body, source, target, format: 'html' }),
        ]);
        return ok({ title: translatedTitle, body: translatedBody, language: target });
      } catch (error) {
        if (!(error instanceof TranslationUnavailableError)) throw error;
        request.log.warn({ err: error }, 'translation failed');
        throw new AppError(503, 'translation_unavailable', 'translation_unavailable');
      }
    },
  );
}
