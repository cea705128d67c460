import { z } from 'zod';
import { idField } from './fields';
import { decimalAmount } from './money';

/**
 * Plans and subscriptions (SPEC.md sections 3, 4 and 7: Plan, Subscription, the Plans calls). Prices
 * are AED, in decimal text; a plan's limits are data the team may change.
 */
export const PLAN_PERIODS = ['monthly', 'annual'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** What a plan may offer beyond its limits; each key is a sentence of the catalogs' `plans.features`. */
export const PLAN_FEATURES = [
  'escrow_payments',
  'four_languages',
  'mark_discount',
  'priority_support',
  'featured_profile',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const plansQuery = z.object({ period: z.enum(PLAN_PERIODS).default('monthly') });
export type PlansQuery = z.input<typeof plansQuery>;

export const planLimitsSchema = z.object({
  services: z.number().int(),
  media: z.number().int(),
  deliveries: z.number().int(),
  /** The discount on paid promotion, in percent ("10.00"). */
  mark_discount_percentage: decimalAmount,
});

/**
 * One plan for a period: `price` is the plan's price for the period, `fees` what the subscription
 * charges before tax (the price), `tax` from the paid feature `government-tax-percentage`, `total`
 * what the wallet pays. All in AED.
 */
export const planSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  period: z.enum(PLAN_PERIODS),
  is_free: z.boolean(),
  price: decimalAmount,
  fees: decimalAmount,
  tax: decimalAmount,
  tax_percentage: decimalAmount,
  total: decimalAmount,
  currency: z.string(),
  limits: planLimitsSchema,
  features: z.array(z.string()),
  /** The caller's plan now (the free plan for an account without a paid one); false for guests. */
  is_current_plan: z.boolean(),
  /**
   * What moving the caller's active subscription up to this plan costs now: the difference of the
   * two prices at the subscription's period, for the part of the period left, with tax. Null when
   * this plan is not an upgrade for the caller (a guest, no active paid plan, a plan not dearer).
   */
  upgrade: z
    .object({
      period: z.enum(PLAN_PERIODS),
      fees: decimalAmount,
      tax: decimalAmount,
      total: decimalAmount,
      /** The end of the current period, which the upgrade keeps (ISO instant). */
      until: z.string(),
    })
    .nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /plans?period=`: every plan, and how much an annual plan saves at most (whole percent). */
export const plansReplySchema = z.object({
  data: z.array(planSchema),
  /** Whole percent as decimal text ("20"), like every rate the API sends. */
  save_up_percentage: decimalAmount,
});
export type PlansReply = z.infer<typeof plansReplySchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription as its owner reads it; dates are ISO instants. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  period: z.enum(PLAN_PERIODS),
  current_period_start: z.string(),
  /** The end of the paid period: the next renewal date, or the day the benefits end. */
  current_period_end: z.string(),
  auto_renew: z.boolean(),
  cancellation_reason: z.string().nullable(),
  /** What was paid for the current period, upgrades included (AED). */
  amount_paid: decimalAmount,
  /** A downgrade waiting for the renewal, if any. */
  scheduled_plan: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  scheduled_period: z.enum(PLAN_PERIODS).nullable(),
  /** After a failed renewal: the next attempt and the moment the plan falls back to free. */
  next_retry_at: z.string().nullable(),
  grace_ends_at: z.string().nullable(),
  /** What the owner may do now: the buttons of /my-subscription. */
  actions: z.array(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /plans/my-plan`: the plan whose limits apply now, and the subscription behind it (none on free). */
export const myPlanSchema = z.object({
  plan: planSchema,
  subscription: subscriptionSchema.nullable(),
  /** What the account holds against the plan's limits. */
  usage: z.object({ services: z.number().int() }),
});
export type MyPlan = z.infer<typeof myPlanSchema>;

const planIdField = idField;
const cardIdField = idField.optional();
const returnToField = z.enum(['web', 'mobile']).optional();

/** `POST /plans/subscribe`: a paid plan for a period, from the wallet (with a card for the shortfall). */
export const subscribeRequest = z.object({
  plan_id: planIdField,
  period: z.enum(PLAN_PERIODS),
  card_id: cardIdField,
  return_to: returnToField,
});
export type SubscribeRequest = z.input<typeof subscribeRequest>;

/** `POST /plans/upgrade`: a dearer plan now, paying the difference for the rest of the period. */
export const upgradeRequest = z.object({
  plan_id: planIdField,
  card_id: cardIdField,
  return_to: returnToField,
});
export type UpgradeRequest = z.input<typeof upgradeRequest>;

/** `POST /plans/downgrade`: a cheaper plan (or period) from the next renewal. */
export const downgradeRequest = z.object({ plan_id: planIdField, period: z.enum(PLAN_PERIODS).optional() });
export type DowngradeRequest = z.input<typeof downgradeRequest>;

/** `POST /plans/cancel`: the reason is required; the benefits last until the renewal date. */
export const cancelPlanRequest = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(3, { error: 'validation.min_chars' })
    .max(500, { error: 'validation.max_chars' }),
});
export type CancelPlanRequest = z.input<typeof cancelPlanRequest>;

/** The reply of subscribe and upgrade: paid, or a card charge waiting for 3-D Secure, or failed. */
export const planPaymentSchema = z.object({
  status: z.enum(['paid', 'requires_action', 'failed']),
  charge_id: z.number().int().nullable(),
  redirect_url: z.string().nullable(),
  my_plan: myPlanSchema,
});
export type PlanPayment = z.infer<typeof planPaymentSchema>;

/** `GET /plans/{id}/invoice?period=`: the quote of a plan for a period. */
export const planInvoiceQuery = z.object({ period: z.enum(PLAN_PERIODS).default('monthly') });

// ----- the back office ---------------------------------------------------------------------------

/** A plan's limits as the team edits them (team: admin). */
export const teamPlanSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  services_limit: z.number().int(),
  media_limit: z.number().int(),
  deliveries_limit: z.number().int(),
});
export type TeamPlan = z.infer<typeof teamPlanSchema>;

const limit = (max: number) =>
  z.coerce
    .number({ error: 'validation.required' })
    .int({ error: 'validation.whole_number' })
    .min(1, { error: 'validation.at_least' })
    .max(max, { error: 'validation.at_most' });

/**
 * `PATCH /admin/plans/{id}`: new limits, with why; they apply to the next request (what is already
 * published stays; a deal keeps the deliveries it was made with).
 */
export const teamPlanLimitsRequest = z.object({
  services_limit: limit(10_000),
  media_limit: limit(100),
  deliveries_limit: limit(20),
  reason: z
    .string()
    .trim()
    .min(5, { error: 'validation.min_chars' })
    .max(500, { error: 'validation.max_chars' }),
});
