import { toReply } from '@wasla/shared/money';
import { EVENT_TO } from '@wasla/shared/wallet-rules/charge-states';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import type { Ledger, Leg } from '../ledger/ledger';
import type { GatewayCharge } from '../payments/payment-gateway';
import { applyChargeEvent } from './charge-machine';
import type { ChargeRow, WalletRepository } from './wallet.repository';

/**
 * What the gateway said about a charge, from whichever way it arrived. Without an id when the
 * gateway refused to make the charge at all (the card is gone from it).
 */
export type Report = Pick<GatewayCharge, 'status' | 'failureCode'> & { id?: string };

/** The ledger keys of a charge's money: each is written once, whoever settles the charge first. */
export const creditKey = (charge: { id: number }) => `wallet_charge:${charge.id}:credit`;
export const checkKey = (charge: { id: number }) => `wallet_charge:${charge.id}:check`;
export const checkRefundKey = (card: { id: number }) => `payment_card:${card.id}:check_refund`;

/**
 * The money of a charge that succeeded, in the transaction that marks it so:
 * - a top-up: the gateway owes us the total, the wallet is credited the amount and the platform
 *   earns the fee (`card_top_up`);
 * - a card check: the gateway owes us the small amount and we owe it back to the card holder until
 *   the refund (`card_check`, gateway → escrow). It never reaches the wallet, but it is money we
 *   hold for an hour, and keeping it in the ledger keeps the gateway account equal to what the
 *   processor's own report says, to the fils, charge and refund alike.
 */
function moneyOf(charge: ChargeRow): {
  kind: string;
  key: string;
  legs: Leg[];
  reference: { kind: string; id: number };
} {
  if (charge.purpose === 'card_check') {
    return {
      kind: 'card_check',
      key: checkKey(charge),
      legs: [
        { account: { kind: 'gateway' }, amount: -charge.total },
        { account: { kind: 'escrow' }, amount: charge.total },
      ],
      reference: { kind: 'payment_card', id: charge.cardId! },
    };
  }
  const legs: Leg[] = [
    { account: { kind: 'gateway' }, amount: -charge.total },
    { account: { kind: 'user_available', userId: charge.userId }, amount: charge.amount },
  ];
  if (charge.fee > 0n) legs.push({ account: { kind: 'platform_fees' }, amount: charge.fee });
  return {
    kind: 'card_top_up',
    key: creditKey(charge),
    legs,
    reference: { kind: 'wallet_charge', id: charge.id },
  };
}

/**
 * What another module does when one of its charges succeeds (a deal paid with the shortfall charged
 * to a card), by the charge's purpose, inside the transaction that credits the wallet. `lock` runs
 * before the credit, so the follower takes its own row locks in the order its other paths take
 * them (the deal before the wallet's accounts) and two of them never wait on each other.
 */
export type ChargeFollower = {
  lock?(tx: Executor, charge: ChargeRow): Promise<void>;
  succeeded(tx: Executor, charge: ChargeRow, actor: string): Promise<void>;
};

/**
 * Applies a report of the gateway to a charge, once: the status moves only forward through the
 * charge table, on the locked row, and a success writes its ledger transfer in the same transaction
 * under the charge's own key. The reply to the charge request, a webhook and the retrieve-charge
 * poll may all arrive at once; the first moves the charge and credits it, the others find it moved.
 */
export function createChargeSettlement(repo: WalletRepository, ledger: Ledger) {
  const followers = new Map<string, ChargeFollower>();

  async function settleIn(tx: Executor, chargeId: number, report: Report, actor: string) {
    // What the event tells its handlers (a notification of the top-up): fields a charge never changes.
    const known = await repo.charge(tx, chargeId);
    if (!known) return { row: undefined, moved: false };
    const result = await applyChargeEvent(tx, {
      id: chargeId,
      event: EVENT_TO[report.status],
      actor,
      changes: (row) => ({
        gatewayChargeId: row.gatewayChargeId ?? report.id ?? null,
        failureCode: report.status === 'failed' ? (report.failureCode ?? 'declined') : row.failureCode,
      }),
      payload: {
        purpose: known.purpose,
        user_id: known.userId,
        amount: toReply({ amount: known.amount, currency: known.currency }),
      },
    });
    if (!result.ok) {
      // No news (an answer already applied, or one arriving out of order); still learn the gateway's
      // id of a charge whose first answer was lost, so that webhooks and polls find it.
      const row = await repo.charge(tx, chargeId);
      if (row && row.gatewayChargeId === null && report.id) {
        await repo.setCharge(tx, chargeId, { gatewayChargeId: report.id });
        return { row: { ...row, gatewayChargeId: report.id }, moved: false };
      }
      return { row, moved: false };
    }
    let row = result.row as ChargeRow;
    if (row.purpose === 'card_check' && row.cardId !== null) {
      await repo.updateCard(tx, row.cardId, {
        checkChargeId: row.gatewayChargeId,
        // A card refused at its check is not saved. One whose check waited for 3-D Secure stays:
        // every charge on it asks the card holder again, so nothing is lost by keeping it.
        ...(result.to === 'failed' && result.from !== 'requires_action'
          ? { deletedAt: clock.now(), checkRefundDueAt: null }
          : {}),
      });
    }
    if (result.to === 'succeeded') {
      const follower = followers.get(row.purpose);
      await follower?.lock?.(tx, row);
      const move = moneyOf(row);
      const transfer = await ledger.transfer(tx, {
        kind: move.kind,
        currency: row.currency,
        legs: move.legs,
        key: move.key,
        reference: move.reference,
        actor,
      });
      await repo.setCharge(tx, row.id, { transferId: transfer.id });
      row = { ...row, transferId: transfer.id };
      await follower?.succeeded(tx, row, actor);
    }
    return { row, moved: true };
  }

  return {
    /** Has `follower` act on every charge of `purpose` that succeeds, however its success arrives. */
    follow(purpose: string, follower: ChargeFollower) {
      if (followers.has(purpose)) throw new Error(`charges of ${purpose} already have a follower`);
      followers.set(purpose, follower);
    },
    /** Settles in a transaction of its own; answers the charge as it stands afterwards. */
    settle: (chargeId: number, report: Report, actor: string) =>
      repo.transaction((tx) => settleIn(tx, chargeId, report, actor)),
    settleIn,
  };
}

export type ChargeSettlement = ReturnType<typeof createChargeSettlement>;
