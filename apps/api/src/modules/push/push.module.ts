import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Executor } from '../../lib/events/record-event';
import { recordEvent } from '../../lib/events/record-event';
import type { AuthGuards } from '../auth/auth-guard';
import type { NotificationPreferencesService } from '../notification-preferences/preferences.service';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createPushRepository } from './push.repository';
import { registerPushRoutes } from './push.routes';
import { createPushHandlers, NOTIFICATION_STORED } from './push-handlers';
import { createPushSender, type PushSender } from './push-sender';

/**
 * Web push (issue 19): browsers subscribe per device with the site's VAPID key; each stored
 * notification is pushed, through the outbox, to its recipient's live devices. `send` replaces the
 * real sender in tests. Answers the outbox handlers and `notificationStored`, which the notifications'
 * `onStored` calls to queue a notification's pushes.
 */
export function registerPush(
  api: FastifyInstance,
  infra: Infrastructure,
  deps: {
    guards: AuthGuards;
    preferences: Pick<NotificationPreferencesService, 'allows'>;
    send?: PushSender;
  },
) {
  const { config } = infra;
  const repo = createPushRepository(infra.db);
  registerPushRoutes(api, {
    guards: deps.guards,
    repo,
    publicKey: config.VAPID?.publicKey,
    publicSite: config.PUBLIC_SITE,
  });
  const send =
    deps.send ??
    (config.VAPID ? createPushSender({ ...config.VAPID, subject: config.VAPID_SUBJECT }) : undefined);
  return {
    handlers: send
      ? createPushHandlers({
          repo,
          notifications: createNotificationsRepository(infra.db),
          send,
          pushAllowed: (userId, topic) => deps.preferences.allows(infra.db, userId, topic, 'push'),
        })
      : [],
    /**
     * Queues the pushes of a notification that was just stored. Recorded after the notification's own
     * transaction: a crash in between loses its pushes, never the notification (read in the bell).
     */
    notificationStored: (id: number, executor: Executor = infra.db) =>
      send
        ? recordEvent(executor, {
            type: NOTIFICATION_STORED,
            subject: { kind: 'notification', id: String(id) },
            payload: {},
          })
        : Promise.resolve(0),
  };
}
