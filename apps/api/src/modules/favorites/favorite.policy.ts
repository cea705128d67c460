import type { FavoriteType } from '@wasla/shared/contracts/discovery';
import type { Actor } from '../../lib/policy/actor';
import { isUser } from '../../lib/policy/actor';
import { type AccountResource, canAccount } from '../auth/account.policy';
import { canService, type ServiceResource } from '../services/service.policy';

/**
 * Favourites. `keep`: add a service on offer or another live account. `drop`: remove one, whatever
 * became of it since (a deleted service can still leave the list). Lists are the caller's own.
 */
export type FavoriteAction = 'keep' | 'drop';

export type FavoriteTarget =
  | { type: Extract<FavoriteType, 'service'>; service: ServiceResource }
  | { type: Extract<FavoriteType, 'provider'>; account: AccountResource };

export function canFavorite(actor: Actor, action: FavoriteAction, target: FavoriteTarget): boolean {
  if (action === 'drop') return isUser(actor);
  return target.type === 'service'
    ? canService(actor, 'favorite', target.service)
    : canAccount(actor, 'favorite', target.account);
}
