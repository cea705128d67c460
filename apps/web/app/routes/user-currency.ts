import { userSchema } from '@wasla/shared/contracts/auth';
import { apiFor } from '../lib/api-client/client.server';
import { langOf } from '../lib/route-lang';
import { readSession } from '../lib/session.server';
import type { Route } from './+types/user-currency';

/**
 * `POST /:lang/user-currency`: a signed-in account keeps its currency on the server too
 * (`/update-user-currency`). Replies with the API's first message for the success alert, or
 * `ok: false`; guests never get here (the cookie alone is theirs).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langOf(params);
  const { token } = readSession(request);
  const form = await request.formData();
  const currencyId = Number(form.get('currency_id'));
  if (!token || !Number.isInteger(currencyId)) return Response.json({ ok: false }, { status: 400 });
  const reply = await apiFor(context, lang, { token }).post(userSchema, '/update-user-currency', {
    currency_id: currencyId,
  });
  return Response.json(reply.ok ? { ok: true, message: reply.message?.txt[0] ?? '' } : { ok: false }, {
    headers: { 'cache-control': 'no-store' },
  });
}
