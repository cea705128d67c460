import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { DealPayment, dealPayRequest } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import { money, toDecimalString } from '@wasla/shared/money';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Executor } from '../../lib/events/record-event';
import { AppError } from '../../lib/http/app-error';
import { type UserActor, userActor } from '../../lib/policy/actor';
import type { Ledger } from '../ledger/ledger';
import type { ChargeFollower } from '../wallet/charge-settlement';
import type { ReturnTo } from '../wallet/charges.service';
import type { CardPayments } from '../wallet/wallet.module';
import { shortfallError, walletShortfall } from '../wallet/wallet-shortfall';
import type { DealActions } from './deal-actions.service';
import type { DealCoreRepository } from './deal-core.repository';
import { dealErrors } from './deal-errors';
import type { DealRow } from './deal-machine';
import type { DealReader } from './deal-reader';

type Log = { warn(obj: unknown, msg: string): void };
type PayInput = z.output<typeof dealPayRequest>;
type PayContext = { lang: Language; requestKey: string; returnTo: ReturnTo };

const _aed = (amount: bigint) => toDecimalString(money(amount, WALLET_CURRENCY));

/**
 * A deal's charge is named by the request that made it, in a space of its own: the same
 * Idempotency-Key sent to a top-up and to a deal's payment names two different charges.
 */
const requestKeyOf = (dealId: number, key: string) => `deal:${dealId}:${key}`;

/**
 * Paying an approved deal (SPEC.md sections 4, 7 and 8): from the wallet into the deal's escrow hold
 * when the available balance covers the AED total locked at approval; otherwise a 303 with the
 * shortfall and the card fee on it, or, given a saved card, a charge of only the shortfall plus its
 * fee. The wallet is credited when the gateway confirms (at once, after 3-D Secure through the
 * retrieve-charge call, by the webhook or by the sweep), and the charge's follower pays the deal in
 * that same transaction, so the money never rests between "credited" and "held" across a crash.
 * Anything the card brought beyond the total stays in the wallet. The hold's ledger key
 * (`deal:{id}:hold`) and the deal table make the payment happen once, whichever path comes first.
 */
export function createDealPayments(deps: {
  db: Database;
  ledger: Ledger;
  actions: DealActions;
  repo: DealCoreRepository;
  reader: DealReader;
  cards: CardPayments;
  log: Log;
}) {
  const { db, ledger, actions, repo, reader, cards } = deps;

  /** What the client's available balance lacks of the deal's total, in fils and as the 303 shows it. */
  const shortfallOf = (deal: DealRow, clientId: number) =>
    walletShortfall({ ledger, cards }, db, clientId, deal.totalAed ?? 0n);

  /** Pays from the wallet; a balance spent since it was read is the 303 with the shortfall now. */
  async function payFromWallet(actor: UserActor, deal: DealRow, requestKey?: string) {
    try {
      // The request's key goes with the change: its retry after a crash is answered "paid".
      return await actions.act(actor, deal.id, 'pay', { requestKey });
    } catch (error) {
      if (error instanceof AppError && error.status === 303) {
        const shortfall = await shortfallOf(deal, actor.id);
        if (shortfall) throw shortfallError(shortfall.shown);
      }
      throw error;
    }
  }

  async function reply(
    actor: UserActor,
    id: number,
    lang: Language,
    outcome: Omit<DealPayment, 'deal'>,
  ): Promise<DealPayment> {
    return { ...outcome, deal: await reader.present(db, actor, (await repo.find(db, id))!, lang) };
  }

  const paid = { status: 'paid' as const, charge_id: null, redirect_url: null };

  async function payByCard(
    actor: UserActor,
    deal: DealRow,
    cardId: number,
    missing: bigint,
    context: PayContext,
  ): Promise<DealPayment> {
    const { row: charge, redirectUrl } = await cards.chargeForDeal(
      actor,
      { cardId, dealId: deal.id, amount: money(missing, WALLET_CURRENCY) },
      { ...context, requestKey: requestKeyOf(deal.id, context.requestKey) },
    );
    const ids = { charge_id: charge.id, redirect_url: null };
    if (charge.status === 'failed') return reply(actor, deal.id, context.lang, { status: 'failed', ...ids });
    if (charge.status !== 'succeeded')
      return reply(actor, deal.id, context.lang, {
        status: 'requires_action',
        charge_id: charge.id,
        redirect_url: redirectUrl,
      });
    // The charge succeeded and its follower paid the deal, unless something came between (the
    // credit spent elsewhere, the deal canceled): the deal table's answer to a payment now says what.
    const now = (await repo.find(db, deal.id))!;
    if (!now.paidAt) await payFromWallet(actor, now, context.requestKey);
    return reply(actor, deal.id, context.lang, { status: 'paid', ...ids });
  }

  /**
   * Pays the deal of a `deal` charge that just succeeded, in the settlement's transaction. A refusal
   * (the deal paid another way, canceled, its payment window over, the balance spent meanwhile)
   * leaves the credited money in the wallet, where the client sees it.
   */
  const follower: ChargeFollower = {
    async lock(tx: Executor, charge) {
      if (charge.dealId !== null) await repo.lock(tx, charge.dealId);
    },
    async succeeded(tx: Executor, charge) {
      if (charge.dealId === null) return;
      try {
        await actions.act(userActor(charge.userId), charge.dealId, 'pay', { within: tx });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        deps.log.warn(
          { chargeId: charge.id, dealId: charge.dealId, refusal: error.code },
          'a card charge for a deal succeeded but the deal was not paid; the money stays in the wallet',
        );
      }
    },
  };
  cards.follow('deal', follower);

  return {
    async pay(actor: UserActor, id: number, input: PayInput, context: PayContext): Promise<DealPayment> {
      const deal = await reader.readable(db, actor, id);
      // There are no coupons yet: a code is never taken for a discount it does not give.
      if (input.code) throw dealErrors.couponNotFound();
      if (input.card_id !== undefined) {
        // A card named is the caller's, used or not: someone else's is as missing as their deal.
        await cards.usableCard(actor, input.card_id);
        // A retry of a request whose charge was made (its reply lost to a crash) continues that
        // charge, for the amount it was for, and answers what became of it and of the deal.
        const earlier = await cards.chargeOfRequest(actor.id, requestKeyOf(id, context.requestKey));
        if (earlier) return payByCard(actor, deal, input.card_id, earlier.amount, context);
      }
      // Anything but the client paying an approved deal is the deal table's to refuse (a second
      // payment, a provider, a deal past its payment window), before any balance is read.
      if (deal.stage !== 'approved' || deal.clientId !== actor.id) {
        await payFromWallet(actor, deal, context.requestKey);
        return reply(actor, id, context.lang, paid);
      }
      const shortfall = await shortfallOf(deal, actor.id);
      if (!shortfall) {
        await payFromWallet(actor, deal, context.requestKey);
        return reply(actor, id, context.lang, paid);
      }
      if (input.card_id === undefined) throw shortfallError(shortfall.shown);
      return payByCard(actor, deal, input.card_id, shortfall.missing, context);
    },
  };
}

export type DealPayments = ReturnType<typeof createDealPayments>;
