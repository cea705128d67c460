import { DELIVERY_UNITS, type DeliveryUnit } from '@wasla/shared/business-constants';
import type { BudgetType, Deal, DealEdit, DealRatio, DealTermsRequest } from '@wasla/shared/contracts/deals';
import type { ServiceDetail } from '@wasla/shared/contracts/discovery';
import { type DealPrice, priceDeal } from '@wasla/shared/deal-rules/deal-pricing';
import { decimalToScaled, fromDecimalString, money, parseMoney, rateRatio } from '@wasla/shared/money';

/** What the offer form knows of the service: its plans and extra options, in its own currency. */
export type ServiceTerms = {
  id: number;
  name: string;
  slug: string;
  type: 'provided' | 'requested';
  currency: string;
  /** The reader's own service: no offer on it. */
  own: boolean;
  /** Open for offers (not closed, on holiday or expired). */
  open: boolean;
  /** The lowest price a provider may offer on a requested service, when known. */
  minPrice: string | null;
  budgets: { tier: BudgetType; price: string; delivery_days: number | null }[];
  extras: { id: number; price: string; description: string; delivery_days: number; unit: DeliveryUnit }[];
};

export function serviceTermsOf(service: ServiceDetail): ServiceTerms {
  return {
    id: service.id,
    name: service.name,
    slug: service.slug,
    type: service.type,
    currency: service.budgets[0]?.price.currency ?? service.extra_options[0]?.price.currency ?? 'AED',
    own: service.is_own,
    open: service.can_contact,
    minPrice: null,
    budgets: service.budgets.map((b) => ({
      tier: b.tier,
      price: b.price.amount,
      delivery_days: b.delivery_days,
    })),
    extras: service.extra_options.map((o) => ({
      id: o.id,
      price: o.price.amount,
      description: o.description,
      delivery_days: o.delivery_days,
      unit: o.unit,
    })),
  };
}

/** The service as a deal describes it, when its page cannot be read (closed, on holiday, deleted). */
export function serviceTermsOfDeal(deal: Deal): ServiceTerms {
  return {
    id: deal.service.id,
    name: deal.service.name,
    slug: deal.service.slug,
    type: deal.service.type,
    currency: deal.currency,
    own: false,
    open: deal.service.available,
    minPrice: null,
    budgets: deal.budget_type
      ? [{ tier: deal.budget_type, price: deal.price, delivery_days: deal.estimated_time }]
      : [],
    extras: deal.extra_options.flatMap((o) =>
      o.extra_option_id === null
        ? []
        : [
            {
              id: o.extra_option_id,
              price: o.price,
              description: o.description,
              delivery_days: o.delivery_days,
              unit: o.unit,
            },
          ],
    ),
  };
}

/** The service as the offer form's own read gives it (`GET /deals/{id}/edit`): plans, options, lowest price. */
export function serviceTermsOfEdit(deal: DealEdit): ServiceTerms {
  const { choices } = deal;
  return {
    id: deal.service.id,
    name: deal.service.name,
    slug: deal.service.slug,
    type: choices.service_type,
    currency: deal.currency,
    own: false,
    open: deal.service.available,
    minPrice: choices.min_price,
    budgets: choices.plans.map((p) => ({
      tier: p.budget_type,
      price: p.price,
      delivery_days: p.delivery_days,
    })),
    extras: choices.extra_options.map((o) => ({
      id: o.id,
      price: o.price,
      description: o.description,
      delivery_days: o.delivery_days,
      unit: o.unit,
    })),
  };
}

/** The rates of `GET /deals/{id}/platform-ratio`, as the live summary counts with them. */
export const quoteRatesOfRatio = (ratio: DealRatio): QuoteRates => ({
  client_fee_percentage: ratio.client_fee_percentage,
  tax_percentage: ratio.tax_percentage,
  minimum_fee_aed: ratio.minimum_fee_aed,
  aed_to_service: ratio.currency === 'AED' ? '1' : rateRatio('1', ratio.rate_to_aed),
});

/** The form's values as text, as typed; what a failed send comes back with. */
export type DealValues = {
  title: string;
  description: string;
  budget_type: string;
  estimated_time: string;
  estimated_unit: string;
  extra_option_ids: string[];
  price: string;
};

/**
 * The plans an offer may choose: a client ordering a provided service, the service's own; a provider
 * answering a requested service names an individual price (the client's budget is only a guide).
 */
export function budgetChoices(service: ServiceTerms): BudgetType[] {
  return service.type === 'requested' ? ['individual'] : service.budgets.map((b) => b.tier);
}

/** The price field is asked only when a provider answers a requested service (SPEC.md section 7). */
export const asksPrice = (service: ServiceTerms) => service.type === 'requested';

export function valuesOfDeal(deal: Deal | null, service: ServiceTerms): DealValues {
  const first = service.budgets[0];
  const budget = deal?.budget_type ?? (asksPrice(service) ? 'individual' : (first?.tier ?? ''));
  // A requested service's budget (the client's own) is where a provider's price starts.
  const tier = service.budgets.find((b) => b.tier === budget) ?? (asksPrice(service) ? first : undefined);
  return {
    title: deal?.title ?? '',
    description: deal?.description ?? '',
    budget_type: budget,
    estimated_time: String(deal?.estimated_time ?? tier?.delivery_days ?? ''),
    estimated_unit: deal?.estimated_unit ?? 'day',
    extra_option_ids: (deal?.extra_options ?? []).flatMap((o) =>
      o.extra_option_id === null ? [] : [String(o.extra_option_id)],
    ),
    price: asksPrice(service) ? (deal && Number(deal.price) > 0 ? deal.price : (tier?.price ?? '')) : '',
  };
}

export function valuesOfForm(form: FormData): DealValues {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    title: text('title'),
    description: text('description'),
    budget_type: text('budget_type'),
    estimated_time: text('estimated_time'),
    estimated_unit: text('estimated_unit'),
    // Checkboxes send one value each; a script's post sends them joined by commas.
    extra_option_ids: form
      .getAll('extra_option_ids')
      .flatMap((value) => String(value).split(','))
      .filter(Boolean),
    price: text('price'),
  };
}

/** The request of a draft or a send: empty fields are left out (a draft keeps what is given). */
export function termsOf(values: DealValues, service: ServiceTerms): DealTermsRequest {
  const terms: DealTermsRequest = {};
  if (values.title) terms.title = values.title;
  if (values.description) terms.description = values.description;
  if (values.budget_type) terms.budget_type = values.budget_type as BudgetType;
  if (values.estimated_time) terms.estimated_time = values.estimated_time as unknown as number;
  if ((DELIVERY_UNITS as readonly string[]).includes(values.estimated_unit))
    terms.estimated_unit = values.estimated_unit as DeliveryUnit;
  terms.extra_option_ids = values.extra_option_ids
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  if (asksPrice(service) && values.price) terms.price = values.price;
  return terms;
}

/** The values flattened for a form result (what the page shows again after a refusal). */
export const flatValues = (values: DealValues): Record<string, string> => ({
  ...values,
  extra_option_ids: values.extra_option_ids.join(','),
});

export const valuesOfFlat = (flat: Record<string, string>): DealValues => ({
  title: flat.title ?? '',
  description: flat.description ?? '',
  budget_type: flat.budget_type ?? '',
  estimated_time: flat.estimated_time ?? '',
  estimated_unit: flat.estimated_unit ?? 'day',
  extra_option_ids: (flat.extra_option_ids ?? '').split(',').filter(Boolean),
  price: flat.price ?? '',
});

/**
 * The platform's rates as the summary needs them: the client's fee and the tax as percentages
 * ("5.00"), the lowest fee in AED ("10.00"), and units of the service's currency for one AED.
 */
export type QuoteRates = {
  client_fee_percentage: string;
  tax_percentage: string;
  minimum_fee_aed: string;
  aed_to_service: string;
};

const basisPoints = (percent: string) => decimalToScaled(percent, 2);

/**
 * The live summary of the form: price, extras, service fee, tax and total in the service's currency,
 * with the shared pricing the API uses, so what the form shows is what the offer will say. Undefined
 * while there is no price to count from.
 */
export function quoteOf(values: DealValues, service: ServiceTerms, rates: QuoteRates): DealPrice | undefined {
  const currency = service.currency;
  const tier = service.budgets.find((b) => b.tier === values.budget_type);
  const priceText = asksPrice(service) ? values.price : tier?.price;
  const price = priceText ? parseMoney(priceText, currency) : undefined;
  const clientFeeBp = basisPoints(rates.client_fee_percentage);
  const taxBp = basisPoints(rates.tax_percentage);
  const minimum = parseMoney(rates.minimum_fee_aed, 'AED');
  if (!price || price.amount <= 0n || clientFeeBp === undefined || taxBp === undefined || !minimum)
    return undefined;
  const extras = service.extras
    .filter((o) => values.extra_option_ids.includes(String(o.id)))
    .map((o) => fromDecimalString(o.price, currency));
  try {
    return priceDeal({
      price,
      extras,
      rates: { clientFeeBp, taxBp, providerCommissionBp: 0n, minimumFeeAed: minimum.amount },
      aedToService: rates.aed_to_service,
    });
  } catch {
    // A rate of zero or a currency the table lacks: no summary rather than a wrong one.
    return undefined;
  }
}

export const zeroOf = (currency: string) => money(0n, currency);

/** The terms a deal already holds, as a send asks for them (sending from the preview). */
export function termsOfDeal(deal: Deal): DealTermsRequest {
  return termsOf(valuesOfDeal(deal, serviceTermsOfDeal(deal)), serviceTermsOfDeal(deal));
}
