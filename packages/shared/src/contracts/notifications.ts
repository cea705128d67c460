import { z } from 'zod';
import { idField } from './fields';

/**
 * Notifications (SPEC.md sections 3, 4 and 7). A notification is stored as a template and its facts
 * and rendered when read, in the reader's language: `message` is the plain text, `raw_message` the
 * same sentence with `$placeholders$` where the facts go, and `data` the facts by placeholder, each
 * with its `text` as it appears in `message` (`{ deal: { id, code, title, text } }`), so the web can
 * turn a part into a link. `link` is the page it opens, without the language prefix.
 */

/** Every kind of notification; each is a template of the catalogs' `notifications` section. */
export const NOTIFICATION_KINDS = [
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
  'deal_paid',
  'deal_canceled',
  'deal_payment_expired',
  'deal_delivered',
  'deal_delivery_accepted',
  'deal_delivery_rejected',
  'deal_last_delivery_rejected',
  'deal_auto_completed',
  'deal_disputed',
  'deal_dispute_released',
  'deal_dispute_refunded',
  'deal_dispute_split',
  'deal_service_removed',
  'deal_review_received',
  'deal_reviews_published',
  'withdrawal_processing',
  'withdrawal_paid',
  'withdrawal_failed',
  'bank_transfer_approved',
  'bank_transfer_rejected',
  'wallet_topped_up',
  'plan_renewed',
  'plan_renewal_failed',
  'plan_ended',
  'service_available',
  'new_follower',
  'article_published',
  'article_rejected',
  'data_export_ready',
  'service_hidden',
  'team_warning',
  'account_type_approved',
  'account_type_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The sender slug of the Wasla team (timers, the support and finance teams): the web shows no profile
 * link for it. No account can have it: account slugs always end in a dash and five characters.
 */
export const SYSTEM_SENDER_SLUG = 'wasla-team';

/** How many notifications the header's menu shows, and a page of `/notifications`. */
export const LATEST_NOTIFICATIONS = 8;
export const NOTIFICATIONS_PER_PAGE = 15;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(50).catch(NOTIFICATIONS_PER_PAGE),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationParams = z.object({ id: idField });

/** One fact of a notification: its identifiers and the `text` it shows as in `message`. */
export const notificationFactSchema = z
  .object({ text: z.string() })
  .catchall(z.union([z.string(), z.number(), z.null()]));

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  raw_message: z.string(),
  data: z.record(z.string(), notificationFactSchema),
  /** UTC, `YYYY-MM-DD HH:MM:SS`. */
  date: z.string(),
  sender_name: z.string(),
  sender_image: z.string().nullable(),
  /** `SYSTEM_SENDER_SLUG` for the Wasla team; null for a deleted account. */
  sender_slug: z.string().nullable(),
  /** UTC, `YYYY-MM-DD HH:MM:SS`; null while unread. */
  read_at: z.string().nullable(),
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The header's menu: the latest few, and whether the bell shows its red dot. */
export const latestNotificationsSchema = z.object({
  data: z.array(notificationSchema),
  unread_count: z.number().int(),
  has_unread: z.boolean(),
});
export type LatestNotifications = z.infer<typeof latestNotificationsSchema>;

export const notificationsReadSchema = z.object({ unread_count: z.number().int() });

export const availabilityWatchSchema = z.object({ service_id: z.number().int(), watching: z.literal(true) });
