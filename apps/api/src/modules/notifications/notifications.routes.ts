import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import {
  availabilityWatchSchema,
  latestNotificationsSchema,
  notificationListQuery,
  notificationParams,
  notificationSchema,
  notificationsReadSchema,
} from '@wasla/shared/contracts/notifications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { Notifications } from './notifications.service';

const tags = ['notifications'];
const me = (request: FastifyRequest) => accountOf(request).actor;

/**
 * Notifications (SPEC.md section 7), for verified accounts only (section 6: fetched only when signed
 * in with a verified e-mail and phone). Replies are rendered in the request's language.
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { notifications: Notifications; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { notifications, guards } = deps;

  api.get(
    '/notifications',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'My notifications, newest first, in pages',
        querystring: notificationListQuery,
        response: { 200: pagedEnvelope(notificationSchema) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { items, total } = await notifications.list(me(request), page, perPage, request.lang);
      return paged(items, page, perPage, total);
    },
  );

  api.get(
    '/notifications/latest',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: "The header menu's latest notifications, and how many are unread (the bell's red dot)",
        response: { 200: successEnvelope(latestNotificationsSchema) },
      },
    },
    async (request) => ok(await notifications.latest(me(request), request.lang)),
  );

  api.post(
    '/notifications/read-all',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: successEnvelope(notificationsReadSchema) },
      },
    },
    async (request) => ok(await notifications.readAll(me(request))),
  );

  api.post(
    '/notifications/:id/read',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: notificationParams,
        response: { 200: successEnvelope(notificationSchema) },
      },
    },
    async (request) => ok(await notifications.read(me(request), request.params.id, request.lang)),
  );

  // {id} is a service's: the path SPEC.md section 7 names.
  api.post(
    '/notifications/:id/notify-when-available',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Tell me once when this service, on holiday or closed, is available again',
        params: notificationParams,
        response: { 200: successEnvelope(availabilityWatchSchema) },
      },
    },
    async (request) =>
      ok(await notifications.watch(me(request), request.params.id), [
        request.t('notifications.watching', { ns: 'common' }),
      ]),
  );
}
