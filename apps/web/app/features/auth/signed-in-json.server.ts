import type { AppLoadContext } from 'react-router';
import { withCookies } from '../../lib/session.server';
import { requireUser, type SignedIn } from './require-user.server';

const NO_STORE = { 'cache-control': 'no-store' };

/** A positive integer id (a database integer) from an address, a form or a JSON body, else undefined. */
export function positiveIdOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The status a guard or a read threw (a redirect to log in is a 401 here), if it threw one. */
function thrownStatus(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status >= 300 && thrown.status < 400 ? 401 : thrown.status;
  const init = (thrown as { type?: string; init?: { status?: number } | null } | null) ?? null;
  if (init?.type === 'DataWithResponseInit') return init.init?.status ?? 500;
  return undefined;
}

/**
 * The JSON routes a page's script calls for a signed-in account (the browser cannot call the API
 * itself: the chat, the bell): a guest or an account held at a gate gets its status rather than a
 * page, a read the API refused its status, and a refreshed session's cookies go with the reply.
 * Nothing here is cached.
 */
export async function signedInJson(
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
