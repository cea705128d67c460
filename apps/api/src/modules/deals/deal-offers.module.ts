import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AuthGuards } from '../auth/auth-guard';
import type { DealActions } from './deal-actions.service';
import { registerDealAnswerRoutes } from './deal-answers.routes';
import { createDealAnswers } from './deal-answers.service';
import { dealCoreRepository } from './deal-core.repository';
import { dealFilesRepository } from './deal-files.repository';
import { registerDealFileRoutes } from './deal-files.routes';
import { createDealFiles } from './deal-files.service';
import { registerDealInvoiceRoutes } from './deal-invoice.routes';
import { createDealInvoices } from './deal-invoice.service';
import { dealListsRepository } from './deal-lists.repository';
import { registerDealListRoutes } from './deal-lists.routes';
import { createDealLists } from './deal-lists.service';
import { createDealOfferViews } from './deal-offer-views.service';
import { dealOffersRepository } from './deal-offers.repository';
import { registerDealOfferRoutes } from './deal-offers.routes';
import { createDealOffers } from './deal-offers.service';
import { createDealReader } from './deal-reader';

/**
 * The offer side of deals: the deal page, drafting and sending an offer with its attachments, the
 * answers to it, the lists of my deals and the invoice. Built from the deals module's context (its
 * shape named here, not imported, so the module and this file do not import each other).
 */
export function registerDealOffers(
  api: FastifyInstance,
  context: { infra: Infrastructure; guards: AuthGuards; actions: DealActions },
) {
  const { infra, guards, actions } = context;
  const { db } = infra;
  const core = dealCoreRepository;
  const offers = dealOffersRepository;
  const reader = createDealReader({ db });
  const files = createDealFiles({ db, store: infra.media, core, files: dealFilesRepository, reader });
  registerDealOfferRoutes(api, {
    guards,
    reader,
    offers: createDealOffers({ db, actions, reader, core, offers, forgetFiles: files.forgetAll }),
    views: createDealOfferViews({ db, reader, core, offers }),
  });
  registerDealAnswerRoutes(api, { guards, answers: createDealAnswers({ db, actions, reader, offers }) });
  registerDealFileRoutes(api, { guards, files });
  registerDealListRoutes(api, { guards, lists: createDealLists({ db, repo: dealListsRepository, reader }) });
  registerDealInvoiceRoutes(api, { guards, invoices: createDealInvoices({ db, reader }) });
  return { reader };
}
