import { z } from 'zod';
import type { NotificationKind } from './notifications';

/**
 * Notification preferences (issue 19): the kinds of notification grouped into a few topics a person
 * understands, each reaching push, e-mail, both or neither. An account without a choice of its own
 * gets a topic's defaults.
 */

export const NOTIFICATION_TOPICS = [
  'deals',
  'payments',
  'deliveries',
  'disputes',
  'services',
  'community',
  'messages',
  'digest',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = 'push' | 'email';

/**
 * Which channels a topic offers, and which it turns on by default. A channel a topic does not offer
 * has nothing behind it: chat messages are not pushed (only e-mailed when left unread), the digest is
 * an e-mail, a service back in business or a new follower is not worth an e-mail of its own, and the e-mails about a
 * dispute are always sent, as the decisions on a withdrawal or a bank transfer are: they move money.
 */
export const TOPIC_CHANNELS: Record<NotificationTopic, Partial<Record<NotificationChannel, boolean>>> = {
  deals: { push: true, email: true },
  payments: { push: true, email: true },
  deliveries: { push: true, email: true },
  disputes: { push: true },
  services: { push: true },
  community: { push: true },
  messages: { email: true },
  digest: { email: true },
};

export const offers = (topic: NotificationTopic, channel: NotificationChannel) =>
  TOPIC_CHANNELS[topic][channel] !== undefined;

/** The topics whose e-mails a link in the mail may stop. */
export const EMAIL_TOPICS = NOTIFICATION_TOPICS.filter((topic) => offers(topic, 'email'));

/** The topic of every kind of notification: each kind is in exactly one (a test holds it). */
export const TOPIC_KINDS: Record<
  Exclude<NotificationTopic, 'messages' | 'digest'>,
  readonly NotificationKind[]
> = {
  deals: [
    'deal_offer_received',
    'deal_offer_edited',
    'deal_counter_offer',
    'deal_offer_withdrawn',
    'deal_offer_approved',
    'deal_offer_rejected',
    'deal_counter_approved',
    'deal_counter_rejected',
    'deal_counter_dismissed',
    'deal_offer_expired',
    'deal_canceled',
    'deal_payment_expired',
    'deal_service_removed',
    'deal_review_received',
    'deal_reviews_published',
  ],
  payments: [
    'deal_paid',
    'withdrawal_processing',
    'withdrawal_paid',
    'withdrawal_failed',
    'bank_transfer_approved',
    'bank_transfer_rejected',
    'wallet_topped_up',
    'plan_renewed',
    'plan_renewal_failed',
    'plan_ended',
  ],
  deliveries: ['deal_delivered', 'deal_delivery_accepted', 'deal_delivery_rejected', 'deal_auto_completed'],
  disputes: [
    'deal_last_delivery_rejected',
    'deal_disputed',
    'deal_dispute_released',
    'deal_dispute_refunded',
    'deal_dispute_split',
  ],
  // Something the account asked for and waits for: a service open again, a copy of its data ready.
  services: ['service_available', 'data_export_ready'],
  // The moderation team's word about the account or one of its services rides with the community.
  community: [
    'new_follower',
    'article_published',
    'article_rejected',
    'service_hidden',
    'team_warning',
    'account_type_approved',
    'account_type_rejected',
  ],
};

const topicByKind = new Map<string, NotificationTopic>(
  Object.entries(TOPIC_KINDS).flatMap(([topic, kinds]) =>
    kinds.map((kind) => [kind, topic as NotificationTopic] as const),
  ),
);

/** The topic a kind of notification belongs to. */
export function topicOf(kind: NotificationKind | string): NotificationTopic | undefined {
  return topicByKind.get(kind);
}

/** One topic as the preferences page shows it: null where the topic does not offer the channel. */
export const topicPreferenceSchema = z.object({
  topic: z.enum(NOTIFICATION_TOPICS),
  push: z.boolean().nullable(),
  email: z.boolean().nullable(),
});
export type TopicPreference = z.infer<typeof topicPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ topics: z.array(topicPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * `PUT /notification-preferences`: the topics to change and, for each, the channels to turn on or
 * off; a channel left out stays as it is. Turning a channel the topic does not offer is refused.
 */
export const updateNotificationPreferencesRequest = z.object({
  topics: z
    .array(
      z.object({
        topic: z.enum(NOTIFICATION_TOPICS, { error: 'validation.invalid' }),
        push: z.boolean({ error: 'validation.invalid' }).optional(),
        email: z.boolean({ error: 'validation.invalid' }).optional(),
      }),
      { error: 'validation.invalid' },
    )
    .min(1, { error: 'validation.required' })
    .max(NOTIFICATION_TOPICS.length, { error: 'validation.invalid' }),
});
export type UpdateNotificationPreferences = z.input<typeof updateNotificationPreferencesRequest>;

/** An unsubscribe link's token: the account and topic it stops, signed by the server. */
export const unsubscribeTokenField = z
  .string({ error: 'validation.invalid_link' })
  .max(200, { error: 'validation.invalid_link' });

export const unsubscribeQuery = z.object({ token: unsubscribeTokenField });
export const unsubscribeRequest = z.object({ token: unsubscribeTokenField });

/** What an unsubscribe link stops, and whether that topic's e-mails are on now. */
export const unsubscribeReplySchema = z.object({
  topic: z.enum(NOTIFICATION_TOPICS),
  email: z.boolean(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;
