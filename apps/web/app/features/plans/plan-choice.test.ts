import type { Plan } from '@wasla/shared/contracts/plans';
import { describe, expect, it } from 'vitest';
import { planChoiceOf } from './plan-choice';

const plan = (id: number, price: string, current = false): Plan => ({
  id,
  slug: `p${id}`,
  name: `Plan ${id}`,
  description: '',
  period: 'monthly',
  is_free: price === '0.00',
  price,
  fees: price,
  tax: '0.00',
  tax_percentage: '5.00',
  total: price,
  currency: 'AED',
  limits: { services: 5, media: 15, deliveries: 3, mark_discount_percentage: '0.00' },
  features: [],
  is_current_plan: current,
  upgrade: null,
});

describe('the action of a plan card', () => {
  it('a guest signs up for the free plan and logs in before a paid one', () => {
    const plans = [plan(1, '0.00'), plan(2, '49.00')];
    expect(plans.map((p) => planChoiceOf(p, plans, false))).toEqual(['start', 'login']);
  });

  it('on the free plan: the free plan is current, a paid one is subscribed to', () => {
    const plans = [plan(1, '0.00', true), plan(2, '49.00'), plan(3, '99.00')];
    expect(plans.map((p) => planChoiceOf(p, plans, true))).toEqual(['current', 'subscribe', 'subscribe']);
  });

  it('on a paid plan: dearer is an upgrade, cheaper (free included) a downgrade, compared in fils', () => {
    const plans = [plan(1, '0.00'), plan(2, '49.00', true), plan(3, '49.01'), plan(4, '9.99')];
    expect(plans.map((p) => planChoiceOf(p, plans, true))).toEqual([
      'downgrade',
      'current',
      'upgrade',
      'downgrade',
    ]);
  });
});
