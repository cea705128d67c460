import { describe, expect, it } from 'vitest';
import {
  budgetChoices,
  type DealValues,
  flatValues,
  quoteOf,
  type ServiceTerms,
  termsOf,
  valuesOfDeal,
  valuesOfFlat,
} from './deal-form-model';
import { filtersOf } from './deal-list-model';

const provided: ServiceTerms = {
  id: 7,
  name: 'Logo design',
  slug: 'logo-design',
  type: 'provided',
  currency: 'AED',
  own: false,
  open: true,
  minPrice: null,
  budgets: [
    { tier: 'basic', price: '100.00', delivery_days: 3 },
    { tier: 'standard', price: '200.00', delivery_days: 4 },
  ],
  extras: [{ id: 11, price: '40.00', description: 'Source files', delivery_days: 1, unit: 'day' }],
};
const requested: ServiceTerms = {
  ...provided,
  type: 'requested',
  budgets: [{ tier: 'individual', price: '500.00', delivery_days: null }],
};
const rates = {
  client_fee_percentage: '5.00',
  tax_percentage: '5.00',
  minimum_fee_aed: '2.00',
  aed_to_service: '1',
};
const values = (change: Partial<DealValues>): DealValues => ({ ...valuesOfDeal(null, provided), ...change });

describe('the offer form', () => {
  it('a client chooses among the service’s plans; a provider answering a request names an individual price', () => {
    expect(budgetChoices(provided)).toEqual(['basic', 'standard']);
    expect(budgetChoices(requested)).toEqual(['individual']);
    expect(valuesOfDeal(null, provided)).toMatchObject({
      budget_type: 'basic',
      estimated_time: '3',
      price: '',
    });
    // The client's budget is where the provider's price starts.
    expect(valuesOfDeal(null, requested)).toMatchObject({ budget_type: 'individual', price: '500.00' });
  });

  it('counts the summary as the API does: plan, extras, the fee (never below the minimum) and its tax', () => {
    const quote = quoteOf(values({ extra_option_ids: ['11'] }), provided, rates);
    expect(
      quote && [quote.subtotal.amount, quote.serviceFee.amount, quote.tax.amount, quote.total.amount],
    ).toEqual([140_00n, 7_00n, 35n, 147_35n]);
    // 5% of 10.00 is 0.50: the minimum fee of 2.00 AED is taken instead.
    const small = quoteOf({ ...valuesOfDeal(null, requested), price: '10' }, requested, rates);
    expect(small?.serviceFee.amount).toBe(2_00n);
    expect(quoteOf({ ...valuesOfDeal(null, requested), price: 'ten' }, requested, rates)).toBeUndefined();
  });

  it('sends what was given, a price only for a request, and keeps the extras through a refusal', () => {
    const typed = values({ title: 'A logo', extra_option_ids: ['11'], price: '999' });
    expect(termsOf(typed, provided)).toEqual({
      title: 'A logo',
      budget_type: 'basic',
      estimated_time: '3',
      estimated_unit: 'day',
      extra_option_ids: [11],
    });
    expect(termsOf({ ...typed, budget_type: 'individual' }, requested).price).toBe('999');
    expect(valuesOfFlat(flatValues(typed))).toEqual(typed);
  });
});

describe('the filters of my deals', () => {
  it('keeps a start after the end beside the field, and reads the list without the range', () => {
    const { filters, query, problems } = filtersOf(
      new URLSearchParams('from=2026-05-10&to=2026-05-01&status=pending'),
    );
    expect(problems).toEqual({ from: 'start_after_end' });
    expect(filters).toMatchObject({ from: '2026-05-10', to: '2026-05-01', status: 'pending' });
    expect(query).toMatchObject({ from: '', to: '', status: 'pending' });
  });

  it('refuses a date that is not one, drops a status that is not a word of the spec, and a page that is not one', () => {
    const { filters, problems } = filtersOf(new URLSearchParams('from=2026-13-45&status=lost&page=-3'));
    expect(problems).toEqual({ from: 'invalid_date' });
    expect(filters).toMatchObject({ status: '', page: 1 });
  });
});
