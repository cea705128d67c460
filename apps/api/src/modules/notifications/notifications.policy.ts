import type { Actor } from '../../lib/policy/actor';
import { isAccount, isUser } from '../../lib/policy/actor';
import { isServiceShown, type VisibleService } from '../../lib/policy/visibility';

/**
 * Notifications are their recipient's alone: `read` (and mark read) only by the account they were
 * written for; anyone else is answered as for a missing one.
 */
export function canNotification(
  actor: Actor,
  action: 'read',
  notification: { recipientId: number },
): boolean {
  void action;
  return isAccount(actor, notification.recipientId);
}

/**
 * "Tell me when it is available" on a service: `not_found` for one the public cannot see (a draft, a
 * deleted one), `own` for the caller's own, `available` for one taking orders now; otherwise (closed,
 * on holiday or expired) the caller may wait for it.
 */
export function canWatchService(
  actor: Actor,
  service: (VisibleService & { ownerId: number }) | undefined,
): 'ok' | 'not_found' | 'own' | 'available' {
  if (!isUser(actor) || !service || !isServiceShown(service, 'public')) return 'not_found';
  if (isAccount(actor, service.ownerId)) return 'own';
  return service.status === 'open' ? 'available' : 'ok';
}
