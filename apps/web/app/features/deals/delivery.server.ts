import { translator } from '@wasla/i18n/server-translator';
import { redirect } from 'react-router';
import { withCookies } from '../../lib/session.server';
import type { SignedIn } from '../auth/require-user.server';
import { toFormResult } from '../feedback/form-result';
import { attemptOf, idOf } from './deal-offer.server';
import { dealsApi } from './deals-api.server';

/**
 * The delivery form's writes: save the draft, send it (`POST /deals/deliver/{id}`, after saving what
 * was typed), or delete it. A new delivery gets its draft first (`POST /deals/delivery/generate-id`,
 * the form's attempt id as the Idempotency-Key). A refusal comes back with the server's messages
 * and the description as typed.
 */
export async function runDeliveryForm(signedIn: SignedIn, dealId: number, form: FormData) {
  const { lang } = signedIn;
  const deals = dealsApi(signedIn.api);
  const t = translator(lang, 'common');
  const intent = String(form.get('intent') ?? 'save');
  const description = String(form.get('description') ?? '').trim();
  const headers = signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined;
  const refused = (reply: Parameters<typeof toFormResult>[0], id?: number) => ({
    intent,
    ...(id ? { id } : {}),
    ...toFormResult(reply, { description }, ''),
  });

  let id = idOf(form.get('id'));
  if (intent === 'delete') {
    if (id) {
      const removed = await deals.removeDelivery(id);
      if (!removed.ok) return refused(removed, id);
    }
    throw redirect(`/${lang}/deals/${dealId}`, { headers });
  }
  if (!id) {
    const made = await deals.newDelivery(dealId, attemptOf(form));
    if (!made.ok) return refused(made);
    id = made.data.id;
  }
  const saved = await deals.saveDelivery(id, description);
  if (!saved.ok) return refused(saved, id);
  if (intent === 'send') {
    const sent = await deals.deliver(id);
    if (!sent.ok) return refused(sent, id);
    throw redirect(`/${lang}/deals/${dealId}/implementation?delivered=1`, { headers });
  }
  return { intent, id, ok: true as const, message: saved.message?.txt[0] ?? t('deals.done.delivery_saved') };
}
