import type { ServiceStatus } from '@wasla/shared/service-rules/service-states';
import { describe, expect, it } from 'vitest';
import { type ActorName, actors, OWNER_ID } from '../../lib/policy/test-actors';
import { canFavorite, type FavoriteAction, type FavoriteTarget } from './favorite.policy';

const gone = new Date('2026-01-01T00:00:00Z');
const service = (status: ServiceStatus, deletedAt: Date | null = null): FavoriteTarget => ({
  type: 'service',
  service: { ownerId: OWNER_ID, status, deletedAt },
});
const provider = (deletedAt: Date | null = null): FavoriteTarget => ({
  type: 'provider',
  account: { id: OWNER_ID, deletedAt },
});

/** A deal the owner (account 1) ordered from account 9, in `stage`. */
const deal = (stage: string): FavoriteTarget => ({
  type: 'deal',
  deal: { clientId: OWNER_ID, providerId: 9, senderId: OWNER_ID, stage, deletedAt: null },
});

const table: [ActorName, FavoriteAction, string, FavoriteTarget, boolean][] = [
  ['guest', 'keep', 'an open service', service('open'), false],
  ['guest', 'drop', 'an open service', service('open'), false],
  ['other', 'keep', 'an open service', service('open'), true],
  ['other', 'keep', 'a service on holiday', service('holiday'), true],
  ['other', 'keep', 'a closed service', service('closed'), true],
  ['other', 'keep', 'an expired service', service('expired'), false],
  ['other', 'keep', 'a draft', service('draft'), false],
  ['other', 'keep', 'a deleted service', service('open', gone), false],
  ['other', 'drop', 'a deleted service', service('open', gone), true],
  ['other', 'drop', 'a draft', service('draft'), true],
  ['owner', 'keep', 'its own open service', service('open'), true],
  ['other', 'keep', 'a live provider', provider(), true],
  ['other', 'keep', 'a deleted provider', provider(gone), false],
  ['other', 'drop', 'a deleted provider', provider(gone), true],
  ['owner', 'keep', 'its own account', provider(), false],
  ['guest', 'keep', 'a live provider', provider(), false],
  ['moderator', 'keep', 'a live provider', provider(), true],
  ['owner', 'keep', 'its own deal', deal('pending'), true],
  ['owner', 'keep', 'its own draft deal', deal('draft'), true],
  ['other', 'keep', "someone else's deal", deal('pending'), false],
  ['support', 'keep', 'a deal that is not disputed', deal('pending'), false],
  ['guest', 'keep', 'a deal', deal('pending'), false],
];

describe('favourite policy', () => {
  it.each(table)('%s may %s %s: %s', (name, action, _, target, expected) => {
    expect(canFavorite(actors[name], action, target)).toBe(expected);
  });
});
