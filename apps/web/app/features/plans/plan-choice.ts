import type { Plan } from '@wasla/shared/contracts/plans';
import { decimalToScaled } from '@wasla/shared/money';

/** What a plan card offers its reader. */
export type PlanChoice = 'start' | 'login' | 'current' | 'subscribe' | 'upgrade' | 'downgrade' | 'none';

const fils = (amount: string) => decimalToScaled(amount, 2) ?? 0n;

/**
 * The button of one plan card (SPEC.md section 4, Subscription): a guest signs up for the free plan
 * or logs in first for a paid one; the plan in
 * use is marked; from the free plan a paid one is subscribed to; from a paid plan a dearer one is an
 * upgrade (the difference now) and a cheaper one a downgrade (from the renewal). Prices are compared
 * for the period shown.
 */
export function planChoiceOf(plan: Plan, plans: readonly Plan[], signedIn: boolean): PlanChoice {
  if (!signedIn) return plan.is_free ? 'start' : 'login';
  if (plan.is_current_plan) return 'current';
  const current = plans.find((other) => other.is_current_plan);
  if (!current || current.is_free) return plan.is_free ? 'none' : 'subscribe';
  return fils(plan.price) > fils(current.price) ? 'upgrade' : 'downgrade';
}
