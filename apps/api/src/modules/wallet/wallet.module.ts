import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { EventHandler } from '../../lib/events/handlers';
import type { SweepJob } from '../../lib/sweeper';
import type { AuthGuards } from '../auth/auth-guard';
import { createContentRepository } from '../catalogue/content.repository';
import type { Ledger } from '../ledger/ledger';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createActivitiesRepository } from './activities.repository';
import { registerCardRoutes } from './cards.routes';
import { createCards } from './cards.service';
import { type ChargeSettlement, createChargeSettlement } from './charge-settlement';
import { type Charges, createCharges } from './charges.service';
import { createCheckRefunds } from './check-refunds';
import { createWalletRepository } from './wallet.repository';
import { registerWalletRoutes } from './wallet.routes';
import { createWalletReader } from './wallet.service';
import { createWalletHandlers } from './wallet-events';
import { createWalletFees } from './wallet-fees';
import { createChargeRecheckSweep } from './wallet-sweeps';

/**
 * The wallet: saved cards, card top-ups and their settlement, balances and activities. Money moves
 * only through the ledger; the card gateway is reached through the payments module's gateway.
 * Returns the webhook handler and the sweeps (card check refunds, unsettled charges) for the worker.
 */
export function registerWallet(
  api: FastifyInstance,
  infra: Infrastructure,
  deps: { guards: AuthGuards; ledger: Ledger; gateway: PaymentGateway },
): { handlers: EventHandler[]; sweeps: SweepJob[]; cardPayments: CardPayments } {
  const { db, config, log } = infra;
  const { guards, ledger, gateway } = deps;
  const repo = createWalletRepository(db);
  const settlement = createChargeSettlement(repo, ledger);
  const fees = createWalletFees(createContentRepository(db));
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const parts = { repo, settlement, gateway, fees, publicUrl, log };

  const charges = createCharges(parts);
  registerCardRoutes(api, { cards: createCards(parts), guards });
  registerWalletRoutes(api, {
    charges,
    reader: createWalletReader({ db, ledger, activities: createActivitiesRepository(db) }),
    guards,
  });
  const checkRefunds = createCheckRefunds({ repo, gateway, ledger, log });
  return {
    handlers: createWalletHandlers({ repo, settlement, checkRefunds, log }),
    sweeps: [createChargeRecheckSweep({ repo, gateway, settlement, log }), checkRefunds.sweep],
    cardPayments: {
      chargeForDeal: charges.chargeForDeal,
      chargeForPurchase: charges.chargeForPurchase,
      chargeOfRequest: charges.chargeOfRequest,
      usableCard: charges.usableCard,
      feeOn: charges.feeOn,
      follow: settlement.follow,
    },
  };
}

/** What other modules charge cards with: a deal's shortfall, its fee, and a follower of its success. */
export type CardPayments = Pick<
  Charges,
  'chargeForDeal' | 'chargeForPurchase' | 'chargeOfRequest' | 'feeOn' | 'usableCard'
> &
  Pick<ChargeSettlement, 'follow'>;
