import { CARD_CHECK_REFUND_AFTER_MINUTES } from '@wasla/shared/business-constants';
import { clock } from '../../lib/clock';
import type { SweepJob } from '../../lib/sweeper';
import type { Ledger } from '../ledger/ledger';
import type { GatewayRefund, PaymentGateway } from '../payments/payment-gateway';
import { checkRefundKey } from './charge-settlement';
import type { CardRow, ChargeRow, WalletRepository } from './wallet.repository';

const MINUTE = 60_000;
const BATCH = 20;
type Log = { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };

/**
 * The refund of the check charge made when a card is saved, within the hour the spec promises.
 *
 * A sweep claims the cards whose refund fell due (ten minutes after saving) by pushing their due time
 * ten minutes on, skipping cards another instance holds, so a sweep that dies mid-way leaves the card
 * to be tried again. The gateway refund and the ledger transfer are both keyed by the card, so a
 * second try refunds nothing twice. A check that never captured anything (declined, or left waiting
 * for 3-D Secure) has nothing to return: its due time is simply cleared.
 *
 * A refund the gateway accepts but completes later (`pending`) is recorded when its webhook says it
 * succeeded; one the gateway fails is handed to the team (logged as an error), since the same key
 * would only ever be answered with the same failure.
 */
export function createCheckRefunds(deps: {
  repo: WalletRepository;
  gateway: PaymentGateway;
  ledger: Ledger;
  log: Log;
}) {
  const { repo, gateway, ledger, log } = deps;

  /** The money back from escrow to the gateway, and the card marked refunded, once. */
  const recordRefunded = (card: Pick<CardRow, 'id'>, check: ChargeRow, actor: string) =>
    repo.transaction(async (tx) => {
      await ledger.transfer(tx, {
        kind: 'card_check_refund',
        currency: check.currency,
        legs: [
          { account: { kind: 'escrow' }, amount: -check.total },
          { account: { kind: 'gateway' }, amount: check.total },
        ],
        key: checkRefundKey(card),
        reference: { kind: 'payment_card', id: card.id },
        actor,
      });
      await repo.updateCard(tx, card.id, { checkRefundedAt: clock.now(), checkRefundDueAt: null });
    });

  async function refundOne(card: CardRow) {
    const check = await repo.checkChargeOf(repo.db, card.id);
    if (!check || check.status === 'failed' || check.status === 'requires_action')
      return repo.updateCard(repo.db, card.id, { checkRefundDueAt: null });
    // Not settled yet: the recheck sweep settles it; the claim already set the next try.
    if (check.status !== 'succeeded' || !check.gatewayChargeId) return;
    const refund = await gateway.refund({
      chargeId: check.gatewayChargeId,
      idempotencyKey: checkRefundKey(card),
    });
    return afterRefund(card, check, refund.status, 'timer:payment_card.check_refund');
  }

  async function afterRefund(
    card: CardRow,
    check: ChargeRow,
    status: GatewayRefund['status'],
    actor: string,
  ) {
    if (status === 'succeeded') return recordRefunded(card, check, actor);
    if (status === 'failed') {
      log.error(
        { cardId: card.id, chargeId: check.id },
        'the gateway failed a card check refund; refund it by hand',
      );
      return repo.updateCard(repo.db, card.id, { checkRefundDueAt: null });
    }
    // Pending: the webhook completes it; the claim already set the next look.
  }

  const sweep: SweepJob = async (now) => {
    let done = 0;
    for (;;) {
      const retryAt = new Date(now.getTime() + CARD_CHECK_REFUND_AFTER_MINUTES * MINUTE);
      const ids = await repo.claimDueCheckRefunds(now, retryAt, BATCH);
      for (const id of ids) {
        const card = await repo.card(repo.db, id);
        if (!card) continue;
        try {
          await refundOne(card);
          done += 1;
        } catch (error) {
          log.warn({ err: error, cardId: id }, 'card check refund failed; it will be tried again');
        }
      }
      if (ids.length < BATCH) return done;
    }
  };

  return {
    sweep,
    /** The gateway's later word on a refund of a charge: only card checks are refunded here. */
    async refundUpdated(gatewayChargeId: string, status: GatewayRefund['status']) {
      const check = await repo.chargeByGatewayId(gatewayChargeId);
      if (check?.purpose !== 'card_check' || check.cardId === null) return;
      const card = await repo.card(repo.db, check.cardId);
      if (!card || card.checkRefundedAt !== null) return;
      await afterRefund(card, check, status, 'gateway');
    },
  };
}

export type CheckRefunds = ReturnType<typeof createCheckRefunds>;
