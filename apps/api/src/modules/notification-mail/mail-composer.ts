import { translator } from '@wasla/i18n/server-translator';
import { CHAT_UNREAD_EMAIL_MINUTES } from '@wasla/shared/business-constants';
import type { NotificationTopic } from '@wasla/shared/contracts/notification-preferences';
import type { Notification } from '@wasla/shared/contracts/notifications';
import type { Language } from '@wasla/shared/languages';
import type { OutgoingMessage } from '../messaging/messenger';
import type { UnsubscribeTokens } from '../notification-preferences/unsubscribe-token';

export type MailRecipient = { id: number; name: string; email: string };
export type Mail = Pick<OutgoingMessage, 'subject' | 'text' | 'headers'>;

/**
 * The words of the e-mails that tell what happened while the reader was away, in their language:
 * plain text, every link on the site's own address, and at the foot why it came, a link that stops
 * that topic's e-mails and the preferences page. Each carries `List-Unsubscribe` with the same https
 * link and `List-Unsubscribe-Post` (RFC 8058), so a mail program's own button stops it in one click.
 * A chat message's words are not copied into the mail: they stay behind the reader's sign-in.
 */
export function createMailComposer(deps: { publicUrl: string; tokens: UnsubscribeTokens }) {
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const page = (lang: Language, path: string) => `${origin}/${lang}${path}`;

  function wrap(
    lang: Language,
    to: MailRecipient,
    topic: NotificationTopic,
    subject: string,
    body: string[],
  ): Mail {
    const t = translator(lang, 'common');
    const stop = page(lang, `/unsubscribe?token=${encodeURIComponent(deps.tokens.sign(to.id, topic))}`);
    const text = [
      t('notification_mail.greeting', { name: to.name }),
      '',
      ...body,
      '',
      '—',
      t('notification_mail.why', { topic: t(`notification_topics.${topic}`) }),
      t('notification_mail.stop', { url: stop }),
      t('notification_mail.manage', { url: page(lang, '/notifications/settings') }),
    ].join('\n');
    return {
      subject,
      text,
      headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  return {
    /** One notification still unread: its sentence as the subject and the page it opens. */
    notification(lang: Language, to: MailRecipient, topic: NotificationTopic, shown: Notification): Mail {
      const t = translator(lang, 'common');
      return wrap(lang, to, topic, shown.message, [
        shown.message,
        t('notification_mail.from', { name: shown.sender_name }),
        '',
        t('notification_mail.open', { url: page(lang, shown.link ?? '/notifications') }),
      ]);
    },

    /** A conversation's messages still unread: who wrote, how many, and the conversation's page. */
    chat(
      lang: Language,
      to: MailRecipient,
      from: { name: string; count: number; conversationId: number },
    ): Mail {
      const t = translator(lang, 'common');
      const values = { name: from.name, count: from.count, minutes: CHAT_UNREAD_EMAIL_MINUTES };
      return wrap(lang, to, 'messages', t('notification_mail.chat_subject', values), [
        t('notification_mail.chat_body', values),
        '',
        t('notification_mail.chat_open', { url: page(lang, `/chat/${from.conversationId}`) }),
      ]);
    },

    /** The day's unread notifications, newest first, the rest counted. */
    digest(lang: Language, to: MailRecipient, shown: readonly Notification[], total: number): Mail {
      const t = translator(lang, 'common');
      const lines = shown.map((n) => `• ${n.message}\n  ${page(lang, n.link ?? '/notifications')}`);
      const more = total - shown.length;
      return wrap(lang, to, 'digest', t('notification_mail.digest_subject', { count: total }), [
        t('notification_mail.digest_intro', { count: total }),
        '',
        ...lines,
        ...(more > 0 ? ['', t('notification_mail.digest_more', { count: more })] : []),
        '',
        t('notification_mail.digest_open', { url: page(lang, '/notifications') }),
      ]);
    },
  };
}

export type MailComposer = ReturnType<typeof createMailComposer>;
