import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { Plan, PlanPeriod } from '@wasla/shared/contracts/plans';
import { type Language, localize } from '@wasla/shared/languages';
import { basisPointsToPercent, money, toDecimalString } from '@wasla/shared/money';
import { quote } from '@wasla/shared/plan-rules/plan-pricing';
import type { PlanRow } from './plans.repository';

/** Fils as the two-decimal AED text of replies. */
export const aed = (fils: bigint) => toDecimalString(money(fils, WALLET_CURRENCY));

const isFree = (plan: PlanRow) => plan.monthlyPrice === 0n && plan.annualPrice === 0n;

/** A plan for a period in the request's language: its price, tax and total, limits and features. */
export function presentPlan(
  plan: PlanRow,
  context: {
    period: PlanPeriod;
    taxBp: bigint;
    lang: Language;
    currentPlanId?: number;
    upgrade?: Plan['upgrade'];
  },
): Plan {
  const { price, tax, total } = quote(plan, context.period, context.taxBp);
  return {
    id: plan.id,
    slug: plan.slug,
    name: localize(plan.name, context.lang),
    description: localize(plan.description, context.lang),
    period: context.period,
    is_free: isFree(plan),
    price: aed(price),
    fees: aed(price),
    tax: aed(tax),
    tax_percentage: basisPointsToPercent(context.taxBp),
    total: aed(total),
    currency: WALLET_CURRENCY,
    limits: {
      services: plan.servicesLimit,
      media: plan.mediaLimit,
      deliveries: plan.deliveriesLimit,
      mark_discount_percentage: basisPointsToPercent(plan.markDiscountBps),
    },
    features: plan.features,
    is_current_plan: context.currentPlanId === plan.id,
    upgrade: context.upgrade ?? null,
  };
}

export { isFree };
