import { translator } from '@wasla/i18n/server-translator';
import { PLAN_PERIODS, type PlanPeriod } from '@wasla/shared/contracts/plans';
import { type WalletShortfall, walletShortfallSchema } from '@wasla/shared/contracts/wallet';
import { redirectDocument } from 'react-router';
import { withCookies } from '../../lib/session.server';
import type { SignedIn } from '../auth/require-user.server';
import { attemptOf, idOf } from '../deals/deal-offer.server';
import { toFormResult } from '../feedback/form-result';
import { plansApi } from './plans-api.server';

/** What the plans page's action answers about one plan. */
export type PlanReply =
  | { outcome: 'paid'; message: string }
  | { outcome: 'scheduled'; message: string }
  | {
      outcome: 'shortfall';
      shortfall: WalletShortfall;
      fields: { choice: 'subscribe' | 'upgrade'; plan_id: string; period: PlanPeriod };
    }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'refused'; code: string; errors: string[] };

const periodOf = (value: FormDataEntryValue | null): PlanPeriod =>
  PLAN_PERIODS.find((period) => period === value) ?? 'monthly';

type Failure = { ok: false; status: number; code: string; message: Record<string, unknown>; data?: unknown };

function refusal(reply: Failure): PlanReply {
  const result = toFormResult(reply as Parameters<typeof toFormResult>[0], {}, '');
  return {
    outcome: 'refused',
    code: reply.code,
    errors: result.ok ? [] : Object.values(result.errors).flat(),
  };
}

/**
 * Runs one plan card's choice (SPEC.md section 4, Subscription): subscribe or upgrade from the wallet
 * (the form's attempt id as the Idempotency-Key), or with `card_id` (from the empty-wallet dialog) the
 * shortfall plus its fee charged to a saved card; a card asking for 3-D Secure sends the browser to
 * the bank, which comes back to /my-subscription. A downgrade is scheduled for the renewal, or
 * refused ("Operation Cannot Be Completed") when what was paid exceeds the new plan's price.
 */
export async function runPlanChoice(signedIn: SignedIn, form: FormData): Promise<PlanReply> {
  const t = translator(signedIn.lang, 'common');
  const plans = plansApi(signedIn.api);
  const intent = String(form.get('intent'));
  const choice = intent === 'pay-card' ? String(form.get('choice')) : intent;
  const planId = idOf(form.get('plan_id'));
  const period = periodOf(form.get('period'));
  const attempt = attemptOf(form);
  if (!planId) return { outcome: 'refused', code: 'plan_not_found', errors: [t('plans.errors.generic')] };

  if (choice === 'downgrade') {
    const reply = await plans.downgrade({ plan_id: planId, period }, attempt);
    return reply.ok
      ? { outcome: 'scheduled', message: reply.message?.txt[0] ?? '' }
      : refusal(reply as Failure);
  }
  if (choice !== 'subscribe' && choice !== 'upgrade') {
    return { outcome: 'refused', code: 'bad_request', errors: [t('plans.errors.generic')] };
  }
  const cardId = idOf(form.get('card_id'));
  const card = cardId ? { card_id: cardId } : {};
  const reply =
    choice === 'subscribe'
      ? await plans.subscribe({ plan_id: planId, period, return_to: 'web', ...card }, attempt)
      : await plans.upgrade({ plan_id: planId, return_to: 'web', ...card }, attempt);
  if (reply.ok) {
    const payment = reply.data;
    if (payment.status === 'requires_action' && payment.redirect_url) {
      // The bank's page is outside the app: the whole document goes there.
      throw redirectDocument(payment.redirect_url, {
        headers: signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined,
      });
    }
    if (payment.status === 'failed')
      return { outcome: 'failed', reason: t('wallet.charge.failures.generic') };
    return { outcome: 'paid', message: reply.message?.txt[0] ?? t('plans.paid_fallback') };
  }
  if (reply.status === 303) {
    const shortfall = walletShortfallSchema.safeParse(reply.data);
    if (shortfall.success) {
      return {
        outcome: 'shortfall',
        shortfall: shortfall.data,
        fields: { choice, plan_id: String(planId), period },
      };
    }
  }
  if (reply.code === 'payment_failed') {
    return { outcome: 'failed', reason: Object.values(reply.message).flat().join(' ') };
  }
  return refusal(reply as Failure);
}
