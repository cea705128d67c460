import { requireUser } from '../features/auth/require-user.server';
import { runMarkStep } from '../features/marks/mark-actions.server';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/mark-check';

/**
 * `GET /:lang/mark-service/{id}/check?start_date&start_clock&timezone&duration&unit`: the mark
 * page's price and problems as the owner types, as JSON. A read, so checking does not reload the
 * page and its shell as a form's action would after each change.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id <= 0) return new Response(null, { status: 404 });
  const form = new FormData();
  for (const [name, value] of new URL(args.request.url).searchParams) form.set(name, value);
  form.set('intent', 'check');
  const checked = await runMarkStep(signedIn, id, form);
  return Response.json(checked, {
    headers: withCookies(signedIn.cookies, { 'cache-control': 'no-store' }),
  });
}
