import {
  onlineStatusRequest,
  updateCurrencyRequest,
  updateFcmTokenRequest,
  updateLocaleRequest,
  updateProfileRequest,
  userSchema,
} from '@wasla/shared/contracts/auth';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from './auth-guard';
import type { ProfileService } from './profile.service';

const reply = { 200: successEnvelope(userSchema) };

export function registerProfileRoutes(app: FastifyInstance, profile: ProfileService, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const preHandler = guards.verified;

  api.post(
    '/update-auth-information',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Update the profile of the signed-in user',
        body: updateProfileRequest,
        response: reply,
      },
    },
    async (request) =>
      ok(await profile.update(accountOf(request).user, request.body), [
        request.t('profile_saved', { ns: 'common' }),
      ]),
  );

  api.post(
    '/update-locale-user',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Language of messages and notifications',
        body: updateLocaleRequest,
        response: reply,
      },
    },
    async (request) => ok(await profile.setLocale(accountOf(request).user, request.body.locale)),
  );

  api.post(
    '/update-user-currency',
    {
      preHandler,
      schema: { tags, summary: 'Currency prices are shown in', body: updateCurrencyRequest, response: reply },
    },
    async (request) =>
      ok(await profile.setCurrency(accountOf(request).user, request.body.currency_id), [
        request.t('currency_saved', { ns: 'common' }),
      ]),
  );

  api.post(
    '/update-fcm-token',
    {
      preHandler,
      schema: { tags, summary: 'Push token of this device', body: updateFcmTokenRequest, response: reply },
    },
    async (request) => ok(await profile.setPushToken(accountOf(request).user, request.body.fcm_token)),
  );

  api.post(
    '/change-online-status',
    {
      preHandler,
      schema: { tags, summary: 'Online or offline in chat', body: onlineStatusRequest, response: reply },
    },
    async (request) => ok(await profile.setOnline(accountOf(request).user, request.body.is_online)),
  );
}
