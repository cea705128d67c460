import { translator } from '@wasla/i18n/server-translator';
import type { SignedIn } from '../auth/require-user.server';
import { attemptOf } from '../deals/deal-offer.server';
import { type FormResult, toFormResult } from '../feedback/form-result';
import { plansApi } from './plans-api.server';

/** What /my-subscription's action answers to a change of the plan: the server's message, or its errors. */
export type SubscriptionReply = FormResult & { intent: string };

/**
 * Cancel (with the reason), undo the cancellation, or turn automatic renewal off or on. The router
 * reads the page's data again after each, so the plan shown is the server's (SPEC.md section 4:
 * after cancel or undo the current plan is re-fetched).
 */
export async function changeSubscription(signedIn: SignedIn, form: FormData): Promise<SubscriptionReply> {
  const t = translator(signedIn.lang, 'common');
  const plans = plansApi(signedIn.api);
  const intent = String(form.get('intent'));
  const attempt = attemptOf(form);
  const reason = String(form.get('reason') ?? '');
  const reply =
    intent === 'cancel'
      ? await plans.cancel({ reason }, attempt)
      : intent === 'undo'
        ? await plans.undoCancellation(attempt)
        : intent === 'toggle'
          ? await plans.toggleAutoRenew(attempt)
          : null;
  if (!reply) return { ok: false, intent, errors: { form: [t('plans.errors.generic')] }, values: {} };
  return { ...toFormResult(reply, { reason }, t('plans.errors.generic')), intent };
}
