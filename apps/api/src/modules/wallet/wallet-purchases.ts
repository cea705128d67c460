import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { money, toDecimalString } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import type { Executor } from '../../lib/events/record-event';
import { AppError } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { type Ledger, LedgerError, type Leg } from '../ledger/ledger';
import type { ReturnTo } from './charges.service';
import type { CardPayments } from './wallet.module';
import type { ChargeRow } from './wallet.repository';
import { shortfallError, walletShortfall } from './wallet-shortfall';

type Log = { warn(obj: unknown, msg: string): void };
const _aed = (fils: bigint) => toDecimalString(money(fils, WALLET_CURRENCY));

/** One payment from the available balance: who pays, the credits it makes (summing to the total), its key. */
export type WalletPayment = {
  userId: number;
  kind: string;
  credits: Leg[];
  key: string;
  reference: { kind: string; id: string | number };
  actor: string;
};

export type PurchaseOutcome = {
  status: 'paid' | 'requires_action' | 'failed';
  chargeId: number | null;
  redirectUrl: string | null;
};

/**
 * Paying for something in AED from the wallet (a plan, a promotion), for any module:
 * - `pay(tx, payment)`: the ledger transfer from the payer's available balance, inside the caller's
 *   transaction and under the caller's key (a retry or a second instance is `replayed`, never a
 *   second charge); an available balance too small is a plain 303 (nothing written).
 * - `purchase(actor, input, complete)`: the whole request. With enough money `complete()` runs (the
 *   caller's transaction that changes its rows and calls `pay`); without, the 303 with the shortfall
 *   and its card fee, or, given a saved card, a charge of only the shortfall plus its fee. That charge
 *   carries `purchase` (what it buys) and the follower of its purpose (`follow`) completes the
 *   purchase in the transaction that credits the wallet, however the success arrives (at once, after
 *   3-D Secure, by webhook or by the sweep). A completion refused by then leaves the money in the
 *   wallet, where its owner sees it.
 */
export function createWalletPurchases(deps: { db: Database; ledger: Ledger; cards: CardPayments; log: Log }) {
  const { db, ledger, cards } = deps;

  const shortfallOf = (userId: number, total: bigint) =>
    walletShortfall({ ledger, cards }, db, userId, total);

  async function pay(tx: Executor, payment: WalletPayment) {
    const total = payment.credits.reduce((sum, leg) => sum + leg.amount, 0n);
    const legs: Leg[] = [
      { account: { kind: 'user_available', userId: payment.userId }, amount: -total },
      ...payment.credits.filter((leg) => leg.amount !== 0n),
    ];
    try {
      return await ledger.transfer(tx, {
        kind: payment.kind,
        currency: WALLET_CURRENCY,
        legs,
        key: payment.key,
        reference: payment.reference,
        actor: payment.actor,
      });
    } catch (error) {
      // The plain 303: its shortfall is read after the caller's transaction (`purchase` does), since
      // the card fee is read outside it.
      if (error instanceof LedgerError && error.code === 'insufficient_funds')
        throw new AppError(303, 'insufficient_balance');
      throw error;
    }
  }

  /** Runs `complete`; a balance spent since it was read answers the 303 with the shortfall now. */
  async function completeFromWallet(userId: number, total: bigint, complete: () => Promise<unknown>) {
    try {
      await complete();
    } catch (error) {
      if (error instanceof AppError && error.status === 303) {
        const shortfall = await shortfallOf(userId, total);
        if (shortfall) throw shortfallError(shortfall.shown);
      }
      throw error;
    }
  }

  return {
    pay,
    shortfallOf,

    async purchase(
      actor: UserActor,
      input: {
        total: bigint;
        cardId?: number;
        purpose: string;
        purchase: Record<string, unknown>;
        requestKey: string;
        lang: Language;
        returnTo: ReturnTo;
      },
      complete: () => Promise<unknown>,
    ): Promise<PurchaseOutcome> {
      const requestKey = `${input.purpose}:${input.requestKey}`;
      const context = { lang: input.lang, returnTo: input.returnTo, requestKey };
      let missing: bigint | undefined;
      if (input.cardId !== undefined) {
        await cards.usableCard(actor, input.cardId);
        // A retry of a request whose charge was made continues that very charge.
        const earlier = await cards.chargeOfRequest(actor.id, requestKey);
        if (earlier) missing = earlier.amount;
      }
      if (missing === undefined) {
        const shortfall = input.total > 0n ? await shortfallOf(actor.id, input.total) : undefined;
        if (!shortfall) {
          await completeFromWallet(actor.id, input.total, complete);
          return { status: 'paid', chargeId: null, redirectUrl: null };
        }
        if (input.cardId === undefined) throw shortfallError(shortfall.shown);
        missing = shortfall.missing;
      }
      const { row, redirectUrl } = await cards.chargeForPurchase(
        actor,
        {
          cardId: input.cardId!,
          amount: money(missing, WALLET_CURRENCY),
          purpose: input.purpose,
          purchase: input.purchase,
        },
        context,
      );
      if (row.status === 'failed') return { status: 'failed', chargeId: row.id, redirectUrl: null };
      if (row.status !== 'succeeded') return { status: 'requires_action', chargeId: row.id, redirectUrl };
      return { status: 'paid', chargeId: row.id, redirectUrl: null };
    },

    /**
     * Completes the purchases of `purpose` whose card charge succeeded, in the settlement's
     * transaction (a savepoint: a refusal undoes only the completion, and the credit stays).
     */
    follow(purpose: string, completion: (tx: Executor, charge: ChargeRow) => Promise<void>) {
      cards.follow(purpose, {
        async succeeded(tx, charge) {
          try {
            await tx.transaction((savepoint) => completion(savepoint, charge));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            deps.log.warn(
              { chargeId: charge.id, purpose, refusal: error.code },
              'a card charge for a purchase succeeded but the purchase was refused; the money stays in the wallet',
            );
          }
        },
      });
    },
  };
}

export type WalletPurchases = ReturnType<typeof createWalletPurchases>;
