import {
  availabilityWatchSchema,
  latestNotificationsSchema,
  notificationSchema,
  notificationsReadSchema,
} from '@wasla/shared/contracts/notifications';
import { pageOf } from '@wasla/shared/contracts/replies';
import type { AppLoadContext } from 'react-router';
import type { Api } from '../../lib/api-client/client.server';
import { withCookies } from '../../lib/session.server';
import { requireUser, type SignedIn } from '../auth/require-user.server';

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

/** A positive integer id (a database integer) from an address, a form or a JSON body, else undefined. */
export function idOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

const NO_STORE = { 'cache-control': 'no-store' };

/** The status a guard or a read threw (a redirect to log in is a 401 here), if it threw one. */
function thrownStatus(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status >= 300 && thrown.status < 400 ? 401 : thrown.status;
  const init = (thrown as { type?: string; init?: { status?: number } | null } | null) ?? null;
  if (init?.type === 'DataWithResponseInit') return init.init?.status ?? 500;
  return undefined;
}

/**
 * The JSON routes the bell calls (the browser cannot call the API itself): a guest or an account
 * held at a gate gets its status rather than a page, a refusal its status, and a refreshed session's
 * cookies go with the reply. Nothing here is cached.
 */
export async function notificationsJson(
  args: { params: { lang?: string }; request: Request; context: AppLoadContext },
  work: (signedIn: SignedIn) => Promise<{ body: unknown; status?: number }>,
): Promise<Response> {
  let signedIn: SignedIn;
  try {
    signedIn = await requireUser(args);
  } catch (thrown) {
    const status = thrownStatus(thrown);
    if (status === undefined) throw thrown;
    return Response.json({ error: true }, { status, headers: NO_STORE });
  }
  const headers = withCookies(signedIn.cookies, NO_STORE);
  try {
    const { body, status = 200 } = await work(signedIn);
    return Response.json(body, { status, headers });
  } catch (thrown) {
    const status = thrownStatus(thrown);
    if (status === undefined || status >= 500) throw thrown;
    return Response.json({ error: true }, { status, headers });
  }
}
