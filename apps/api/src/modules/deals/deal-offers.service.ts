import { SERVICE_MIN_PRICE_AED } from '@wasla/shared/business-constants';
import type { Deal } from '@wasla/shared/contracts/deals';
import type { DealStage } from '@wasla/shared/deal-rules/deal-states';
import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import { fieldErrors } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { createPlansRepository } from '../plans/plans.repository';
import { canDeal, dealPartiesOf } from './deal.policy';
import { type DealActions, serviceAvailability } from './deal-actions.service';
import type { DealCoreRepository } from './deal-core.repository';
import { dealErrors } from './deal-errors';
import type { DealRow } from './deal-machine';
import type { DealOffersRepository, OfferService } from './deal-offers.repository';
import { quoteDeal, quotedColumns } from './deal-quote';
import type { DealReader } from './deal-reader';
import { applyTerms, missingTerms, type TermsContext, type TermsInput } from './deal-terms';

export type DealOffersDeps = {
  db: Database;
  actions: DealActions;
  reader: DealReader;
  core: DealCoreRepository;
  offers: DealOffersRepository;
  /** Forgets the stored files of a discarded draft, once its transaction has committed. */
  forgetFiles: (dealId: number) => Promise<void>;
};

/**
 * The deal the actor sent, in one of `stages`; the 404 of a missing deal for anyone who may not read
 * it, and 409 for a party who may read it but not do this (the receiver, or a deal that moved on).
 */
export function sendersDeal(
  found: DealRow | undefined,
  actor: UserActor,
  stages: readonly DealStage[],
): DealRow {
  if (!found || !canDeal(actor, 'read', found)) throw dealErrors.notFound();
  if (!dealPartiesOf(actor, found).includes('sender') || !stages.includes(found.stage))
    throw dealErrors.conflict();
  return found;
}

/** What the terms of a deal are checked against, read from its service now. */
export async function termsContextOf(
  executor: Executor,
  offers: DealOffersRepository,
  deal: DealRow,
): Promise<TermsContext> {
  const service = (await offers.service(executor, deal.serviceId))!;
  const [plans, serviceOptions, chosen, minimum] = await Promise.all([
    offers.plans(executor, deal.serviceId),
    offers.options(executor, deal.serviceId),
    offers.optionIds(executor, deal.id),
    offers.minimumPrice(executor, deal.currency, SERVICE_MIN_PRICE_AED),
  ]);
  return { service, plans, serviceOptions, chosen, minimum };
}

/** Whether an offer can be started on a service, else the refusal SPEC.md section 8 names. */
function checkOrderable(
  service: OfferService | undefined,
  actor: UserActor,
): asserts service is OfferService {
  // A draft service is nobody's to order and is not shown: the same 404 as a service that is not there.
  if (!service || (service.status === 'draft' && !service.deletedAt))
    throw errors.notFound('service_not_found');
  if (service.deletedAt) throw dealErrors.serviceDeleted();
  if (service.userId === actor.id) throw dealErrors.ownService();
  if (serviceAvailability(service) !== 'open' || !service.currency) throw dealErrors.serviceClosed();
}

/**
 * Offers (SPEC.md sections 4, 5 and 7): a draft is made on the server first, saved as often as its
 * sender likes, then sent through the deal table (`send`, or `edit` while it waits for an answer). A
 * client orders a provided service (the client is the sender, the owner the provider); a provider
 * answers a requested service (the provider is the sender, the owner the client).
 */
export function createDealOffers(deps: DealOffersDeps) {
  const { db, actions, reader, core, offers } = deps;
  const providerPlans = createPlansRepository(db);

  /** The saved terms with `input` applied and priced, or the 422 naming each problem. */
  async function termsFor(executor: Executor, deal: DealRow, input: TermsInput, complete: boolean) {
    const context = await termsContextOf(executor, offers, deal);
    const { terms, problems } = applyTerms(deal, input, context);
    // A term refused as given is not also named missing.
    if (complete)
      problems.push(
        ...missingTerms(terms.columns, context.service).filter(
          (m) => !problems.some((p) => p.field === m.field),
        ),
      );
    if (problems.length) throw fieldErrors(problems);
    const quote = await quoteDeal(executor, { ...deal, ...terms.columns });
    return { ...terms, columns: { ...terms.columns, ...quotedColumns(quote) } };
  }

  /** A draft offer of `actor` on the service, priced; the refusal of section 8 when it takes no orders. */
  async function startDraft(tx: Executor, actor: UserActor, serviceId: number): Promise<DealRow> {
    const service = await offers.service(tx, serviceId);
    checkOrderable(service, actor);
    const provided = service.type === 'provided';
    const plans = await offers.plans(tx, serviceId);
    const providerId = provided ? service.userId : actor.id;
    // How many deliveries the deal allows is the provider's plan's, fixed on the deal when it starts.
    const providerPlan = await providerPlans.currentPlanOf(providerId, tx);
    // One price and no plans to choose between: the order starts on it.
    const only = plans.length === 1 && plans[0]!.tier === 'individual' ? plans[0] : undefined;
    const draft = await offers.insertDraft(tx, {
      serviceId,
      clientId: provided ? actor.id : service.userId,
      providerId,
      senderId: actor.id,
      currency: service.currency!,
      deliveryLimit: providerPlan.deliveriesLimit,
      budgetType: !provided || only ? 'individual' : null,
      price: provided && only ? only.price : 0n,
      estimatedTime: provided && only?.deliveryDays ? only.deliveryDays : null,
      estimatedUnit: provided && only?.deliveryDays ? 'day' : null,
    });
    return core.update(tx, draft.id, quotedColumns(await quoteDeal(tx, draft)));
  }

  const present = (actor: UserActor, row: DealRow, lang: Language) => reader.present(db, actor, row, lang);

  return {
    /** A new draft offer on a service: `POST /deals/generate-deal-id`. */
    async generate(actor: UserActor, serviceId: number, lang: Language): Promise<Deal> {
      const row = await db.transaction((tx) => startDraft(tx, actor, serviceId));
      return present(actor, row, lang);
    },

    /**
     * `POST /orders/create`: an offer started, filled and sent in one call, all or nothing. A term
     * missing or wrong is the 422 of sending, and no draft is left behind.
     */
    async create(actor: UserActor, serviceId: number, input: TermsInput, lang: Language): Promise<Deal> {
      const row = await db.transaction(async (tx) => {
        const draft = await startDraft(tx, actor, serviceId);
        const terms = await termsFor(tx, draft, input, true);
        return actions.act(actor, draft.id, 'send', {
          within: tx,
          changes: () => terms.columns,
          after: async (inner) => {
            if (terms.options) await offers.replaceOptions(inner, draft.id, terms.options);
          },
        });
      });
      return present(actor, row, lang);
    },

    /** The caller's latest draft on a service, to pick up where it was left; null without one. */
    async latestDraft(actor: UserActor, serviceId: number, lang: Language): Promise<Deal | null> {
      const row = await offers.latestDraft(db, actor.id, serviceId);
      return row ? present(actor, row, lang) : null;
    },

    /** `POST /deals/save-draft/{id}`: keeps whatever terms are given; only the sender, only a draft. */
    async saveDraft(actor: UserActor, id: number, input: TermsInput, lang: Language): Promise<Deal> {
      const row = await db.transaction(async (tx) => {
        const deal = sendersDeal(await core.lock(tx, id), actor, ['draft']);
        const terms = await termsFor(tx, deal, input, false);
        if (terms.options) await offers.replaceOptions(tx, id, terms.options);
        return core.update(tx, id, { ...terms.columns, updatedAt: clock.now() });
      });
      return present(actor, row, lang);
    },

    /**
     * `PUT /deals/{id}`: sends the draft (or saves the changes of an offer still waiting for its
     * answer, which gives the receiver three days again). Every term is required.
     */
    async send(actor: UserActor, id: number, input: TermsInput, lang: Language): Promise<Deal> {
      const deal = sendersDeal(await core.find(db, id), actor, ['draft', 'pending']);
      const terms = await termsFor(db, deal, input, true);
      const row = await actions.act(actor, id, deal.stage === 'draft' ? 'send' : 'edit', {
        changes: () => terms.columns,
        after: async (tx) => {
          if (terms.options) await offers.replaceOptions(tx, id, terms.options);
        },
      });
      return present(actor, row, lang);
    },

    /** `POST /deals/{id}/extra-option`: the extra options the offer includes, replaced. */
    async chooseOptions(actor: UserActor, id: number, optionIds: number[], lang: Language): Promise<Deal> {
      const deal = sendersDeal(await core.find(db, id), actor, ['draft', 'pending']);
      if (deal.stage === 'pending') {
        const terms = await termsFor(db, deal, { extra_option_ids: optionIds }, true);
        const row = await actions.act(actor, id, 'edit', {
          changes: () => terms.columns,
          after: (tx) => offers.replaceOptions(tx, id, terms.options ?? []),
        });
        return present(actor, row, lang);
      }
      const row = await db.transaction(async (tx) => {
        const locked = sendersDeal(await core.lock(tx, id), actor, ['draft']);
        const terms = await termsFor(tx, locked, { extra_option_ids: optionIds }, false);
        await offers.replaceOptions(tx, id, terms.options ?? []);
        return core.update(tx, id, { ...terms.columns, updatedAt: clock.now() });
      });
      return present(actor, row, lang);
    },

    /** `DELETE /deals/{id}`: a draft discarded by its sender, with its files. */
    async discard(actor: UserActor, id: number) {
      await db.transaction(async (tx) => {
        sendersDeal(await core.lock(tx, id), actor, ['draft']);
        await offers.discard(tx, [id], clock.now());
      });
      await deps.forgetFiles(id);
    },
  };
}

export type DealOffers = ReturnType<typeof createDealOffers>;
