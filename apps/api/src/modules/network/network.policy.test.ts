import { describe, expect, it } from 'vitest';
import { type ActorName, actors, OWNER_ID } from '../../lib/policy/test-actors';
import { canNetwork, type NetworkAction } from './network.policy';

const live = { id: OWNER_ID, deletedAt: null };
const deleted = { id: OWNER_ID, deletedAt: new Date('2026-01-01T00:00:00Z') };
const actions: NetworkAction[] = ['follow', 'unfollow', 'remove-follower'];

// Actor × target (account 1) → allowed, the same for the three actions.
const table: [ActorName, string, typeof live | typeof deleted, boolean][] = [
  ['guest', 'a live account', live, false],
  ['other', 'a live account', live, true],
  ['other', 'a deleted account', deleted, false],
  ['owner', 'itself', live, false],
  ['admin', 'a live account', live, true],
];

describe('network policy', () => {
  it.each(table.flatMap((row) => actions.map((action) => [...row, action] as const)))(
    '%s and %s: %s (%s)',
    (name, _, account, expected, action) => {
      expect(canNetwork(actors[name], action, account)).toBe(expected);
    },
  );
});
