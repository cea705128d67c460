import type { Actor } from '../../lib/policy/actor';
import { type AccountResource, canAccount } from '../auth/account.policy';

/** An account's photo is replaced or removed by that account alone. */
export type AvatarAction = 'replace' | 'remove';

export function canAvatar(actor: Actor, _action: AvatarAction, account: AccountResource): boolean {
  return canAccount(actor, 'manage', account);
}
