import {
  type NotificationChannel,
  type NotificationTopic,
  offers,
} from '@wasla/shared/contracts/notification-preferences';
import type { Actor } from '../../lib/policy/actor';
import { isAccount } from '../../lib/policy/actor';
import type { UnsubscribeGrant } from './unsubscribe-token';

/** An account's notification preferences are its own to read and change; nobody else's. */
export function canNotificationPreferences(
  actor: Actor,
  action: 'read' | 'update',
  owner: { userId: number },
): boolean {
  void action;
  return isAccount(actor, owner.userId);
}

/** A channel may be turned on or off only where the topic offers it (dispute e-mails are always sent). */
export const canChangeChannel = (topic: NotificationTopic, channel: NotificationChannel) =>
  offers(topic, channel);

/**
 * An unsubscribe link stops one topic's e-mails of one account, without a session: the signed token
 * is the whole permission. An account deleted since the mail was sent has nothing left to stop.
 */
export function canUnsubscribe(grant: UnsubscribeGrant | undefined, accountLive: boolean): boolean {
  return grant !== undefined && accountLive && offers(grant.topic, 'email');
}
