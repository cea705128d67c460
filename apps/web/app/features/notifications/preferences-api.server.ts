import {
  notificationPreferencesSchema,
  type UpdateNotificationPreferences,
  unsubscribeReplySchema,
} from '@wasla/shared/contracts/notification-preferences';
import type { Api } from '../../lib/api-client/client.server';

/**
 * The calls of notification preferences (issue 19), each named by the shared contract of its reply.
 * The unsubscribe calls need no session: the link's token is the permission, and a bad one is a 422
 * on `token` that the page shows as an invalid link.
 */
export function preferencesApi(api: Api) {
  return {
    read: () => api.get(notificationPreferencesSchema, '/notification-preferences'),
    save: (topics: UpdateNotificationPreferences['topics']) =>
      api.send(notificationPreferencesSchema, 'PUT', '/notification-preferences', { topics }),
    /** What a link would stop; changes nothing. */
    describeLink: (token: string) =>
      api.request(
        unsubscribeReplySchema,
        'GET',
        `/notification-preferences/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
    unsubscribe: (token: string) =>
      api.send(unsubscribeReplySchema, 'POST', '/notification-preferences/unsubscribe', { token }),
  };
}
