import { describe, expect, it } from 'vitest';
import { EXTRA_OPTIONS_MAX } from '../business-constants';
import { amountProblem, budgetProblems, extraOptionProblem } from './pricing';

describe('budgetProblems', () => {
  it('asks for a pricing mode first', () => {
    expect(budgetProblems(null, {}, 2, 500n)).toEqual([{ field: 'pricing', key: 'validation.required' }]);
  });

  it('needs only a price for an individual budget', () => {
    expect(budgetProblems('individual', { individual: { price: '25' } }, 2, 500n)).toEqual([]);
    expect(budgetProblems('individual', { individual: { price: '4.99' } }, 2, 500n)).toEqual([
      { field: 'budgets.individual.price', key: 'validation.amount_min', params: { min: '5.00' } },
    ]);
    expect(
      budgetProblems('individual', { individual: { price: '25', delivery_days: 0 } }, 2, 500n)[0]?.key,
    ).toBe('validation.delivery_days');
  });

  it('needs a price and delivery days for each of the three plans', () => {
    const plans = {
      basic: { price: '10', delivery_days: 3 },
      standard: { price: '20', delivery_days: 5 },
      premium: { price: '', delivery_days: null },
    };
    expect(budgetProblems('plans', plans, 2, 500n).map((p) => p.field)).toEqual([
      'budgets.premium.price',
      'budgets.premium.delivery_days',
    ]);
  });

  it('refuses more decimals than the currency has', () => {
    expect(amountProblem('10.5', 0, 1n)?.key).toBe('validation.amount');
    expect(amountProblem('10.555', 3, 1n)).toBeUndefined();
  });
});

describe('extraOptionProblem', () => {
  const option = { price: 1000n, description: 'Source files', delivery_days: 1, unit: 'day' };

  it('refuses an option equal in all four fields', () => {
    expect(extraOptionProblem([option], { ...option, description: ' source FILES ' })).toBe(
      'validation.extra_option_duplicate',
    );
    expect(extraOptionProblem([option], { ...option, unit: 'week' })).toBeUndefined();
    expect(extraOptionProblem([option], { ...option, price: 1001n })).toBeUndefined();
  });

  it('lets an option be saved unchanged over itself', () => {
    expect(extraOptionProblem([{ ...option, id: 4 }], { ...option, id: 4 })).toBeUndefined();
  });

  it('stops at the limit', () => {
    const full = Array.from({ length: EXTRA_OPTIONS_MAX }, (_, i) => ({
      ...option,
      price: 1000n + BigInt(i),
    }));
    expect(extraOptionProblem(full, { ...option, price: 1n })).toBe('validation.extra_options_limit');
  });
});
