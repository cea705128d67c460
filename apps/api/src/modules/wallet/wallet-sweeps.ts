import {
  CARD_CHECK_REFUND_AFTER_MINUTES,
  CHARGE_RECHECK_AFTER_MINUTES,
} from '@wasla/shared/business-constants';
import { sql } from 'drizzle-orm';
import type { SweepJob } from '../../lib/sweeper';
import type { Ledger } from '../ledger/ledger';
import type { PaymentGateway } from '../payments/payment-gateway';
import { type ChargeSettlement, checkRefundKey } from './charge-settlement';
import { askGateway } from './charges.service';
import type { CardRow, WalletRepository } from './wallet.repository';

const MINUTE = 60_000;
const BATCH = 20;
const HOUR = 60 * MINUTE;
type Log = { warn(obj: unknown, msg: string): void };

/**
 * Refunds the check charge of saved cards once it falls due (ten minutes after saving), within the
 * hour the spec promises. Each due card is claimed by pushing its due time ten minutes on, skipping
 * cards another instance holds, so a sweep that dies mid-way leaves the card to be tried again; the
 * gateway refund and the ledger transfer are both keyed by the card, so a second try refunds nothing
 * twice. A check that never captured anything (declined, or left waiting for 3-D Secure) has nothing
 * to return: its due time is simply cleared.
 */
export function createCheckRefundSweep(deps: {
  repo: WalletRepository;
  gateway: PaymentGateway;
  ledger: Ledger;
  log: Log;
}): SweepJob {
  const { repo, gateway, ledger } = deps;

  async function refundOne(card: CardRow, now: Date) {
    const check = await repo.checkChargeOf(repo.db, card.id);
    const clear = () => repo.updateCard(repo.db, card.id, { checkRefundDueAt: null });
    if (!check || check.status === 'failed' || check.status === 'requires_action') return clear();
    // Not settled yet: the recheck sweep settles it; the claim already set the next try.
    if (check.status !== 'succeeded' || !check.gatewayChargeId) return;
    const refund = await gateway.refund({
      chargeId: check.gatewayChargeId,
      idempotencyKey: checkRefundKey(card),
    });
    // Accepted (done or on its way) counts as refunded; a refusal leaves the card for the next try.
    if (refund.status === 'failed') throw new Error(`the gateway refused refund ${refund.id}`);
    await repo.transaction(async (tx) => {
      await ledger.transfer(tx, {
        kind: 'card_check_refund',
        currency: check.currency,
        legs: [
          { account: { kind: 'escrow' }, amount: -check.total },
          { account: { kind: 'gateway' }, amount: check.total },
        ],
        key: checkRefundKey(card),
        reference: { kind: 'payment_card', id: card.id },
        actor: 'timer:payment_card.check_refund',
      });
      await repo.updateCard(tx, card.id, { checkRefundedAt: now, checkRefundDueAt: null });
    });
  }

  return async (now) => {
    let done = 0;
    for (;;) {
      const retryAt = new Date(now.getTime() + CARD_CHECK_REFUND_AFTER_MINUTES * MINUTE);
      const ids = await repo.claimDueCheckRefunds(now, retryAt, BATCH);
      for (const id of ids) {
        const card = await repo.card(repo.db, id);
        if (!card) continue;
        try {
          await refundOne(card, now);
          done += 1;
        } catch (error) {
          deps.log.warn({ err: error, cardId: id }, 'card check refund failed; it will be tried again');
        }
      }
      if (ids.length < BATCH) return done;
    }
  };
}

/**
 * Asks the gateway about charges it has not settled and nobody asked about for five minutes: a
 * webhook that never came, a reply lost to a crash between charging the card and writing the
 * answer (the charge request is sent again under the charge's own key, and the gateway answers what
 * it did the first time), a card holder who finished 3-D Secure and closed the page. Each charge is
 * claimed by marking it asked about now, so instances share the work and none asks twice at once.
 * A check charge waiting for 3-D Secure is left alone: nobody was ever given its challenge.
 */
export function createChargeRecheckSweep(deps: {
  repo: WalletRepository;
  gateway: PaymentGateway;
  settlement: ChargeSettlement;
  log: Log;
}): SweepJob {
  const { repo, gateway, settlement } = deps;
  return async (now) => {
    const quietSince = new Date(now.getTime() - CHARGE_RECHECK_AFTER_MINUTES * MINUTE);
    // The gateway keeps an idempotency key 24 hours: a charge it never acknowledged is sent again
    // only within them. Past a week, an open charge is left to the team's reconciliation.
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();
    const worth = sql`not (purpose = 'card_check' and status = 'requires_action')
      and created_at >= ${ago(7 * 24)}::timestamptz
      and (gateway_charge_id is not null or created_at >= ${ago(23)}::timestamptz)`;
    let asked = 0;
    for (;;) {
      const ids = await repo.claimOpenCharges(now, quietSince, BATCH, worth);
      for (const id of ids) {
        const charge = await repo.charge(repo.db, id);
        const card = charge?.cardId ? await repo.card(repo.db, charge.cardId) : undefined;
        if (!charge || !card) continue;
        try {
          await settlement.settle(
            charge.id,
            await askGateway(gateway, charge, card),
            'timer:wallet_charge.recheck',
          );
          asked += 1;
        } catch (error) {
          deps.log.warn({ err: error, chargeId: id }, 'an open card charge could not be asked about');
        }
      }
      if (ids.length < BATCH) return asked;
    }
  };
}
