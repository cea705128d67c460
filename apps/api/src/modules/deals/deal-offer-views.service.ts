import type { Deal, DealChoices, DealEdit, DealRatio } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import { basisPointsToPercent, money, toDecimalString } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import { type Actor, type UserActor, userActor } from '../../lib/policy/actor';
import type { DealCoreRepository } from './deal-core.repository';
import type { DealRow } from './deal-machine';
import type { DealOffersRepository } from './deal-offers.repository';
import { sendersDeal, termsContextOf } from './deal-offers.service';
import { quoteDeal } from './deal-quote';
import type { DealReader } from './deal-reader';
import type { TermsContext } from './deal-terms';

const decimal = (amount: bigint, currency: string) => toDecimalString(money(amount, currency));

/** The plans and extra options an offer chooses from, as the service has them now. */
export function presentChoices(context: TermsContext, currency: string): DealChoices {
  return {
    service_type: context.service.type,
    plans: context.plans.map((plan) => ({
      budget_type: plan.tier,
      price: decimal(plan.price, currency),
      delivery_days: plan.deliveryDays,
    })),
    extra_options: context.serviceOptions.map((option) => ({
      id: option.id,
      description: option.description,
      price: decimal(option.price, currency),
      delivery_days: option.deliveryDays,
      unit: option.unit,
    })),
    min_price: context.service.type === 'requested' ? decimal(context.minimum, currency) : null,
  };
}

/**
 * What the sender's offer form and its preview read: the editable offer with its choices, the offer
 * as its receiver will see it, and what its terms cost now.
 */
export function createDealOfferViews(deps: {
  db: Database;
  reader: DealReader;
  core: DealCoreRepository;
  offers: DealOffersRepository;
}) {
  const { db, reader, core, offers } = deps;
  const editable = async (actor: UserActor, id: number) =>
    sendersDeal(await core.find(db, id), actor, ['draft', 'pending']);

  return {
    /** `GET /deals/{id}/edit`: the sender's draft or waiting offer, and the service's plans and options. */
    async edit(actor: UserActor, id: number, lang: Language): Promise<DealEdit> {
      const row = await editable(actor, id);
      const [deal, context] = await Promise.all([
        reader.present(db, actor, row, lang),
        termsContextOf(db, offers, row),
      ]);
      return { ...deal, choices: presentChoices(context, row.currency) };
    },

    /**
     * `GET /deals/{id}/preview`: the offer as its receiver will read it once sent, with the
     * receiver's buttons. The receiver's own marks (favourite, review) are theirs, never shown here.
     */
    async preview(actor: UserActor, id: number, lang: Language): Promise<Deal> {
      const row = await editable(actor, id);
      const receiver = userActor(row.senderId === row.clientId ? row.providerId : row.clientId);
      const asSent: DealRow = { ...row, stage: 'pending' };
      const deal = await reader.present(db, receiver, asSent, lang);
      return { ...deal, is_favorite: false, is_reviewed: false };
    },

    /** `GET /deals/{id}/platform-ratio`: the fee, tax and total of the terms as they stand, now. */
    async ratio(actor: Actor, id: number): Promise<DealRatio> {
      const row = await reader.readable(db, actor, id);
      const { priced, rates, toAed, totalAed } = await quoteDeal(db, row);
      const amount = (value: bigint) => decimal(value, row.currency);
      return {
        currency: row.currency,
        price: amount(priced.price.amount),
        extras_total: amount(priced.extras.amount),
        subtotal: amount(priced.subtotal.amount),
        service_fee: amount(priced.serviceFee.amount),
        tax: amount(priced.tax.amount),
        discount: amount(priced.discount.amount),
        total: amount(priced.total.amount),
        client_fee_percentage: basisPointsToPercent(rates.clientFeeBp),
        tax_percentage: basisPointsToPercent(rates.taxBp),
        minimum_fee_aed: decimal(rates.minimumFeeAed, 'AED'),
        rate_to_aed: toAed,
        total_aed: decimal(totalAed.amount, 'AED'),
      };
    },
  };
}

export type DealOfferViews = ReturnType<typeof createDealOfferViews>;
