import { translator } from '@wasla/i18n/server-translator';
import {
  type Notification,
  type NotificationKind,
  SYSTEM_SENDER_SLUG,
} from '@wasla/shared/contracts/notifications';
import { formatMoney } from '@wasla/shared/format';
import { type Language, localize } from '@wasla/shared/languages';
import type { NotificationData } from '../../db/schema/notifications';
import type { NotificationWithSender } from './notifications.repository';

/** Every `$placeholder$` a template may hold, each filled from the fact of the same name. */
const PLACEHOLDERS = ['deal', 'service', 'amount', 'follower', 'article', 'reason', 'account_type'] as const;

type Fact = Notification['data'][string];

/** The facts as the reader sees them: identifiers, and each one's text in the reader's language. */
export function presentData(data: NotificationData, lang: Language): Record<string, Fact> {
  const out: Record<string, Fact> = {};
  if (data.deal) out.deal = { ...data.deal, text: data.deal.title || data.deal.code };
  if (data.service) {
    const name = localize(data.service.name, lang);
    out.service = { id: data.service.id, slug: data.service.slug, name, text: name };
  }
  if (data.amount)
    out.amount = { ...data.amount, text: formatMoney(data.amount.amount, data.amount.currency, lang) };
  if (data.withdrawal) out.withdrawal = { id: data.withdrawal.id, text: '' };
  if (data.bank_transfer) out.bank_transfer = { id: data.bank_transfer.id, text: '' };
  if (data.charge) out.charge = { id: data.charge.id, text: '' };
  if (data.subscription) out.subscription = { id: data.subscription.id, text: '' };
  if (data.follower) out.follower = { ...data.follower, text: data.follower.name };
  if (data.article) out.article = { ...data.article, text: data.article.title };
  if (data.reason) out.reason = { text: data.reason };
  if (data.account_type)
    out.account_type = { text: translator(lang, 'common')(`account_types.${data.account_type}`) };
  if (data.data_export) out.data_export = { id: data.data_export.id, text: '' };
  return out;
}

/** The page a notification opens, without the language prefix. */
export function linkOf(data: NotificationData): string | null {
  if (data.deal) return `/deals/${data.deal.id}`;
  if (data.service?.mine) return `/my-services/${data.service.mine}?status=closed`;
  if (data.service) return `/services/${data.service.slug}`;
  if (data.withdrawal || data.bank_transfer || data.charge) return '/my-wallet';
  if (data.subscription) return '/my-subscription';
  if (data.data_export) return '/account-settings#your-data';
  if (data.account_type) return '/account-settings';
  if (data.follower) return `/provider/${encodeURIComponent(data.follower.slug)}`;
  if (data.article)
    return data.article.status === 'published'
      ? `/blog/${encodeURIComponent(data.article.slug)}`
      : '/my-articles/pending';
  return null;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, as SPEC.md gives a notification's date. */
export const utcStamp = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/**
 * A stored notification rendered for its reader, now, in `lang`: the template of the catalogs'
 * `notifications` section filled with the facts' texts (`message`), and with `$placeholders$` in
 * their place (`raw_message`). The sender is read as it is now; none is the Wasla team.
 */
export function presentNotification(
  { notification: n, sender }: NotificationWithSender,
  lang: Language,
): Notification {
  const t = translator(lang, 'common');
  const data = presentData(n.data, lang);
  const key = `notifications.${n.template}`;
  const texts = Object.fromEntries(PLACEHOLDERS.map((name) => [name, data[name]?.text ?? '']));
  const marks = Object.fromEntries(PLACEHOLDERS.map((name) => [name, `$${name}$`]));
  const team = n.senderId === null;
  const gone = !team && (!sender || sender.deletedAt !== null);
  return {
    id: n.id,
    // Written only by the handlers, from NOTIFICATION_KINDS.
    kind: n.kind as NotificationKind,
    message: t(key, texts),
    raw_message: t(key, marks),
    data,
    date: utcStamp(n.createdAt),
    sender_name: team
      ? t('notifications.system_sender')
      : gone
        ? t('notifications.deleted_sender')
        : sender!.name,
    sender_image: team || gone || !sender?.avatarPath ? null : `/media/avatars/${sender.avatarPath}`,
    sender_slug: team ? SYSTEM_SENDER_SLUG : gone ? null : sender!.slug,
    read_at: n.readAt ? utcStamp(n.readAt) : null,
    link: linkOf(n.data),
  };
}
