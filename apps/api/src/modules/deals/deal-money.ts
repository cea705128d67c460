import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { money, percentOf } from '@wasla/shared/money';
import type { Executor } from '../../lib/events/record-event';
import type { Ledger, Leg } from '../ledger/ledger';
import type { DealRow } from './deal-machine';

/** The ledger's keys of a deal's transfers: each exists at most once, whoever asks and however often. */
export const dealKeys = (id: number) => ({
  hold: `deal:${id}:hold`,
  release: `deal:${id}:release`,
  split: `deal:${id}:split`,
  refund: `deal:${id}:refund`,
});

/** The AED figures locked at approval; a deal without them was never approved. */
function locked(deal: DealRow) {
  if (
    deal.totalAed === null ||
    deal.subtotalAed === null ||
    deal.serviceFeeAed === null ||
    deal.taxAed === null
  )
    throw new Error(`deal ${deal.id} has no locked amounts`);
  return {
    total: deal.totalAed,
    subtotal: deal.subtotalAed,
    serviceFee: deal.serviceFeeAed,
    tax: deal.taxAed,
    commissionBp: BigInt(deal.commissionBp ?? 0),
  };
}

function heldOf(deal: DealRow): number {
  if (!deal.holdTransferId) throw new Error(`deal ${deal.id} holds no money`);
  return deal.holdTransferId;
}

/** Legs with nothing to move are left out: the ledger refuses a zero leg. */
const nonZero = (legs: Leg[]) => legs.filter((leg) => leg.amount !== 0n);

/**
 * The deal's money on the ledger (decision 0026). Paying holds the AED total on the client's wallet
 * (available to blocked, shown as blocked until the deal ends). Completing posts the hold: the
 * provider's share to their available balance, the service fee and commission to the platform's fees,
 * the tax to its own account. A split posts less, and the ledger returns the rest of the hold to the
 * client. A refund voids it whole. The hold resolves once: a release after a refund, or the reverse,
 * is refused by the ledger (`hold_not_pending`), whatever raced.
 */
export function createDealMoney(ledger: Ledger) {
  const platformLegs = (deal: DealRow, commission: bigint): Leg[] => {
    const amounts = locked(deal);
    return [
      { account: { kind: 'platform_fees' }, amount: amounts.serviceFee + commission },
      { account: { kind: 'tax' }, amount: amounts.tax },
    ];
  };

  return {
    async hold(tx: Executor, deal: DealRow, actor: string) {
      const amounts = locked(deal);
      return ledger.hold(tx, {
        userId: deal.clientId,
        amount: money(amounts.total, WALLET_CURRENCY),
        key: dealKeys(deal.id).hold,
        reference: { kind: 'deal', id: deal.id },
        actor,
      });
    },

    /** Everything to the provider, less the commission; the fee and tax to the platform. */
    async release(tx: Executor, deal: DealRow, actor: string) {
      const amounts = locked(deal);
      const commission = percentOf(money(amounts.subtotal, WALLET_CURRENCY), amounts.commissionBp).amount;
      return ledger.postHold(tx, heldOf(deal), {
        kind: 'deal_release',
        key: dealKeys(deal.id).release,
        actor,
        to: nonZero([
          {
            account: { kind: 'user_available', userId: deal.providerId },
            amount: amounts.subtotal - commission,
          },
          ...platformLegs(deal, commission),
        ]),
      });
    },

    /**
     * The support team's split: the provider is paid `providerAmount` (AED fils, at most the subtotal)
     * less the commission on it; the platform keeps the fee and tax; the rest goes back to the client.
     */
    async split(tx: Executor, deal: DealRow, providerAmount: bigint, actor: string) {
      const amounts = locked(deal);
      if (providerAmount <= 0n || providerAmount > amounts.subtotal)
        throw new RangeError('a split pays the provider more than nothing and at most the subtotal');
      const commission = percentOf(money(providerAmount, WALLET_CURRENCY), amounts.commissionBp).amount;
      return ledger.postHold(tx, heldOf(deal), {
        kind: 'deal_release',
        key: dealKeys(deal.id).split,
        actor,
        to: nonZero([
          {
            account: { kind: 'user_available', userId: deal.providerId },
            amount: providerAmount - commission,
          },
          ...platformLegs(deal, commission),
        ]),
      });
    },

    /** The whole hold back to the client's available balance. */
    async refund(tx: Executor, deal: DealRow, actor: string) {
      return ledger.voidHold(tx, heldOf(deal), { key: dealKeys(deal.id).refund, actor });
    },
  };
}

export type DealMoney = ReturnType<typeof createDealMoney>;
