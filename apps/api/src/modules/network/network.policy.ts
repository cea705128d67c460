import type { Actor } from '../../lib/policy/actor';
import { type AccountResource, canAccount } from '../auth/account.policy';

/**
 * Following. `follow` and `unfollow` another live account; `remove-follower` drops another live account
 * from one's own followers. Each needs a signed-in account that is not the target.
 */
export type NetworkAction = 'follow' | 'unfollow' | 'remove-follower';

export function canNetwork(actor: Actor, _action: NetworkAction, account: AccountResource): boolean {
  return canAccount(actor, 'follow', account);
}
