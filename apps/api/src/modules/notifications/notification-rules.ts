import type { NotificationKind } from '@wasla/shared/contracts/notifications';
import { serviceMachine } from '@wasla/shared/service-rules/service-states';

/** Who on a deal a notification goes to: by the deal's roles, the offer's sides. */
export type DealRole = 'client' | 'provider' | 'sender' | 'receiver';
const BOTH = ['client', 'provider'] as const;

type Payload = Record<string, unknown>;

/**
 * What each event of a deal tells whom (the deal table emits `deal.<event>`; the reviews service the
 * last two). Everyone named but the actor is told: a party acting is the notification's sender, and
 * anything else (a timer, the support team) is signed by the Wasla team. `kind` may read the event's
 * payload, and answers null when the event tells nobody.
 */
export const DEAL_RULES: Record<
  string,
  { kind: NotificationKind | ((p: Payload) => NotificationKind | null); to: readonly DealRole[] }
> = {
  'deal.sent': { kind: 'deal_offer_received', to: ['receiver'] },
  'deal.edited': { kind: 'deal_offer_edited', to: ['receiver'] },
  'deal.countered': { kind: 'deal_counter_offer', to: ['sender'] },
  'deal.withdrawn': { kind: 'deal_offer_withdrawn', to: ['receiver'] },
  'deal.approved': { kind: 'deal_offer_approved', to: ['sender'] },
  'deal.rejected': { kind: 'deal_offer_rejected', to: ['sender'] },
  'deal.update_approved': { kind: 'deal_counter_approved', to: ['receiver'] },
  'deal.update_rejected': { kind: 'deal_counter_rejected', to: ['receiver'] },
  'deal.update_dismissed': { kind: 'deal_counter_dismissed', to: ['receiver'] },
  'deal.lapsed': { kind: 'deal_offer_expired', to: BOTH },
  'deal.paid': { kind: 'deal_paid', to: ['provider'] },
  'deal.canceled': { kind: 'deal_canceled', to: BOTH },
  'deal.payment_lapsed': { kind: 'deal_payment_expired', to: BOTH },
  'deal.delivered': { kind: 'deal_delivered', to: ['client'] },
  'deal.accepted': { kind: 'deal_delivery_accepted', to: ['provider'] },
  'deal.delivery_rejected': {
    kind: (p) => (p.to === 'disputed' ? 'deal_last_delivery_rejected' : 'deal_delivery_rejected'),
    to: ['provider'],
  },
  'deal.auto_completed': { kind: 'deal_auto_completed', to: BOTH },
  'deal.disputed': { kind: 'deal_disputed', to: BOTH },
  'deal.released': { kind: 'deal_dispute_released', to: BOTH },
  'deal.refunded': { kind: 'deal_dispute_refunded', to: BOTH },
  'deal.split': { kind: 'deal_dispute_split', to: BOTH },
  // The service's owner deleted it: the other side's offer went with it.
  'deal.service_removed': { kind: 'deal_service_removed', to: BOTH },
  // A review waits for the other side's; once both are published, that notification says so instead.
  'deal.reviewed': { kind: 'deal_review_received', to: BOTH },
  'deal.reviews_published': { kind: 'deal_reviews_published', to: BOTH },
};

/**
 * Decisions on an account's own money, told to that account by the Wasla team. A card charge tells
 * only of a wallet top-up: a deal's charge is told as the deal's payment.
 */
export const MONEY_RULES: Record<
  string,
  {
    kind: NotificationKind;
    subject: 'withdrawal' | 'bankTransfer' | 'charge' | 'subscription';
    purpose?: string;
  }
> = {
  'withdrawal.processing_started': { kind: 'withdrawal_processing', subject: 'withdrawal' },
  'withdrawal.paid': { kind: 'withdrawal_paid', subject: 'withdrawal' },
  'withdrawal.failed': { kind: 'withdrawal_failed', subject: 'withdrawal' },
  'bank_transfer.approved': { kind: 'bank_transfer_approved', subject: 'bankTransfer' },
  'bank_transfer.rejected': { kind: 'bank_transfer_rejected', subject: 'bankTransfer' },
  'wallet_charge.succeeded': { kind: 'wallet_topped_up', subject: 'charge', purpose: 'top_up' },
  // A plan's renewals and endings decided by the clock (the owner's own changes are not told back).
  'subscription.renewed': { kind: 'plan_renewed', subject: 'subscription' },
  'subscription.renewal_failed': { kind: 'plan_renewal_failed', subject: 'subscription' },
  'subscription.expired': { kind: 'plan_ended', subject: 'subscription' },
  'subscription.ended': { kind: 'plan_ended', subject: 'subscription' },
  'subscription.lapsed': { kind: 'plan_ended', subject: 'subscription' },
};

/**
 * The service events that may open a service that was not open (a reopening, a holiday over or
 * called off): read from the service table, so a new row that opens a service is heard too. A draft
 * published is left out: nobody can wait for a draft.
 */
export const SERVICE_OPENING_EVENTS: readonly string[] = [
  ...new Set(
    serviceMachine.rows
      .filter((row) => row.to === 'open' && row.from !== 'open' && row.from !== 'draft')
      .map((row) => `${serviceMachine.subject}.${serviceMachine.emits[row.event]}`),
  ),
];

/** The moderation team's decisions on an article, told to its author by the Wasla team. */
export const ARTICLE_RULES: Record<string, NotificationKind> = {
  'article.published': 'article_published',
  'article.rejected': 'article_rejected',
};

/** The team's decisions about an account or its service, told to the account. */
export const MODERATION_RULES = {
  'service.hidden': 'service_hidden',
  'account.warned': 'team_warning',
  'account_type.approved': 'account_type_approved',
  'account_type.rejected': 'account_type_rejected',
} as const satisfies Record<string, NotificationKind>;

/** What an account asked for of its own, ready: told to it by the Wasla team. */
export const ACCOUNT_RULES: Record<string, NotificationKind> = {
  'data_export.ready': 'data_export_ready',
};

/** A follower is told of once in this many hours, however often they unfollow and follow again. */
export const FOLLOW_NOTICE_HOURS = 24;

/** The account id of an event's actor ('user:12'), if a person acted. */
export function actorAccount(actor: string | null): number | undefined {
  const match = actor ? /^user:(\d+)$/.exec(actor) : null;
  return match ? Number(match[1]) : undefined;
}
