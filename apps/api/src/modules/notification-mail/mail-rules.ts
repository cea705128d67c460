import {
  CHAT_UNREAD_EMAIL_MINUTES,
  NOTIFICATION_DIGEST_HOUR_UTC,
  NOTIFICATION_EMAIL_DELAY_MINUTES,
} from '@wasla/shared/business-constants';
import type { NotificationKind } from '@wasla/shared/contracts/notifications';

/**
 * The notifications worth an e-mail of their own when the reader has not seen them after
 * NOTIFICATION_EMAIL_DELAY_MINUTES: a new offer or counter-offer, an approval (the client has days to
 * pay), a payment, and a delivery with its answer. The rest wait for the daily digest. A dispute has
 * none here: both sides are already e-mailed when one is opened and when it is decided
 * (deals/dispute-notifications.ts), as withdrawals and bank transfers are (payouts), and one fact
 * makes one mail (a test holds it).
 */
export const AWAY_MAIL_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'deal_offer_received',
  'deal_counter_offer',
  'deal_offer_approved',
  'deal_paid',
  'deal_delivered',
  'deal_delivery_accepted',
  'deal_delivery_rejected',
]);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const notificationMailDue = (storedAt: Date) =>
  new Date(storedAt.getTime() + NOTIFICATION_EMAIL_DELAY_MINUTES * MINUTE);

export const chatMailDue = (sentAt: Date) => new Date(sentAt.getTime() + CHAT_UNREAD_EMAIL_MINUTES * MINUTE);

/** The latest digest moment at or before `now` (today's digest hour, else yesterday's) and its day. */
export function digestMoment(now: Date): { at: Date; since: Date; day: string } {
  const today = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    NOTIFICATION_DIGEST_HOUR_UTC,
  );
  const at = new Date(today <= now.getTime() ? today : today - DAY);
  return { at, since: new Date(at.getTime() - DAY), day: at.toISOString().slice(0, 10) };
}
