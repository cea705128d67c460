import type { Actor } from '../../lib/policy/actor';
import { isAccount, isUser } from '../../lib/policy/actor';
import { isAccountShown, type VisibleAccount } from '../../lib/policy/visibility';

/**
 * Who may do what with an account.
 * - `read`: its public profile, for anyone, while the account is not deleted.
 * - `manage`: its private data and settings (profile, avatar, security, contact details, closing it),
 *   for the account itself only; no team role acts in someone's name.
 * - `follow`, `favorite`, `report`: for another signed-in account, while it is not deleted.
 */
export type AccountAction = 'read' | 'manage' | 'follow' | 'favorite' | 'report';

export type AccountResource = VisibleAccount & { id: number };

export function canAccount(actor: Actor, action: AccountAction, account: AccountResource): boolean {
  const alive = isAccountShown(account, 'alive');
  switch (action) {
    case 'read':
      return alive;
    case 'manage':
      return alive && isAccount(actor, account.id);
    case 'follow':
    case 'favorite':
    case 'report':
      return alive && isUser(actor) && !isAccount(actor, account.id);
  }
}
