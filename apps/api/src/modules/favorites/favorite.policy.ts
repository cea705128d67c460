import type { FavoriteType } from '@wasla/shared/contracts/discovery';
import type { Actor } from '../../lib/policy/actor';
import { isUser } from '../../lib/policy/actor';
import { type AccountResource, canAccount } from '../auth/account.policy';
import { canDeal, type DealResource } from '../deals/deal.policy';
import { canService, type ServiceResource } from '../services/service.policy';

/**
 * Favourites. `keep`: add a service on offer, another live account, or a deal one may read (its
 * parties; a draft only its sender). `drop`: remove one, whatever
 * became of it since (a deleted service can still leave the list). Lists are the caller's own.
 */
export type FavoriteAction = 'keep' | 'drop';

export type FavoriteTarget =
  | { type: Extract<FavoriteType, 'service'>; service: ServiceResource }
  | { type: Extract<FavoriteType, 'provider'>; account: AccountResource }
  | { type: 'deal'; deal: DealResource };

export function canFavorite(actor: Actor, action: FavoriteAction, target: FavoriteTarget): boolean {
  if (action === 'drop') return isUser(actor);
  if (target.type === 'deal') return canDeal(actor, 'read', target.deal);
  return target.type === 'service'
    ? canService(actor, 'favorite', target.service)
    : canAccount(actor, 'favorite', target.account);
}
