import { TOP_UP_MAXIMUM_AED, TOP_UP_MINIMUM_AED, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { Charge, TopUpRequest } from '@wasla/shared/contracts/wallet';
import type { Language } from '@wasla/shared/languages';
import { add, exponentOf, type Money, money, parseMinor, percentOf } from '@wasla/shared/money';
import { isFinalCharge } from '@wasla/shared/wallet-rules/charge-states';
import { fieldError } from '../../lib/http/field-errors';
import { idempotencyErrors } from '../../lib/http/idempotency/idempotency-errors';
import type { UserActor } from '../../lib/policy/actor';
import { type PaymentGateway, PaymentGatewayError } from '../payments/payment-gateway';
import type { ChargeSettlement, Report } from './charge-settlement';
import { canCard, canCharge } from './wallet.policy';
import { presentCharge } from './wallet.presenter';
import type { CardRow, ChargeRow, WalletRepository } from './wallet.repository';
import { walletErrors } from './wallet-errors';
import type { WalletFees } from './wallet-fees';

export type ReturnTo = 'web' | 'mobile';
type ChargeContext = { lang: Language; requestKey: string; returnTo: ReturnTo };

/** The gateway's answer, with where the card holder goes for 3-D Secure when it asks for that. */
type Answer = Report & { redirectUrl?: string };

const whole = (aed: number) => BigInt(aed) * 10n ** BigInt(exponentOf(WALLET_CURRENCY));

/** The gateway's name of a wallet charge, sent as its reference: webhooks find the charge by it. */
export const chargeReference = (charge: { id: number }) => `wallet_charge:${charge.id}`;
export const chargeIdOfReference = (reference: unknown) => {
  const match = typeof reference === 'string' ? /^wallet_charge:(\d{1,15})$/.exec(reference) : null;
  return match ? Number(match[1]) : undefined;
};

/**
 * Asks the gateway where a charge stands: the charge request again under the charge's own key when
 * its first answer never arrived (the gateway answers what it did the first time, and charges
 * nothing twice), or a retrieve once the gateway's id is known. A card the gateway no longer knows
 * cannot be charged: that is the charge's answer, a failure, not an outage.
 */
export async function askGateway(gateway: PaymentGateway, charge: ChargeRow, card: CardRow): Promise<Answer> {
  if (charge.gatewayChargeId) return gateway.retrieveCharge(charge.gatewayChargeId);
  try {
    return await gateway.createCharge({
      amount: money(charge.total, charge.currency),
      gatewayCardId: card.gatewayCardId,
      reference: chargeReference(charge),
      returnUrl: charge.returnUrl ?? '',
      idempotencyKey: chargeReference(charge),
    });
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.kind === 'not_found')
      return { status: 'failed', failureCode: 'card_not_found' };
    throw error;
  }
}

/**
 * Top-ups by card (SPEC.md sections 3, 7 and 9): the amount plus the card top-up fee is charged to
 * a saved card; the wallet is credited once the gateway confirms, whichever way the confirmation
 * comes (the charge's answer, the retrieve-charge page, a webhook, the sweep).
 */
export function createCharges(deps: {
  repo: WalletRepository;
  settlement: ChargeSettlement;
  gateway: PaymentGateway;
  fees: WalletFees;
  publicUrl: string;
}) {
  const { repo, settlement, gateway, fees } = deps;

  // A deal's charge brings the browser back to the deal's payment page, which reads the charge like
  // the retrieve-charge page does and shows the deal paid (or Payment Unsuccessful).
  const returnUrlOf = (id: number, lang: Language, returnTo: ReturnTo, dealId?: number | null) =>
    returnTo === 'web' && dealId
      ? `${deps.publicUrl}/${lang}/deals/${dealId}/payment?charge_id=${id}`
      : `${deps.publicUrl}/${lang}/${returnTo === 'mobile' ? 'retrieve-mobile-charge' : 'retrieve-charge'}?charge_id=${id}`;

  function amountOf(input: TopUpRequest) {
    const exponent = exponentOf(WALLET_CURRENCY);
    const minor = parseMinor(String(input.amount), exponent);
    if (minor === undefined) throw fieldError('amount', 'validation.amount', { decimals: exponent });
    if (minor < whole(TOP_UP_MINIMUM_AED))
      throw fieldError('amount', 'validation.top_up_min', { min: TOP_UP_MINIMUM_AED });
    if (minor > whole(TOP_UP_MAXIMUM_AED))
      throw fieldError('amount', 'validation.top_up_max', { max: TOP_UP_MAXIMUM_AED });
    return money(minor, WALLET_CURRENCY);
  }

  async function usableCard(actor: UserActor, id: number) {
    const card = await repo.card(repo.db, id);
    if (!card || !canCard(actor, 'charge', card)) throw walletErrors.cardNotFound();
    return card;
  }

  /** The gateway's answer, or a 503 that lets the client retry under the same Idempotency-Key. */
  async function reach(charge: ChargeRow, card: CardRow) {
    try {
      return await askGateway(gateway, charge, card);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.kind === 'unavailable')
        throw walletErrors.gatewayUnavailable();
      throw error;
    }
  }

  /**
   * Charges `amount` plus `fee` to the card. The charge row, with the request's Idempotency-Key, is
   * committed before the gateway is called, under a gateway key of the row's own: a retry after a
   * crash (the middleware lets the same key run again once its lease is over) finds the row and asks
   * the gateway about it again, so a card is never charged twice for one request.
   */
  async function charge(
    actor: UserActor,
    card: CardRow,
    amounts: { amount: Money; fee: Money },
    context: ChargeContext & { purpose: string; dealId?: number; purchase?: Record<string, unknown> },
  ) {
    const { amount, fee } = amounts;
    const total = add(amount, fee);
    const dealId = context.dealId ?? null;
    const purchase = context.purchase ?? null;
    let row = await repo.transaction(async (tx) => {
      const earlier = await repo.chargeByRequestKey(tx, actor.id, context.requestKey);
      if (earlier) {
        // The key's own reply expired (24 hours) but the charge it made did not: only the very
        // same charge may continue it.
        if (
          earlier.amount !== amount.amount ||
          earlier.cardId !== card.id ||
          earlier.dealId !== dealId ||
          earlier.purpose !== context.purpose ||
          JSON.stringify(earlier.purchase) !== JSON.stringify(purchase)
        )
          throw idempotencyErrors.otherRequest();
        return earlier;
      }
      const inserted = await repo.insertCharge(tx, {
        userId: actor.id,
        cardId: card.id,
        purpose: context.purpose,
        dealId,
        purchase,
        currency: amount.currency,
        amount: amount.amount,
        fee: fee.amount,
        total: total.amount,
        requestKey: context.requestKey,
      });
      const returnUrl = returnUrlOf(inserted.id, context.lang, context.returnTo, dealId);
      await repo.setCharge(tx, inserted.id, { returnUrl });
      return { ...inserted, returnUrl };
    });
    let redirectUrl: string | null = null;
    if (!isFinalCharge(row.status as Charge['status'])) {
      const answer = await reach(row, card);
      row = (await settlement.settle(row.id, answer, `user:${actor.id}`)).row ?? row;
      redirectUrl = answer.redirectUrl ?? null;
    }
    return { row, card, redirectUrl };
  }

  return {
    /** Charges the amount plus the card top-up fee to a saved card of the caller's; see `charge`. */
    async topUp(actor: UserActor, input: TopUpRequest, context: ChargeContext): Promise<Charge> {
      const amount = amountOf(input);
      const card = await usableCard(actor, input.card_id);
      const fee = percentOf(amount, await fees.topUpFeeBasisPoints());
      const { row, redirectUrl } = await charge(
        actor,
        card,
        { amount, fee },
        { ...context, purpose: 'top_up' },
      );
      if (row.status === 'failed') throw walletErrors.paymentFailed(row.failureCode);
      return presentCharge(row, card, redirectUrl);
    },

    /** A saved card the caller may charge, else the 404 of a missing card. */
    usableCard,

    /** The charge a request with this Idempotency-Key made, for its retry to continue it. */
    chargeOfRequest: (userId: number, requestKey: string) =>
      repo.chargeByRequestKey(repo.db, userId, requestKey),

    /** The card top-up fee on `amount`, as a top-up of it would be charged. */
    feeOn: async (amount: Money) => percentOf(amount, await fees.topUpFeeBasisPoints()),

    /**
     * Charges a deal's shortfall plus its fee to a saved card of the caller's (404 otherwise). The
     * wallet is credited when the gateway confirms, and the charge's follower (the deals module)
     * pays the deal in that same transaction. Answers the charge as it stands, failed or not: the
     * deal's page says what to do next.
     */
    async chargeForDeal(
      actor: UserActor,
      input: { cardId: number; dealId: number; amount: Money },
      context: ChargeContext,
    ) {
      const card = await usableCard(actor, input.cardId);
      const fee = percentOf(input.amount, await fees.topUpFeeBasisPoints());
      return charge(
        actor,
        card,
        { amount: input.amount, fee },
        { ...context, purpose: 'deal', dealId: input.dealId },
      );
    },

    /**
     * Charges a purchase's shortfall (a plan, a promotion) plus its fee to a saved card of the
     * caller's. The charge carries what it buys; the follower of its purpose completes the purchase
     * in the transaction that credits the wallet (modules/wallet/wallet-purchases.ts).
     */
    async chargeForPurchase(
      actor: UserActor,
      input: { cardId: number; amount: Money; purpose: string; purchase: Record<string, unknown> },
      context: ChargeContext,
    ) {
      const card = await usableCard(actor, input.cardId);
      const fee = percentOf(input.amount, await fees.topUpFeeBasisPoints());
      return charge(
        actor,
        card,
        { amount: input.amount, fee },
        { ...context, purpose: input.purpose, purchase: input.purchase },
      );
    },

    /**
     * The retrieve-charge page (after 3-D Secure, or polling while the gateway processes): a charge
     * not yet final is asked about and settled on the way. When the gateway does not answer, the
     * charge is shown as it stands; the webhook or the sweep settles it later.
     */
    async retrieve(actor: UserActor, id: number): Promise<Charge> {
      let charge = await repo.charge(repo.db, id);
      if (!charge || !canCharge(actor, 'read', charge)) throw walletErrors.chargeNotFound();
      const card = charge.cardId === null ? undefined : await repo.card(repo.db, charge.cardId);
      let redirectUrl: string | null = null;
      if (card && !isFinalCharge(charge.status as Charge['status'])) {
        const answer = await askGatewayQuietly(charge, card);
        if (answer) {
          charge = (await settlement.settle(charge.id, answer, `user:${actor.id}`)).row ?? charge;
          redirectUrl = answer.redirectUrl ?? null;
        }
      }
      return presentCharge(charge, card, redirectUrl);
    },
  };

  /** Only a charge the gateway has heard of is asked about from a page; a new one is the sweep's. */
  async function askGatewayQuietly(charge: ChargeRow, card: CardRow) {
    if (!charge.gatewayChargeId) return undefined;
    try {
      return await askGateway(gateway, charge, card);
    } catch {
      return undefined;
    }
  }
}

export type Charges = ReturnType<typeof createCharges>;
