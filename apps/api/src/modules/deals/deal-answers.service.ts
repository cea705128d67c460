import type { Deal } from '@wasla/shared/contracts/deals';
import type { DealEvent } from '@wasla/shared/deal-rules/deal-states';
import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import type { DealProposal } from '../../db/schema/deals';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { fieldError, fieldErrors } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { dealPartiesOf } from './deal.policy';
import type { DealActions } from './deal-actions.service';
import { dealErrors } from './deal-errors';
import type { DealRow } from './deal-machine';
import type { DealOffersRepository, DealOptionCopy } from './deal-offers.repository';
import { termsContextOf } from './deal-offers.service';
import type { DealReader } from './deal-reader';
import { applyTerms, copyOption, missingTerms, type TermsInput } from './deal-terms';
import { dealReadRepository } from './deals.repository';

export type DealReason = { reason: string; comment?: string | undefined };

/** A reason from the list, and a comment when the reason is "other" (SPEC.md section 5). */
function reasonOf(input: DealReason) {
  const comment = input.comment?.trim() || null;
  if (input.reason === 'other' && !comment) throw fieldError('comment', 'validation.required');
  return { reasonCode: input.reason, reasonComment: comment };
}

/** The options a counter-offer proposes, as the deal will keep them once it is approved. */
async function proposedOptions(
  executor: Executor,
  offers: DealOffersRepository,
  deal: DealRow,
  proposal: DealProposal,
): Promise<DealOptionCopy[]> {
  if (proposal.extraOptions)
    return proposal.extraOptions.map((option) => ({ ...option, price: BigInt(option.price) }));
  // A proposal written without its copies: the service's options by id, those that still exist.
  const options = await offers.options(executor, deal.serviceId);
  return options.filter((option) => proposal.extraOptionIds.includes(option.id)).map(copyOption);
}

/**
 * The answers to an offer (SPEC.md section 4): the receiver approves, rejects with a reason, or
 * proposes other terms; the sender approves, rejects or dismisses that counter-offer; either side
 * calls the deal off with a reason (a sender withdraws an offer not yet approved). Each is one event
 * of the deal table through `actions.act`, which decides on the locked deal and moves any money.
 */
export function createDealAnswers(deps: {
  db: Database;
  actions: DealActions;
  reader: DealReader;
  offers: DealOffersRepository;
}) {
  const { db, actions, reader, offers } = deps;
  const present = (actor: UserActor, row: DealRow, lang: Language) => reader.present(db, actor, row, lang);

  /** The deal and the caller's parties on it; the 404 of a missing deal for anyone else. */
  async function partyOf(actor: UserActor, id: number) {
    const deal = await reader.readable(db, actor, id);
    return { deal, parties: dealPartiesOf(actor, deal) };
  }

  return {
    /** `POST /deals/approved/{id}`: the receiver approves the offer, or the sender the counter-offer. */
    async approve(actor: UserActor, id: number, lang: Language, requestKey?: string): Promise<Deal> {
      const { deal, parties } = await partyOf(actor, id);
      const event: DealEvent =
        deal.stage === 'updated' && parties.includes('sender') ? 'approve_update' : 'approve';
      let proposal: DealProposal | null = null;
      const row = await actions.act(actor, id, event, {
        requestKey,
        changes: (locked) => {
          proposal = locked.proposal;
          return {};
        },
        // The counter-offer's options replace the first offer's, with the terms it changes.
        after: async (tx, moved) => {
          if (event !== 'approve_update' || !proposal) return;
          await offers.replaceOptions(tx, id, await proposedOptions(tx, offers, moved.row, proposal));
        },
      });
      return present(actor, row, lang);
    },

    /** `POST /deals/reject/{id}`: the receiver rejects the offer, or the sender the counter-offer. */
    async reject(
      actor: UserActor,
      id: number,
      input: DealReason,
      lang: Language,
      requestKey?: string,
    ): Promise<Deal> {
      const reason = reasonOf(input);
      const { deal, parties } = await partyOf(actor, id);
      const event: DealEvent =
        deal.stage === 'updated' && parties.includes('sender') ? 'reject_update' : 'reject';
      return present(actor, await actions.act(actor, id, event, { ...reason, requestKey }), lang);
    },

    /**
     * `POST /deals/{id}/update-offer`: the receiver proposes other terms (plan or price, time,
     * description, extra options); the sender approves, rejects or dismisses them. Terms not given
     * stay as offered.
     */
    async counter(
      actor: UserActor,
      id: number,
      input: TermsInput,
      lang: Language,
      requestKey?: string,
    ): Promise<Deal> {
      const { deal, parties } = await partyOf(actor, id);
      if (!parties.includes('receiver') || deal.stage !== 'pending') throw dealErrors.conflict();
      const context = await termsContextOf(db, offers, deal);
      const { terms, problems } = applyTerms(deal, { ...input, title: undefined }, context);
      problems.push(...missingTerms(terms.columns, context.service));
      if (problems.length) throw fieldErrors(problems);
      const options =
        terms.options ??
        (await dealReadRepository.extraOptions(db, id)).map((option) => ({
          extraOptionId: option.extraOptionId,
          description: option.description,
          price: option.price,
          deliveryDays: option.deliveryDays,
          unit: option.unit,
        }));
      const { columns } = terms;
      const proposal: DealProposal = {
        budgetType: columns.budgetType!,
        estimatedTime: columns.estimatedTime!,
        estimatedUnit: columns.estimatedUnit!,
        description: columns.description,
        price: String(columns.price),
        extrasTotal: String(options.reduce((total, option) => total + option.price, 0n)),
        extraOptionIds: options.flatMap((option) => (option.extraOptionId ? [option.extraOptionId] : [])),
        extraOptions: options.flatMap((option) =>
          option.extraOptionId
            ? [
                {
                  extraOptionId: option.extraOptionId,
                  description: option.description,
                  price: String(option.price),
                  deliveryDays: option.deliveryDays,
                  unit: option.unit,
                },
              ]
            : [],
        ),
        proposedAt: clock.now().toISOString(),
      };
      return present(
        actor,
        await actions.act(actor, id, 'counter', { changes: () => ({ proposal }), requestKey }),
        lang,
      );
    },

    /** `POST /deals/{id}/dismiss-update`: the sender keeps the first offer; the receiver answers it again. */
    async dismissUpdate(actor: UserActor, id: number, lang: Language, requestKey?: string): Promise<Deal> {
      await partyOf(actor, id);
      return present(actor, await actions.act(actor, id, 'dismiss_update', { requestKey }), lang);
    },

    /**
     * `POST /deals/cancel/{id}`: the sender withdraws an offer not yet approved; otherwise a party
     * cancels (before payment nothing moves; after it, the hold goes back to the client).
     */
    async cancel(
      actor: UserActor,
      id: number,
      input: DealReason,
      lang: Language,
      requestKey?: string,
    ): Promise<Deal> {
      const reason = reasonOf(input);
      const { deal, parties } = await partyOf(actor, id);
      const offered = deal.stage === 'pending' || deal.stage === 'updated';
      const event: DealEvent = offered && parties.includes('sender') ? 'withdraw' : 'cancel';
      return present(actor, await actions.act(actor, id, event, { ...reason, requestKey }), lang);
    },
  };
}

export type DealAnswers = ReturnType<typeof createDealAnswers>;
