import type { LatestNotifications, Notification } from '@wasla/shared/contracts/notifications';
import { LATEST_NOTIFICATIONS } from '@wasla/shared/contracts/notifications';
import type { Language } from '@wasla/shared/languages';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { canNotification, canWatchService } from './notifications.policy';
import { presentNotification } from './notifications.presenter';
import type { NotificationsRepository } from './notifications.repository';

export const notificationErrors = {
  /** Taking orders now: there is nothing to wait for. */
  available: () => new AppError(409, 'service_already_available', 'service_already_available'),
  own: () => new AppError(422, 'watch_own_service', 'watch_own_service'),
};

/**
 * The reader's notifications, rendered in their language as they read them; marking read; and the
 * watches of services on holiday or closed (the handlers turn a reopening into notifications).
 */
export function createNotifications(deps: { repo: NotificationsRepository }) {
  const { repo } = deps;

  return {
    async list(actor: UserActor, page: number, perPage: number, lang: Language) {
      const { rows, total } = await repo.page(actor.id, perPage, (page - 1) * perPage);
      return { items: rows.map((row) => presentNotification(row, lang)), total };
    },

    /** The header's menu: the latest few, and the unread count behind the bell's red dot. */
    async latest(actor: UserActor, lang: Language): Promise<LatestNotifications> {
      const [{ rows }, unread] = await Promise.all([
        repo.page(actor.id, LATEST_NOTIFICATIONS, 0),
        repo.unreadCount(actor.id),
      ]);
      return {
        data: rows.map((row) => presentNotification(row, lang)),
        unread_count: unread,
        has_unread: unread > 0,
      };
    },

    /** Marks one of the reader's notifications read (again is harmless); another's is a missing one. */
    async read(actor: UserActor, id: number, lang: Language): Promise<Notification> {
      const found = await repo.find(id);
      if (!found || !canNotification(actor, 'read', found.notification)) throw errors.notFound();
      if (!found.notification.readAt) {
        await repo.markRead(id, clock.now());
        return presentNotification((await repo.find(id))!, lang);
      }
      return presentNotification(found, lang);
    },

    async readAll(actor: UserActor) {
      await repo.markAllRead(actor.id, clock.now());
      return { unread_count: await repo.unreadCount(actor.id) };
    },

    /** Waits for a service on holiday or closed to open again; asking twice keeps one watch. */
    async watch(actor: UserActor, serviceId: number) {
      const service = await repo.service(repo.db, serviceId);
      const decision = canWatchService(actor, service);
      if (decision === 'not_found') throw errors.notFound('service_not_found');
      if (decision === 'own') throw notificationErrors.own();
      if (decision === 'available') throw notificationErrors.available();
      await repo.watch(actor.id, serviceId, clock.now());
      return { service_id: serviceId, watching: true as const };
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
