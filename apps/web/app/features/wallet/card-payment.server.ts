import { randomUUID } from 'node:crypto';
import { redirect, redirectDocument } from 'react-router';
import { withCookies } from '../../lib/session.server';
import type { SignedIn } from '../auth/require-user.server';
import { type FormResult, toFormResult } from '../feedback/form-result';
import { cardGateway } from './gateway.server';
import { walletApi } from './wallet-api.server';

const ATTEMPT_ID = /^[0-9a-f-]{36}$/;

/** One attempt id per form shown: the required Idempotency-Key of the money routes. */
export const newAttempt = () => randomUUID();

/** The attempt id a form sent, or a fresh one when it sent none (a form from an older page). */
export function attemptOf(form: FormData): string {
  const attempt = String(form.get('attempt') ?? '');
  return ATTEMPT_ID.test(attempt) ? attempt : randomUUID();
}

/** Where a charge's outcome is shown: the web's result page, or the apps' minimal one. */
export const chargePage = (lang: string, id: number, mobile = false) =>
  `/${lang}/${mobile ? 'retrieve-mobile-charge' : 'retrieve-charge'}?charge_id=${id}`;

/**
 * Starts a card top-up from a payment form (`POST /wallets/top-up`, SPEC.md section 7) and sends the
 * browser on: to the bank's 3-D Secure page when the gateway asks for it (a page of the gateway, so
 * the whole document goes there, not the app's router), else to the result page, which shows
 * success or waits for the gateway. A refusal comes back with what was typed: of the form itself
 * (amount, card) as field errors, of the card by the gateway as `payment_failed`.
 */
export async function startCardPayment(
  signedIn: SignedIn,
  form: FormData,
): Promise<FormResult & { code?: string }> {
  const values = {
    amount: String(form.get('amount') ?? '').trim(),
    card_id: String(form.get('card_id') ?? ''),
  };
  const cardId = Number(values.card_id);
  const reply = await walletApi(signedIn.api).topUp(
    { amount: values.amount, card_id: Number.isSafeInteger(cardId) ? cardId : 0, return_to: 'web' },
    attemptOf(form),
  );
  const headers = signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined;
  if (reply.ok) {
    const charge = reply.data;
    if (charge.status === 'requires_action' && charge.redirect_url) {
      throw redirectDocument(charge.redirect_url, { headers });
    }
    throw redirect(chargePage(signedIn.lang, charge.id), { headers });
  }
  // `payment_failed`: the card was refused; the form shows "Payment Unsuccessful" with its reason.
  return { ...toFormResult(reply, values, ''), code: reply.code };
}

/**
 * What a card payment form shows: the saved cards, the top-up fee percentage of the platform's
 * pricing, the card gateway for a new card, a fresh attempt id, and the amount and card a link
 * asked for (`?amount=&card_id=`, from "try again" or from a page that needs a top-up).
 */
export async function loadCardPayment(signedIn: SignedIn, url: URL) {
  const wallet = walletApi(signedIn.api);
  const [cards, pricing, gateway] = await Promise.all([
    wallet.cards(),
    wallet.pricing(),
    cardGateway(signedIn.api),
  ]);
  const cardId = Number(url.searchParams.get('card_id'));
  return {
    cards,
    feePercent: pricing.card_top_up_fee_percentage,
    gateway,
    attempt: newAttempt(),
    defaults: {
      amount: url.searchParams.get('amount')?.slice(0, 24) ?? undefined,
      card_id: Number.isSafeInteger(cardId) && cardId > 0 ? cardId : undefined,
    },
  };
}
