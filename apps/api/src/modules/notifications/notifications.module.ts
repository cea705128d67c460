import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { EventHandler } from '../../lib/events/handlers';
import type { Auth } from '../auth/auth.module';
import { notificationFacts } from './notification-facts.repository';
import {
  createNotificationHandlers,
  type OnNotificationStored,
  type WithNotificationsStored,
} from './notification-handlers';
import { createNotificationsRepository } from './notifications.repository';
import { registerNotificationRoutes } from './notifications.routes';
import { createNotifications, type Notifications } from './notifications.service';

export type { OnNotificationStored, WithNotificationsStored };

/**
 * Notifications (SPEC.md sections 3, 4 and 7): the outbox handlers that write one per recipient of a
 * deal's, a payout's, a top-up's or a reopened service's event, and the routes that read them in the
 * reader's language. `onStored` is the real-time port: it is called with each notification once its
 * transaction committed (nothing by default), for a publisher to push it to the recipient's devices;
 * that publisher renders it for the recipient with `notifications.latest` or `list`. `withStored`
 * runs in the transaction that stores them (the e-mail module plans their mails there).
 */
export function registerNotifications(
  api: FastifyInstance,
  infra: Infrastructure,
  deps: Pick<Auth, 'guards'> & { onStored?: OnNotificationStored; withStored?: WithNotificationsStored },
): { handlers: EventHandler[]; notifications: Notifications } {
  const repo = createNotificationsRepository(infra.db);
  const notifications = createNotifications({ repo });
  registerNotificationRoutes(api, { notifications, guards: deps.guards });
  return {
    handlers: createNotificationHandlers({
      repo,
      facts: notificationFacts,
      onStored: deps.onStored,
      withStored: deps.withStored,
      log: infra.log,
    }),
    notifications,
  };
}
