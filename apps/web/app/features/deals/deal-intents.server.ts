import { translator } from '@wasla/i18n/server-translator';
import type { SignedIn } from '../auth/require-user.server';
import { toFormResult } from '../feedback/form-result';
import { type ServiceTerms, termsOf, valuesOfForm } from './deal-form-model';
import { attemptOf, idOf } from './deal-offer.server';
import { dealsApi } from './deals-api.server';
import type { DealReply } from './use-deal-action';

/** The intents of the deal page, each one call of SPEC.md section 7 (Deals). */
export const DEAL_INTENTS = [
  'approve',
  'reject',
  'counter',
  'approve_update',
  'reject_update',
  'dismiss_update',
  'withdraw',
  'cancel',
  'dispute',
  'review',
  'favorite',
  'accept_delivery',
  'reject_delivery',
] as const;
type Intent = (typeof DEAL_INTENTS)[number];
const isIntent = (value: string): value is Intent => (DEAL_INTENTS as readonly string[]).includes(value);

type Write =
  | { ok: true; message?: { txt: string[] } }
  | { ok: false; status: number; message: Record<string, string[] | undefined> };

/**
 * Runs one action of the deal page for the signed-in reader: the API decides whether it is open to
 * them now, and its refusals come back as they are sent ("The deadline for taking the required action
 * has passed" and the other 409s as form-wide messages; a missing reason beside its field), with what
 * was typed.
 */
export async function runDealIntent(signedIn: SignedIn, dealId: number, form: FormData): Promise<DealReply> {
  const t = translator(signedIn.lang, 'common');
  const deals = dealsApi(signedIn.api);
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const reason = () => {
    const comment = text('comment');
    return { reason: text('reason'), ...(comment ? { comment } : {}) };
  };
  const result = (reply: Write, values: Record<string, string>, done: string): DealReply => ({
    intent,
    ...toFormResult(reply, values, t(done)),
  });
  if (!isIntent(intent))
    return { intent, ok: false, errors: { form: [t('deals.something_wrong')] }, values: {} };

  switch (intent) {
    case 'approve':
    case 'approve_update':
      return result(await deals.approve(dealId), {}, `deals.done.${intent}`);
    case 'dismiss_update':
      return result(await deals.dismissUpdate(dealId), {}, 'deals.done.dismiss_update');
    case 'reject':
    case 'reject_update':
      return result(
        await deals.reject(dealId, reason()),
        { reason: text('reason'), comment: text('comment') },
        'deals.done.reject',
      );
    case 'withdraw':
    case 'cancel':
      return result(
        await deals.cancel(dealId, reason(), attemptOf(form)),
        { reason: text('reason'), comment: text('comment') },
        `deals.done.${intent}`,
      );
    case 'counter': {
      const values = valuesOfForm(form);
      const service = {
        type: text('service_type') === 'requested' ? 'requested' : 'provided',
      } as ServiceTerms;
      const { title: _title, ...terms } = termsOf(values, service);
      return result(
        await deals.counter(dealId, terms),
        { ...values, extra_option_ids: values.extra_option_ids.join(',') },
        'deals.done.counter',
      );
    }
    case 'dispute': {
      const values = { reason: text('reason'), evidence: text('evidence') };
      return result(
        await deals.dispute(dealId, {
          reason: values.reason,
          ...(values.evidence ? { evidence: values.evidence } : {}),
        }),
        values,
        'deals.done.dispute',
      );
    }
    case 'review': {
      const values = Object.fromEntries(
        ['attitude', 'quality', 'commitment', 'deal_again', 'comment'].map((name) => [name, text(name)]),
      );
      return result(
        await deals.review(dealId, values as unknown as Parameters<typeof deals.review>[1]),
        values,
        'deals.done.review',
      );
    }
    case 'favorite': {
      const on = text('favorite') === 'true';
      return result(
        await deals.favorite(dealId, on),
        {},
        on ? 'deals.done.favorite_on' : 'deals.done.favorite_off',
      );
    }
    case 'accept_delivery':
    case 'reject_delivery': {
      const deliveryId = idOf(form.get('delivery_id'));
      if (!deliveryId)
        return { intent, ok: false, errors: { form: [t('deals.something_wrong')] }, values: {} };
      return intent === 'accept_delivery'
        ? result(await deals.acceptDelivery(deliveryId, attemptOf(form)), {}, 'deals.done.accept_delivery')
        : result(
            await deals.rejectDelivery(deliveryId, reason()),
            { reason: text('reason'), comment: text('comment') },
            'deals.done.reject_delivery',
          );
    }
  }
}
