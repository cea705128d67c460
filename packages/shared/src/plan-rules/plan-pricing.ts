import type { PlanPeriod } from '../contracts/plans';
import { BASIS_POINTS } from '../money/percent';
import { divideRounded } from '../money/rounding';

/**
 * What a plan costs (all amounts in fils, AED): its price for a period, the tax on it from the paid
 * feature `government-tax-percentage` (basis points), and an upgrade's share of a period. Pure, so
 * the API, the model tests and the web compute the same figures.
 */
export type PlanPrices = { monthlyPrice: bigint; annualPrice: bigint };

export const priceOf = (plan: PlanPrices, period: PlanPeriod) =>
  period === 'annual' ? plan.annualPrice : plan.monthlyPrice;

/** Tax on `amount` at `taxBps`, rounded half-even to the fils, as the invoice rounds it. */
export const taxOn = (amount: bigint, taxBps: bigint) =>
  divideRounded(amount * taxBps, BASIS_POINTS, 'half-even');

/** Price, tax and total of a plan for a period. */
export function quote(plan: PlanPrices, period: PlanPeriod, taxBps: bigint) {
  const price = priceOf(plan, period);
  const tax = taxOn(price, taxBps);
  return { price, tax, total: price + tax };
}

/** When a period that starts at `start` ends: a calendar month or year later (the day clamped). */
export function periodEnd(start: Date, period: PlanPeriod): Date {
  const months = period === 'annual' ? 12 : 1;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

/**
 * An upgrade's price before tax: the difference between the two plans' prices for the period, for
 * the part of the period still to run (to the millisecond), rounded up to the fils so that an upgrade
 * is never free by rounding. Nothing when the new plan is not dearer.
 */
export function prorate(
  from: PlanPrices,
  to: PlanPrices,
  period: PlanPeriod,
  at: { now: Date; start: Date; end: Date },
): bigint {
  const difference = priceOf(to, period) - priceOf(from, period);
  if (difference <= 0n) return 0n;
  const total = BigInt(at.end.getTime() - at.start.getTime());
  const left = BigInt(Math.max(0, at.end.getTime() - at.now.getTime()));
  if (total <= 0n || left === 0n) return 0n;
  return divideRounded(difference * left, total, 'up');
}

/** The most an annual plan saves against twelve months, in whole percent (rounded down). */
export function saveUpPercentage(plans: readonly PlanPrices[]): number {
  let best = 0n;
  for (const plan of plans) {
    const twelve = plan.monthlyPrice * 12n;
    if (twelve <= 0n || plan.annualPrice >= twelve) continue;
    const saved = ((twelve - plan.annualPrice) * 100n) / twelve;
    if (saved > best) best = saved;
  }
  return Number(best);
}

/**
 * What moving a subscription from `from` up to `to` costs at `at.now`: the prorated difference for
 * the rest of the period, and its tax. Null when `to` is not dearer at that period. The catalogue's
 * quote and the upgrade's charge both read it, so the figure shown is the figure charged.
 */
export function upgradeCharge(
  from: PlanPrices,
  to: PlanPrices,
  period: PlanPeriod,
  at: { now: Date; start: Date; end: Date },
  taxBps: bigint,
): { fees: bigint; tax: bigint } | null {
  if (priceOf(to, period) <= priceOf(from, period)) return null;
  const fees = prorate(from, to, period, at);
  return { fees, tax: taxOn(fees, taxBps) };
}
