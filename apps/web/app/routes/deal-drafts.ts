import { requireUser } from '../features/auth/require-user.server';
import { attemptOf, idOf } from '../features/deals/deal-offer.server';
import { dealsApi } from '../features/deals/deals-api.server';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/deal-drafts';

/**
 * `POST /:lang/deals/drafts` {service_id, attempt}: a new offer's id, asked for by the offer form the
 * first time it needs one (its first file). JSON for the page's script; the attempt id is the
 * Idempotency-Key, so asking twice gives the same draft.
 */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  const serviceId = idOf(form.get('service_id'));
  const reply = (body: unknown, status = 200) =>
    Response.json(body, { status, headers: withCookies(signedIn.cookies, { 'cache-control': 'no-store' }) });
  if (!serviceId) return reply({ ok: false }, 400);
  const made = await dealsApi(signedIn.api).generate(serviceId, attemptOf(form));
  if (made.ok) return reply({ ok: true, id: made.data.id });
  return reply({ ok: false, message: Object.values(made.message).flat().join(' ') }, made.status);
}
