import { requireUser } from '../features/auth/require-user.server';
import { attemptOf, idOf } from '../features/deals/deal-offer.server';
import { dealsApi } from '../features/deals/deals-api.server';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/deal-drafts';

/**
 * `POST /:lang/deals/drafts` {service_id | deal_id, attempt}: the id of a new offer (on a service)
 * or of a delivery's draft (of a deal), asked for by the form the first time it needs one (its
 * first file). JSON for the page's script; the attempt id is the
 * Idempotency-Key, so asking twice gives the same draft.
 */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  const serviceId = idOf(form.get('service_id'));
  const dealId = idOf(form.get('deal_id'));
  const reply = (body: unknown, status = 200) =>
    Response.json(body, { status, headers: withCookies(signedIn.cookies, { 'cache-control': 'no-store' }) });
  const deals = dealsApi(signedIn.api);
  // A delivery's draft when the form names its deal; an offer's when it names the service.
  const made = dealId
    ? await deals.newDelivery(dealId, attemptOf(form))
    : serviceId
      ? await deals.generate(serviceId, attemptOf(form))
      : null;
  if (!made) return reply({ ok: false }, 400);
  if (made.ok) return reply({ ok: true, id: made.data.id });
  return reply({ ok: false, message: Object.values(made.message).flat().join(' ') }, made.status);
}
