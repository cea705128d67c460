import { DEAL_ESTIMATE_MAX } from '@wasla/shared/business-constants';
import type { dealTermsRequest } from '@wasla/shared/contracts/deals';
import { minorToDecimal, parseMinor } from '@wasla/shared/money';
import type { z } from 'zod';
import type { FieldProblem } from '../../lib/http/field-errors';
import type { DealRow } from './deal-machine';
import type { DealOptionCopy, OfferService, ServiceOption, ServicePlan } from './deal-offers.repository';

/** The terms a request gives (`dealTermsRequest`, parsed): each one optional. */
export type TermsInput = z.output<typeof dealTermsRequest>;

/** An offer's terms as its columns, and the options it includes (undefined: unchanged). */
export type Terms = {
  columns: Pick<
    DealRow,
    'title' | 'description' | 'budgetType' | 'estimatedTime' | 'estimatedUnit' | 'price' | 'extrasTotal'
  >;
  options: DealOptionCopy[] | undefined;
};

/** What the terms are checked against: the service as it is now. */
export type TermsContext = {
  service: OfferService;
  plans: ServicePlan[];
  serviceOptions: ServiceOption[];
  /** The lowest price a provider may offer on a requested service, minor units of its currency. */
  minimum: bigint;
  /** The ids of the service's options the deal includes now. */
  chosen: number[];
};

/** A copy of a service's extra option, as the deal keeps it. */
export const copyOption = (option: ServiceOption): DealOptionCopy => ({
  extraOptionId: option.id,
  description: option.description,
  price: option.price,
  deliveryDays: option.deliveryDays,
  unit: option.unit,
});

/**
 * The deal's terms with a request applied: what the request gives replaces what was saved, the rest
 * stays. A client's order on a provided service takes the price of the plan it names (and, unless it
 * says otherwise, the plan's delivery days); a provider's answer to a requested service names its own
 * price, in the service's currency and not below the minimum, on the individual budget. Extra options
 * must be the service's. Answers every problem at once, by field.
 */
export function applyTerms(
  deal: DealRow,
  input: TermsInput,
  context: TermsContext,
): { terms: Terms; problems: FieldProblem[] } {
  const { service, plans, serviceOptions } = context;
  const problems: FieldProblem[] = [];
  const columns: Terms['columns'] = {
    title: input.title ?? deal.title,
    description: input.description ?? deal.description,
    budgetType: deal.budgetType,
    estimatedTime: input.estimated_time ?? deal.estimatedTime,
    estimatedUnit: input.estimated_unit ?? deal.estimatedUnit,
    price: deal.price,
    extrasTotal: deal.extrasTotal,
  };

  if (service.type === 'provided') {
    const tier = input.budget_type ?? deal.budgetType;
    const plan = tier ? plans.find((p) => p.tier === tier) : undefined;
    if (input.budget_type && !plan) problems.push({ field: 'budget_type', key: 'validation.invalid_choice' });
    if (plan) {
      // The plan's price as the service states it now, so an order never keeps a price since changed.
      columns.budgetType = plan.tier;
      columns.price = plan.price;
      const planChanged = plan.tier !== deal.budgetType;
      if (input.estimated_time === undefined && plan.deliveryDays && (planChanged || !deal.estimatedTime)) {
        columns.estimatedTime = plan.deliveryDays;
        if (input.estimated_unit === undefined) columns.estimatedUnit = 'day';
      }
    } else if (tier && !input.budget_type) {
      // A plan the service no longer has: the order must choose again before it is sent.
      columns.budgetType = null;
      columns.price = 0n;
    }
  } else {
    if (input.budget_type && input.budget_type !== 'individual')
      problems.push({ field: 'budget_type', key: 'validation.invalid_choice' });
    columns.budgetType = 'individual';
    const text = input.price?.trim();
    if (text) {
      const exponent = service.minorUnits ?? 2;
      const minor = parseMinor(text, exponent);
      if (minor === undefined)
        problems.push({ field: 'price', key: 'validation.amount', params: { decimals: exponent } });
      else if (minor < context.minimum)
        problems.push({
          field: 'price',
          key: 'validation.amount_min',
          params: { min: minorToDecimal(context.minimum, exponent) },
        });
      else columns.price = minor;
    }
  }

  const unit = columns.estimatedUnit;
  if (unit && columns.estimatedTime && columns.estimatedTime > DEAL_ESTIMATE_MAX[unit])
    problems.push({
      field: 'estimated_time',
      key: `validation.estimate_max_${unit}`,
      params: { max: DEAL_ESTIMATE_MAX[unit] },
    });

  let options: DealOptionCopy[] | undefined;
  const ids = input.extra_option_ids ? [...new Set(input.extra_option_ids)] : undefined;
  if (ids) {
    const found = ids.map((id) => serviceOptions.find((option) => option.id === id));
    if (found.some((option) => !option))
      problems.push({ field: 'extra_option_ids', key: 'validation.invalid_choice' });
    else options = (found as ServiceOption[]).map(copyOption);
  }
  if (options) columns.extrasTotal = options.reduce((total, option) => total + option.price, 0n);
  return { terms: { columns, options }, problems };
}

/** What an offer needs before it is sent: every term, and a price. */
export function missingTerms(columns: Terms['columns'], service: OfferService): FieldProblem[] {
  const required = (field: string): FieldProblem => ({ field, key: 'validation.required' });
  const problems: FieldProblem[] = [];
  if (!columns.title.trim()) problems.push(required('title'));
  if (!columns.description.trim()) problems.push(required('description'));
  if (!columns.budgetType) problems.push(required('budget_type'));
  if (!columns.estimatedTime) problems.push(required('estimated_time'));
  if (!columns.estimatedUnit) problems.push(required('estimated_unit'));
  // A client's price comes with the plan; only a provider's answer types one.
  if (columns.price <= 0n && service.type === 'requested') problems.push(required('price'));
  return problems;
}
