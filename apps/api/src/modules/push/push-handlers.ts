import { type NotificationTopic, topicOf } from '@wasla/shared/contracts/notification-preferences';
import { DEFAULT_LANGUAGE, isLanguage } from '@wasla/shared/languages';
import type { EventHandler } from '../../lib/events/handlers';
import { presentNotification } from '../notifications/notifications.presenter';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import type { PushRepository } from './push.repository';
import type { PushSender } from './push-sender';

/** The outbox event a stored notification records for its pushes. */
export const NOTIFICATION_STORED = 'notification.stored';

/**
 * Pushes a stored notification to each live device of its recipient, in the recipient's language,
 * opening the notification's page when clicked. A device its push service forgot (404, 410) is
 * dropped; a push service that failed makes the event retried (devices already reached may get it
 * again: the service worker shows it under the notification's id as its tag, once).
 */
export function createPushHandlers(deps: {
  repo: PushRepository;
  notifications: NotificationsRepository;
  send: PushSender;
  /** Whether the recipient lets this topic reach their devices (the preferences page's push column). */
  pushAllowed: (userId: number, topic: NotificationTopic) => Promise<boolean>;
}): EventHandler[] {
  return [
    {
      name: 'push:notification',
      type: NOTIFICATION_STORED,
      async handle(event) {
        const found = await deps.notifications.find(Number(event.subjectId));
        if (!found) return;
        // Asked when the push leaves, not when the notification was stored: a choice made since counts.
        const topic = topicOf(found.notification.kind);
        if (topic && !(await deps.pushAllowed(found.notification.recipientId, topic))) return;
        const devices = await deps.repo.liveFor(found.notification.recipientId);
        let failed = 0;
        for (const { subscription, locale } of devices) {
          const lang = locale && isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
          const shown = presentNotification(found, lang);
          const outcome = await deps.send(subscription, {
            id: shown.id,
            title: shown.sender_name,
            body: shown.message,
            url: `/${lang}${shown.link ?? '/notifications'}`,
          });
          if (outcome === 'gone') await deps.repo.drop(subscription.id);
          if (outcome === 'failed') failed++;
        }
        if (failed)
          throw new Error(`${failed} push service(s) did not take notification ${found.notification.id}`);
      },
    },
  ];
}
