import {
  availabilityWatchSchema,
  latestNotificationsSchema,
  notificationSchema,
  notificationsReadSchema,
} from '@wasla/shared/contracts/notifications';
import { pageOf } from '@wasla/shared/contracts/replies';
import type { Api } from '../../lib/api-client/client.server';

export const notificationPage = pageOf(notificationSchema);

/** The API's words of a refusal, in the reader's language, as one line. */
export const refusalText = (failure: { message: unknown }) =>
  Object.values((failure.message ?? {}) as Record<string, string[] | undefined>)
    .flat()
    .filter((text): text is string => typeof text === 'string')
    .join(' ');

/**
 * The notifications' calls (SPEC.md section 7), each named by the shared contract of its reply.
 * Reads throw the API's status; writes answer refusals as values.
 */
export function notificationsApi(api: Api) {
  return {
    latest: () => api.get(latestNotificationsSchema, '/notifications/latest'),
    page: (page: number) => api.get(notificationPage, `/notifications?page=${page}`),
    read: (id: number) => api.post(notificationSchema, `/notifications/${id}/read`, {}),
    readAll: () => api.post(notificationsReadSchema, '/notifications/read-all', {}),
    /** "Tell me when it is available" on a service on holiday, closed or expired. */
    watch: (serviceId: number) =>
      api.post(availabilityWatchSchema, `/notifications/${serviceId}/notify-when-available`, {}),
  };
}
