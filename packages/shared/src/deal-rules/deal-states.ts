import { eventsBy, type Machine, type MachineRow, transition } from '../state-machine/machine';

/**
 * The life of a deal (SPEC.md section 4) as one table: from an offer to a completed, canceled,
 * rejected or expired deal. The API decides every change from it and sweeps its timer rows
 * (apps/api/src/modules/deals/deal-machine.ts); the web offers the actions it lists and counts down to
 * its deadlines; docs/state-machines/deals.md is generated from it.
 *
 * Offers go either way: a client orders a provided service, a provider answers a requested service.
 * So the offer rows name the `sender` and the `receiver` of the offer, and the rows after approval
 * name the `client` and the `provider`; the policy says which of these an account is on a deal.
 *
 * The stage is finer than the spec's `status` words; `dealStatusOf` and `dealSubStageOf` give those.
 * Money moves with some events (deal-money.ts in the API): `pay` holds the total from the client's
 * wallet; `accept`, `auto_complete` and `release` post the hold to the provider, the platform's fees
 * and tax; `split` posts part of it; every cancel or refund after payment voids it. A hold resolves
 * once, so a deal is never both refunded and paid out.
 */
export const DEAL_STAGES = [
  'draft',
  'pending',
  'updated',
  'approved',
  'in_progress',
  'delivered',
  'disputed',
  'completed',
  'canceled',
  'rejected',
  'expired',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** The spec's status words (section 9), and the sub-stages it names. */
export const DEAL_STATUSES = [
  'draft',
  'pending',
  'in_progress',
  'completed',
  'canceled',
  'rejected',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_SUB_STAGES = [
  'waiting_for_approval',
  'waiting_for_payment',
  'waiting_for_acceptance',
  'missed_deadline',
  'disputed',
  'expired',
] as const;
export type DealSubStage = (typeof DEAL_SUB_STAGES)[number];

export const DEAL_EVENTS = [
  'send',
  'edit',
  'withdraw',
  'approve',
  'reject',
  'counter',
  'approve_update',
  'reject_update',
  'dismiss_update',
  'lapse',
  'pay',
  'cancel',
  'payment_lapse',
  'deliver',
  'accept',
  'reject_delivery',
  'auto_complete',
  'open_dispute',
  'release',
  'refund',
  'split',
  'service_removed',
] as const;
export type DealEvent = (typeof DEAL_EVENTS)[number];

/**
 * `system`: a change no party of the deal makes by acting on it, and no clock: the deal's service
 * deleted by its owner (SPEC.md section 4). The policy never gives it to anyone; the code that
 * deletes a service fires it.
 */
export type DealParty = 'sender' | 'receiver' | 'client' | 'provider' | 'support' | 'system';
export type DealGuard =
  | 'service_available'
  | 'provider_late'
  | 'deliveries_left'
  | 'rejections_left'
  | 'last_delivery';
export type DealDeadline = 'offer_expires_at' | 'payment_due_at' | 'acceptance_due_at';

/** What the guards look at, gathered by the caller from the locked deal, its service and the clock. */
export type DealContext = {
  now: Date;
  /** The service is open (not closed, on holiday, expired or deleted). */
  serviceAvailable?: boolean;
  /** When the provider's work is due (payment plus the estimated time). */
  deadlineAt?: Date | null;
  /** Deliveries sent so far, and the deal's limit. */
  deliveriesSent?: number;
  deliveryLimit?: number;
};

/** The client may cancel, or either side open a dispute, once the provider is this late. */
export const LATE_GRACE_MS = 24 * 60 * 60 * 1000;

export const isProviderLate = (deadlineAt: Date | null | undefined, now: Date) =>
  !!deadlineAt && now.getTime() > deadlineAt.getTime() + LATE_GRACE_MS;

type Row = MachineRow<DealStage, DealEvent, DealParty, DealGuard, DealDeadline>;

const OFFER = ['offer_expires_at'] as const;
const PAYMENT = ['payment_due_at'] as const;
const ACCEPTANCE = ['acceptance_due_at'] as const;

const ROWS: readonly Row[] = [
  // The offer. Sending and every counter-offer set offer_expires_at three days ahead.
  { from: 'draft', event: 'send', to: 'pending', by: 'sender', guard: 'service_available' },
  { from: 'pending', event: 'edit', to: 'pending', by: 'sender', guard: 'service_available' },
  { from: 'pending', event: 'withdraw', to: 'canceled', by: 'sender', clears: OFFER },
  {
    from: 'pending',
    event: 'approve',
    to: 'approved',
    by: 'receiver',
    guard: 'service_available',
    clears: OFFER,
  },
  { from: 'pending', event: 'reject', to: 'rejected', by: 'receiver', clears: OFFER },
  { from: 'pending', event: 'counter', to: 'updated', by: 'receiver', guard: 'service_available' },
  {
    from: 'updated',
    event: 'approve_update',
    to: 'approved',
    by: 'sender',
    guard: 'service_available',
    clears: OFFER,
  },
  { from: 'updated', event: 'reject_update', to: 'rejected', by: 'sender', clears: OFFER },
  // Dismissing a counter-offer keeps the first offer, back in the receiver's hands.
  { from: 'updated', event: 'dismiss_update', to: 'pending', by: 'sender' },
  { from: 'updated', event: 'withdraw', to: 'canceled', by: 'sender', clears: OFFER },
  // Approved: the client pays within three days (payment_due_at), or either side calls it off.
  {
    from: 'approved',
    event: 'pay',
    to: 'in_progress',
    by: 'client',
    guard: 'service_available',
    clears: PAYMENT,
  },
  { from: 'approved', event: 'cancel', to: 'canceled', by: 'client', clears: PAYMENT },
  { from: 'approved', event: 'cancel', to: 'canceled', by: 'provider', clears: PAYMENT },
  // Paid. The provider may give the deal up (the client is refunded whole); the client may cancel,
  // and either side may ask the support team, once the provider is more than a day late.
  { from: 'in_progress', event: 'deliver', to: 'delivered', by: 'provider', guard: 'deliveries_left' },
  { from: 'in_progress', event: 'cancel', to: 'canceled', by: 'provider' },
  { from: 'in_progress', event: 'cancel', to: 'canceled', by: 'client', guard: 'provider_late' },
  { from: 'in_progress', event: 'open_dispute', to: 'disputed', by: 'client', guard: 'provider_late' },
  { from: 'in_progress', event: 'open_dispute', to: 'disputed', by: 'provider', guard: 'provider_late' },
  // Delivered: the client answers within three days (acceptance_due_at) or the deal completes itself.
  { from: 'delivered', event: 'accept', to: 'completed', by: 'client', clears: ACCEPTANCE },
  {
    from: 'delivered',
    event: 'reject_delivery',
    to: 'in_progress',
    by: 'client',
    guard: 'rejections_left',
    clears: ACCEPTANCE,
  },
  // The last delivery the deal allows, rejected: the support team decides.
  {
    from: 'delivered',
    event: 'reject_delivery',
    to: 'disputed',
    by: 'client',
    guard: 'last_delivery',
    clears: ACCEPTANCE,
  },
  { from: 'delivered', event: 'open_dispute', to: 'disputed', by: 'client', clears: ACCEPTANCE },
  { from: 'delivered', event: 'open_dispute', to: 'disputed', by: 'provider', clears: ACCEPTANCE },
  // The service deleted: its offers not yet approved go with it (drafts are discarded).
  { from: 'pending', event: 'service_removed', to: 'canceled', by: 'system', clears: OFFER },
  { from: 'updated', event: 'service_removed', to: 'canceled', by: 'system', clears: OFFER },
  // The support team settles a dispute: all to the provider, all back to the client, or a split.
  { from: 'disputed', event: 'release', to: 'completed', by: 'support' },
  { from: 'disputed', event: 'refund', to: 'canceled', by: 'support' },
  { from: 'disputed', event: 'split', to: 'completed', by: 'support' },
  // Timers, in the order a sweep applies them.
  {
    from: 'pending',
    event: 'lapse',
    to: 'expired',
    by: 'timer',
    deadline: 'offer_expires_at',
    clears: OFFER,
  },
  {
    from: 'updated',
    event: 'lapse',
    to: 'expired',
    by: 'timer',
    deadline: 'offer_expires_at',
    clears: OFFER,
  },
  {
    from: 'approved',
    event: 'payment_lapse',
    to: 'canceled',
    by: 'timer',
    deadline: 'payment_due_at',
    clears: PAYMENT,
  },
  {
    from: 'delivered',
    event: 'auto_complete',
    to: 'completed',
    by: 'timer',
    deadline: 'acceptance_due_at',
    clears: ACCEPTANCE,
  },
];

export const dealMachine: Machine<DealStage, DealEvent, DealParty, DealGuard, DealDeadline, DealContext> = {
  subject: 'deal',
  states: DEAL_STAGES,
  initial: 'draft',
  rows: ROWS,
  guards: {
    service_available: {
      means: 'the service is open: not closed, on holiday, expired or deleted',
      test: (c) => c.serviceAvailable === true,
    },
    provider_late: {
      means: 'the provider is more than a day past the deadline',
      test: (c) => isProviderLate(c.deadlineAt, c.now),
    },
    deliveries_left: {
      means: 'fewer deliveries were sent than the deal allows',
      test: (c) => (c.deliveriesSent ?? 0) < (c.deliveryLimit ?? 0),
    },
    rejections_left: {
      means: 'the deal allows another delivery after this one',
      test: (c) => (c.deliveriesSent ?? 0) < (c.deliveryLimit ?? 0),
    },
    last_delivery: {
      means: 'this was the last delivery the deal allows',
      test: (c) => (c.deliveriesSent ?? 0) >= (c.deliveryLimit ?? 0),
    },
  },
  deadlines: {
    offer_expires_at: { kind: 'instant', means: 'three days passed without an answer to the offer' },
    payment_due_at: { kind: 'instant', means: 'three days passed since approval without payment' },
    acceptance_due_at: { kind: 'instant', means: 'three days passed since the delivery without an answer' },
  },
  emits: {
    send: 'sent',
    edit: 'edited',
    withdraw: 'withdrawn',
    approve: 'approved',
    reject: 'rejected',
    counter: 'countered',
    approve_update: 'update_approved',
    reject_update: 'update_rejected',
    dismiss_update: 'update_dismissed',
    lapse: 'lapsed',
    pay: 'paid',
    cancel: 'canceled',
    payment_lapse: 'payment_lapsed',
    deliver: 'delivered',
    accept: 'accepted',
    reject_delivery: 'delivery_rejected',
    auto_complete: 'auto_completed',
    open_dispute: 'disputed',
    release: 'released',
    refund: 'refunded',
    split: 'split',
    service_removed: 'service_removed',
  },
};

export const DEAL_TRANSITIONS = dealMachine.rows;

/** The decision for `parties` firing `event` from `stage`. */
export const dealTransition = (
  stage: DealStage,
  event: DealEvent,
  parties: readonly DealParty[],
  context: DealContext,
) => transition(dealMachine, stage, event, parties, context);

/** The events open to someone acting as `parties` from a stage (guards aside): the buttons. */
export function dealActions(stage: DealStage, parties: readonly DealParty[]): DealEvent[] {
  return [...new Set(parties.flatMap((party) => eventsBy(dealMachine, stage, party)))];
}

/** The spec's status word for a stage. */
export function dealStatusOf(stage: DealStage): DealStatus {
  switch (stage) {
    case 'updated':
    case 'approved':
      return 'pending';
    case 'delivered':
    case 'disputed':
      return 'in_progress';
    case 'expired':
      return 'canceled';
    default:
      return stage;
  }
}

/** The spec's sub-stage, where one applies: "waiting for payment", "missed deadline"… */
export function dealSubStageOf(stage: DealStage, deadlineAt: Date | null, now: Date): DealSubStage | null {
  switch (stage) {
    case 'pending':
    case 'updated':
      return 'waiting_for_approval';
    case 'approved':
      return 'waiting_for_payment';
    case 'delivered':
      return 'waiting_for_acceptance';
    case 'disputed':
      return 'disputed';
    case 'expired':
      return 'expired';
    case 'in_progress':
      return deadlineAt && now.getTime() > deadlineAt.getTime() ? 'missed_deadline' : null;
    default:
      return null;
  }
}

/** Stages where money is held for the deal (paid, not yet settled). */
export const HELD_STAGES: readonly DealStage[] = ['in_progress', 'delivered', 'disputed'];
/** Stages no event leaves. */
export const FINAL_STAGES: readonly DealStage[] = ['completed', 'canceled', 'rejected', 'expired'];
/** Stages before approval, which deleting the service removes (SPEC.md section 4). */
export const UNAPPROVED_STAGES: readonly DealStage[] = ['draft', 'pending', 'updated'];
