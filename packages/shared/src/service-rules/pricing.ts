import { DELIVERY_DAYS_MAX, EXTRA_OPTIONS_MAX } from '../business-constants';
import { minorToDecimal, parseMinor } from '../money';

/**
 * Prices of a service (SPEC.md sections 3 and 5): one individual price, or a basic, standard and
 * premium plan each with a price and delivery days. Amounts arrive as typed text and are judged in
 * minor units of the service's currency against a minimum converted from AED.
 */
export const PRICING_MODES = ['individual', 'plans'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];
export const PLAN_TIERS = ['basic', 'standard', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export type BudgetTier = 'individual' | PlanTier;

export type BudgetDraft = { price?: string; delivery_days?: number | null };
export type BudgetsDraft = Partial<Record<BudgetTier, BudgetDraft>>;
export type FieldProblem = { field: string; key: string; params?: Record<string, string | number> };

export const validDeliveryDays = (days: unknown) =>
  typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= DELIVERY_DAYS_MAX;

/** Problems of one amount: empty, not an amount in this currency, or below the minimum. */
export function amountProblem(
  text: string | undefined,
  minorUnits: number,
  minimumMinor: bigint,
): Omit<FieldProblem, 'field'> | undefined {
  if (!text?.trim()) return { key: 'validation.required' };
  const minor = parseMinor(text, minorUnits);
  if (minor === undefined) return { key: 'validation.amount', params: { decimals: minorUnits } };
  // The message names the minimum, as the extra option form's does.
  if (minor < minimumMinor)
    return { key: 'validation.amount_min', params: { min: minorToDecimal(minimumMinor, minorUnits) } };
  return undefined;
}

/** Every problem of the budgets of `mode`, keyed `budgets.<tier>.price|delivery_days`. */
export function budgetProblems(
  mode: PricingMode | null | undefined,
  budgets: BudgetsDraft,
  minorUnits: number,
  minimumMinor: bigint,
): FieldProblem[] {
  if (!mode) return [{ field: 'pricing', key: 'validation.required' }];
  const tiers: BudgetTier[] = mode === 'individual' ? ['individual'] : [...PLAN_TIERS];
  const problems: FieldProblem[] = [];
  for (const tier of tiers) {
    const budget = budgets[tier] ?? {};
    const price = amountProblem(budget.price, minorUnits, minimumMinor);
    if (price) problems.push({ field: `budgets.${tier}.price`, ...price });
    const days = budget.delivery_days;
    // An individual price may leave the delivery time to the deal; a plan must say it.
    const required = tier !== 'individual';
    if ((required || days != null) && !validDeliveryDays(days)) {
      problems.push({
        field: `budgets.${tier}.delivery_days`,
        key: days == null ? 'validation.required' : 'validation.delivery_days',
        params: { max: DELIVERY_DAYS_MAX },
      });
    }
  }
  return problems;
}

/** `price` in minor units of the service's currency. */
export type ExtraOptionValue = { price: bigint; description: string; delivery_days: number; unit: string };

const sameOption = (a: ExtraOptionValue, b: ExtraOptionValue) =>
  a.price === b.price &&
  a.description.trim().toLowerCase() === b.description.trim().toLowerCase() &&
  a.delivery_days === b.delivery_days &&
  a.unit === b.unit;

/** An extra option is refused past the limit, or when one with the same four fields exists. */
export function extraOptionProblem(
  existing: readonly (ExtraOptionValue & { id?: number })[],
  candidate: ExtraOptionValue & { id?: number },
): 'validation.extra_options_limit' | 'validation.extra_option_duplicate' | undefined {
  const others = existing.filter((option) => candidate.id === undefined || option.id !== candidate.id);
  if (candidate.id === undefined && others.length >= EXTRA_OPTIONS_MAX)
    return 'validation.extra_options_limit';
  if (others.some((option) => sameOption(option, candidate))) return 'validation.extra_option_duplicate';
  return undefined;
}
