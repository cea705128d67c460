import { successEnvelope } from '@wasla/shared/contracts/envelope';
import {
  notificationPreferencesSchema,
  unsubscribeQuery,
  unsubscribeReplySchema,
  unsubscribeRequest,
  updateNotificationPreferencesRequest,
} from '@wasla/shared/contracts/notification-preferences';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { NotificationPreferencesService } from './preferences.service';

const tags = ['notifications'];

/**
 * Notification preferences (issue 19): the account's topics with their push and e-mail choices, and
 * the unsubscribe link of a mail, which works without a session and answers a bad token with a 422
 * "Invalid link" on `token` (never a 5xx, never a hint whose account it was).
 */
export function registerPreferenceRoutes(
  app: FastifyInstance,
  deps: { preferences: NotificationPreferencesService; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { preferences, guards } = deps;

  api.get(
    '/notification-preferences',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Which topics of notifications reach me by push and by e-mail (null: not offered)',
        response: { 200: successEnvelope(notificationPreferencesSchema) },
      },
    },
    async (request) => ok(await preferences.read(accountOf(request).actor)),
  );

  api.put(
    '/notification-preferences',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Turn push or e-mail on or off for some topics; what is left out stays as it was',
        body: updateNotificationPreferencesRequest,
        response: { 200: successEnvelope(notificationPreferencesSchema) },
      },
    },
    async (request) =>
      ok(await preferences.update(accountOf(request).actor, request.body), [
        request.t('notifications_page.settings.saved', { ns: 'common' }),
      ]),
  );

  api.get(
    '/notification-preferences/unsubscribe',
    {
      schema: {
        tags,
        summary: 'What a mail’s unsubscribe link would stop; changes nothing (link scanners open links)',
        querystring: unsubscribeQuery,
        response: { 200: successEnvelope(unsubscribeReplySchema) },
      },
    },
    async (request) => ok(await preferences.describeUnsubscribe(request.query.token)),
  );

  api.post(
    '/notification-preferences/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stop the e-mails of the topic a mail’s unsubscribe link names (RFC 8058 one click)',
        body: unsubscribeRequest,
        response: { 200: successEnvelope(unsubscribeReplySchema) },
      },
    },
    async (request) => ok(await preferences.unsubscribe(request.body.token)),
  );
}
