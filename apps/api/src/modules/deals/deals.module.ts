import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { EventHandler } from '../../lib/events/handlers';
import type { SweepJob } from '../../lib/sweeper';
import type { AuthGuards } from '../auth/auth-guard';
import type { Ledger } from '../ledger/ledger';
import type { Messenger } from '../messaging/messenger';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { CardPayments } from '../wallet/wallet.module';
import { createDealActions, type DealActions } from './deal-actions.service';
import { dealCoreRepository } from './deal-core.repository';
import { createDealMoney, type DealMoney } from './deal-money';
import { registerDealOffers } from './deal-offers.module';
import type { DealReader } from './deal-reader';
import type { DealReviewsService } from './deal-reviews.service';
import { createDealTimers } from './deal-timers';
import { registerDealWork } from './deal-work.module';

/** What every part of the deals module is built from. */
export type DealsContext = {
  infra: Infrastructure;
  guards: AuthGuards;
  ledger: Ledger;
  gateway: PaymentGateway;
  cardPayments: CardPayments;
  messenger: Messenger;
  actions: DealActions;
  money: DealMoney;
};

/**
 * Deals (SPEC.md sections 3 and 4): offers and counter-offers, payment into an escrow hold on the
 * ledger, deliveries, disputes and double-blind reviews. Every change of stage goes through the deal
 * table (`deal-actions.service.ts`); the timers are one sweep. Returns the handlers and sweeps for
 * the worker.
 */
export function registerDeals(
  api: FastifyInstance,
  infra: Infrastructure,
  deps: {
    guards: AuthGuards;
    ledger: Ledger;
    gateway: PaymentGateway;
    cardPayments: CardPayments;
    messenger: Messenger;
  },
): { handlers: EventHandler[]; sweeps: SweepJob[]; reader: DealReader; reviews: DealReviewsService } {
  const money = createDealMoney(deps.ledger);
  const actions = createDealActions({ db: infra.db, repo: dealCoreRepository, money });
  const context: DealsContext = { infra, ...deps, actions, money };
  const { reader } = registerDealOffers(api, context);
  const work = registerDealWork(api, context);
  return {
    handlers: work.handlers,
    sweeps: [createDealTimers(infra.db, money), ...work.sweeps],
    // What the chat's deal cards read a deal and its reviews with.
    reader,
    reviews: work.reviews,
  };
}
