import { randomUUID } from 'node:crypto';
import { translator } from '@wasla/i18n/server-translator';
import type { Charge } from '@wasla/shared/contracts/wallet';
import { type WalletShortfall, walletShortfallSchema } from '@wasla/shared/contracts/wallet';
import { data, redirectDocument } from 'react-router';
import { withCookies } from '../../lib/session.server';
import type { SignedIn } from '../auth/require-user.server';
import { toFormResult } from '../feedback/form-result';
import { cardGateway } from '../wallet/gateway.server';
import { walletApi } from '../wallet/wallet-api.server';
import { attemptOf, idOf } from './deal-offer.server';
import { dealsApi } from './deals-api.server';

/** What the payment page's action answers. */
export type PayReply =
  | { outcome: 'paid' }
  | { outcome: 'shortfall'; shortfall: WalletShortfall }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'refused'; errors: Record<string, string[]> };

/**
 * Everything the payment page shows: the deal (the client's, approved or already paid), the wallet's
 * balance, the saved cards and the card gateway for the empty-wallet dialog, and, back from 3-D Secure
 * (`?charge_id=`), the card charge as `GET /wallets/retrieve-charge/{id}` answers it (which asks the
 * gateway about a charge still open; its success pays the deal in the same transaction).
 */
export async function loadDealPayment(signedIn: SignedIn, dealId: number, url: URL) {
  const deals = dealsApi(signedIn.api);
  const wallet = walletApi(signedIn.api);
  const chargeId = idOf(url.searchParams.get('charge_id'));
  let charge: Charge | null = null;
  if (chargeId) {
    const found = await wallet.charge(chargeId);
    if (found.body.error) throw data(null, { status: found.status });
    charge = found.body.data;
  }
  // Read after the charge: its settlement may just have paid the deal.
  const [deal, balance, cards, gateway] = await Promise.all([
    deals.deal(dealId),
    wallet.balance(),
    wallet.cards(),
    cardGateway(signedIn.api),
  ]);
  if (!deal.my_parties.includes('client')) throw data(null, { status: 404 });
  // Two keys: paying from the wallet and charging a card are two requests with two bodies, and the
  // dialog may be used before the page has read itself again after the wallet's 303.
  return { deal, balance, cards, gateway, charge, attempt: randomUUID(), cardAttempt: randomUUID() };
}

/**
 * Pays the deal (`POST /deals/pay/{id}`, the form's attempt id as the Idempotency-Key): from the
 * wallet, or with `card_id` the shortfall plus its fee charged to a saved card. A wallet too short
 * answers 303 with the figures of the empty-wallet dialog; a card asking for 3-D Secure sends the
 * whole browser to the bank's page, which comes back to this page with the charge's id.
 */
export async function payDeal(signedIn: SignedIn, dealId: number, form: FormData): Promise<PayReply> {
  const t = translator(signedIn.lang, 'common');
  const cardId = idOf(form.get('card_id'));
  const reply = await dealsApi(signedIn.api).pay(
    dealId,
    { return_to: 'web', ...(cardId ? { card_id: cardId } : {}) },
    attemptOf(form),
  );
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
    return { outcome: 'paid' };
  }
  if (reply.status === 303) {
    const shortfall = walletShortfallSchema.safeParse(reply.data);
    if (shortfall.success) return { outcome: 'shortfall', shortfall: shortfall.data };
  }
  if (reply.code === 'payment_failed') {
    return { outcome: 'failed', reason: Object.values(reply.message).flat().join(' ') };
  }
  const result = toFormResult(reply, {}, '');
  return { outcome: 'refused', errors: result.ok ? {} : result.errors };
}
