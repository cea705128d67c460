import multipart from '@fastify/multipart';
import { PROFILE_PHOTO_MAX_BYTES } from '@wasla/shared/business-constants';
import { userSchema } from '@wasla/shared/contracts/auth';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, errors } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { type AvatarService, avatarErrors } from './avatar.service';
import { discardSpooled, spoolUpload } from './upload-spool';

const reply = { 200: successEnvelope(userSchema) };
const FILE_FIELD = 'avatar';

/**
 * The one file of the form, written to the spool folder as it arrives: at most 5 MB, refused as soon
 * as it grows past that whatever the headers say. Returns the spooled file, which the caller removes.
 */
async function receiveAvatar(request: FastifyRequest, spoolDir: string) {
  if (!request.isMultipart()) throw avatarErrors.required();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FILE_FIELD) throw avatarErrors.required();
    const spooled = await spoolUpload(part.file, { dir: spoolDir, maxBytes: PROFILE_PHOTO_MAX_BYTES });
    if (spooled.status !== 'stored') throw avatarErrors.tooLarge();
    return spooled;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarErrors.tooLarge();
    // A body cut short or not shaped as the header announced.
    throw errors.badRequest();
  }
}

/**
 * `/upload-auth-media` and `/delete-auth-media`: the signed-in account's profile photo. Multipart is
 * parsed only inside this plugin, so no other route accepts file uploads by accident.
 */
export async function registerAvatarRoutes(app: FastifyInstance, avatars: AvatarService, guards: AuthGuards) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['account'];
    const preHandler = guards.verified;

    api.post(
      '/upload-auth-media',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Set the profile photo of the signed-in user (multipart field "avatar", 5 MB)',
          consumes: ['multipart/form-data'],
          response: reply,
        },
      },
      async (request) => {
        const upload = await receiveAvatar(request, avatars.spoolDir);
        const user = await avatars
          .replace(accountOf(request), upload)
          .finally(() => discardSpooled([upload.path]));
        return ok(user, [request.t('avatar.saved', { ns: 'common' })]);
      },
    );

    api.post(
      '/delete-auth-media',
      {
        preHandler,
        schema: { tags, summary: 'Remove the profile photo of the signed-in user', response: reply },
      },
      async (request) =>
        ok(await avatars.remove(accountOf(request)), [request.t('avatar.removed', { ns: 'common' })]),
    );
  });
}
