import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { SweepJob } from '../../lib/sweeper';
import type { AuthGuards } from '../auth/auth-guard';
import type { Ledger } from '../ledger/ledger';
import type { CardPayments } from '../wallet/wallet.module';
import { createWalletPurchases, type WalletPurchases } from '../wallet/wallet-purchases';
import { createPlanLimitsAdmin } from './plan-limits.admin';
import { registerPlanLimitRoutes } from './plan-limits.routes';
import { createPlansRepository } from './plans.repository';
import { registerPlanRoutes } from './plans.routes';
import { createPlansReader } from './plans.service';
import { createRenewalSweep } from './subscription-renewals';
import { createSubscriptions } from './subscriptions.service';

/**
 * Plans and subscriptions: the catalogue, my plan, subscribing and every change of a subscription,
 * paid from the wallet through the generic wallet purchases (returned for other modules to pay
 * through), the renewal sweep, and the admins' editing of the plans' limits.
 */
export function registerPlans(
  api: FastifyInstance,
  infra: Infrastructure,
  deps: { guards: AuthGuards; ledger: Ledger; cardPayments: CardPayments },
): { sweeps: SweepJob[]; purchases: WalletPurchases } {
  const { db, log } = infra;
  const plans = createPlansRepository(db);
  const purchases = createWalletPurchases({ db, ledger: deps.ledger, cards: deps.cardPayments, log });
  const subscriptions = createSubscriptions({ db, plans, purchases });
  registerPlanRoutes(api, { reader: createPlansReader({ db, plans }), subscriptions, guards: deps.guards });
  registerPlanLimitRoutes(api, { admin: createPlanLimitsAdmin(db), guards: deps.guards });
  return { sweeps: [createRenewalSweep({ db, plans, purchases })], purchases };
}
