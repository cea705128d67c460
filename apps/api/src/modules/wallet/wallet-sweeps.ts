import { CHARGE_RECHECK_AFTER_MINUTES } from '@wasla/shared/business-constants';
import { sql } from 'drizzle-orm';
import type { SweepJob } from '../../lib/sweeper';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { ChargeSettlement } from './charge-settlement';
import { askGateway } from './charges.service';
import type { WalletRepository } from './wallet.repository';

const MINUTE = 60_000;
const BATCH = 20;
const HOUR = 60 * MINUTE;
type Log = { warn(obj: unknown, msg: string): void };

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
