import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { EventHandler } from '../../lib/events/handlers';
import type { SweepJob } from '../../lib/sweeper';
import type { AuthGuards } from '../auth/auth-guard';
import type { Ledger } from '../ledger/ledger';
import type { Messenger } from '../messaging/messenger';
import type { CardPayments } from '../wallet/wallet.module';
import type { DealActions } from './deal-actions.service';
import { dealCoreRepository } from './deal-core.repository';
import { dealFilesRepository } from './deal-files.repository';
import type { DealMoney } from './deal-money';
import { registerDealPaymentRoutes } from './deal-payments.routes';
import { createDealPayments } from './deal-payments.service';
import { createDealReader } from './deal-reader';
import { dealReviewsRepository } from './deal-reviews.repository';
import { registerDealReviewRoutes } from './deal-reviews.routes';
import { createDealReviews, type DealReviewsService } from './deal-reviews.service';
import { deliveriesRepository } from './deliveries.repository';
import { registerDeliveryRoutes } from './deliveries.routes';
import { createDeliveries } from './deliveries.service';
import { createDeliveryHandlers } from './delivery-events';
import { createDeliveryMedia } from './delivery-media.service';
import { createDisputeNotifications } from './dispute-notifications';
import { disputesRepository } from './disputes.repository';
import { registerDisputeRoutes } from './disputes.routes';
import { createDisputes } from './disputes.service';

/**
 * The deal once approved: paying it into escrow (with the card-shortfall path), deliveries, disputes
 * and double-blind reviews. Returns its sweeps (reviews whose window closed) and handlers.
 */
export function registerDealWork(
  api: FastifyInstance,
  context: {
    infra: Infrastructure;
    guards: AuthGuards;
    ledger: Ledger;
    actions: DealActions;
    money: DealMoney;
    cardPayments: CardPayments;
    messenger: Messenger;
  },
): { handlers: EventHandler[]; sweeps: SweepJob[]; reviews: DealReviewsService } {
  const { infra, guards, ledger, actions, cardPayments } = context;
  const { db, log } = infra;
  const reader = createDealReader({ db });

  const payments = createDealPayments({
    db,
    ledger,
    actions,
    repo: dealCoreRepository,
    reader,
    cards: cardPayments,
    log,
  });
  registerDealPaymentRoutes(api, { payments, guards });

  const deliveries = createDeliveries({
    db,
    actions,
    core: dealCoreRepository,
    repo: deliveriesRepository,
    disputes: disputesRepository,
    store: infra.media,
  });
  const media = createDeliveryMedia({
    db,
    store: infra.media,
    deliveries,
    repo: deliveriesRepository,
    files: dealFilesRepository,
  });
  registerDeliveryRoutes(api, { deliveries, media, guards });

  const disputes = createDisputes({
    db,
    actions,
    core: dealCoreRepository,
    repo: disputesRepository,
    deliveries: deliveriesRepository,
    reader,
  });
  registerDisputeRoutes(api, { disputes, guards });

  const reviews = createDealReviews({
    db,
    core: dealCoreRepository,
    repo: dealReviewsRepository,
    onPublished: () => infra.caches.listing.clear(),
  });
  registerDealReviewRoutes(api, { reviews, guards });
  return {
    handlers: [
      ...createDeliveryHandlers({ db, repo: deliveriesRepository }),
      ...createDisputeNotifications(context.messenger),
    ],
    sweeps: [reviews.sweep],
    reviews,
  };
}
