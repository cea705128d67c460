import {
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationTopic,
  offers,
  type UpdateNotificationPreferences,
} from '@wasla/shared/contracts/notification-preferences';

const CHANNELS: readonly NotificationChannel[] = ['push', 'email'];

/** The name of a topic's switch in the preferences form: `push:deals`, `email:messages`. */
export const switchName = (channel: NotificationChannel, topic: NotificationTopic) => `${channel}:${topic}`;

/**
 * The preferences form as the API's change: every channel every topic offers, on when its checkbox
 * was sent (a browser sends only the ticked ones, so an absent one is off).
 */
export function choicesFromForm(form: FormData): UpdateNotificationPreferences['topics'] {
  return NOTIFICATION_TOPICS.map((topic) => {
    const change: UpdateNotificationPreferences['topics'][number] = { topic };
    for (const channel of CHANNELS) {
      if (offers(topic, channel)) change[channel] = form.get(switchName(channel, topic)) === 'on';
    }
    return change;
  });
}
