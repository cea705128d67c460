import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../contracts/plans';
import { eventsBy, type Machine, type MachineRow } from '../state-machine/machine';

/**
 * The life of a paid plan (SPEC.md sections 3, 4 and 7; docs/state-machines/subscriptions.md is
 * generated from this table). Subscribing pays the first period from the wallet and starts `active`.
 * The owner upgrades at once (paying the difference for the rest of the period), downgrades from the
 * next renewal, turns automatic renewal off and on, cancels with a reason (the plan lasts until the
 * end of the paid period) and undoes the cancellation before then.
 *
 * `billing` is the renewal job: at the end of a period it charges the next one once (ledger key
 * `subscription:{id}:period:{n}`) and renews, or moves the subscription to `past_due` when the wallet
 * cannot pay; it tries again on a schedule and renews on success; a subscription whose automatic
 * renewal is off expires instead. The timers end a canceled subscription when its paid period is
 * over and one past due when its grace period is over: the account is back on the free plan. Nothing
 * leaves `ended`; subscribing again starts a new subscription.
 */
export const SUBSCRIPTION_STATES = SUBSCRIPTION_STATUSES;
export type SubscriptionState = SubscriptionStatus;

export const SUBSCRIPTION_EVENTS = [
  'upgrade',
  'downgrade',
  'toggle_auto_renew',
  'cancel',
  'undo_cancellation',
  'renew',
  'renewal_failed',
  'expire',
  'end',
  'lapse',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

export type SubscriptionParty = 'owner' | 'billing';
export type SubscriptionGuard = 'within_period';
export type SubscriptionDeadline = 'current_period_end' | 'grace_ends_at';
export type SubscriptionContext = { now: Date; currentPeriodEnd: Date };

type Row = MachineRow<
  SubscriptionState,
  SubscriptionEvent,
  SubscriptionParty,
  SubscriptionGuard,
  SubscriptionDeadline
>;

const ROWS: readonly Row[] = [
  { from: 'active', event: 'upgrade', to: 'active', by: 'owner', guard: 'within_period' },
  { from: 'active', event: 'downgrade', to: 'active', by: 'owner', guard: 'within_period' },
  // Nothing was paid for the period a failed renewal is trying to charge: a cheaper plan may be chosen for it.
  { from: 'past_due', event: 'downgrade', to: 'past_due', by: 'owner' },
  { from: 'active', event: 'toggle_auto_renew', to: 'active', by: 'owner', guard: 'within_period' },
  { from: 'active', event: 'cancel', to: 'canceled', by: 'owner', guard: 'within_period' },
  { from: 'past_due', event: 'cancel', to: 'ended', by: 'owner', clears: ['grace_ends_at'] },
  { from: 'canceled', event: 'undo_cancellation', to: 'active', by: 'owner', guard: 'within_period' },
  { from: 'active', event: 'renew', to: 'active', by: 'billing' },
  { from: 'active', event: 'renewal_failed', to: 'past_due', by: 'billing' },
  { from: 'active', event: 'expire', to: 'ended', by: 'billing' },
  { from: 'past_due', event: 'renew', to: 'active', by: 'billing', clears: ['grace_ends_at'] },
  { from: 'past_due', event: 'renewal_failed', to: 'past_due', by: 'billing' },
  { from: 'canceled', event: 'end', to: 'ended', by: 'timer', deadline: 'current_period_end' },
  {
    from: 'past_due',
    event: 'lapse',
    to: 'ended',
    by: 'timer',
    deadline: 'grace_ends_at',
    clears: ['grace_ends_at'],
  },
];

export const subscriptionMachine: Machine<
  SubscriptionState,
  SubscriptionEvent,
  SubscriptionParty,
  SubscriptionGuard,
  SubscriptionDeadline,
  SubscriptionContext
> = {
  subject: 'subscription',
  states: SUBSCRIPTION_STATES,
  initial: 'active',
  rows: ROWS,
  guards: {
    within_period: {
      means: 'the paid period has not ended yet',
      test: (c) => c.now.getTime() < c.currentPeriodEnd.getTime(),
    },
  },
  deadlines: {
    current_period_end: { kind: 'instant', means: 'the end of the paid period (the renewal date)' },
    grace_ends_at: {
      kind: 'instant',
      means: 'seven days after a failed renewal: the plan falls back to free',
    },
  },
  emits: {
    upgrade: 'upgraded',
    downgrade: 'downgrade_scheduled',
    toggle_auto_renew: 'auto_renew_toggled',
    cancel: 'canceled',
    undo_cancellation: 'cancellation_undone',
    renew: 'renewed',
    renewal_failed: 'renewal_failed',
    expire: 'expired',
    end: 'ended',
    lapse: 'lapsed',
  },
};

/** What the owner may do from a state: the buttons of /my-subscription. */
export const ownerSubscriptionActions = (state: SubscriptionState) =>
  eventsBy(
    subscriptionMachine as Machine<
      SubscriptionState,
      SubscriptionEvent,
      SubscriptionParty,
      string,
      string,
      never
    >,
    state,
    'owner',
  );

/** Days after the end of a period on which a failed renewal is tried again, and when the plan lapses. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
export const RENEWAL_GRACE_DAYS = 7;
