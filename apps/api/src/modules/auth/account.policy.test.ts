import { describe, expect, it } from 'vitest';
import { type ActorName, actors, OWNER_ID } from '../../lib/policy/test-actors';
import { type AccountAction, canAccount } from './account.policy';

const live = { id: OWNER_ID, deletedAt: null };
const deleted = { id: OWNER_ID, deletedAt: new Date('2026-01-01T00:00:00Z') };

// Actor × action on account 1 (the owner's), alive; a deleted account refuses every action.
const table: [ActorName, AccountAction, boolean][] = [
  ['guest', 'read', true],
  ['guest', 'manage', false],
  ['guest', 'follow', false],
  ['guest', 'favorite', false],
  ['guest', 'report', false],
  ['owner', 'read', true],
  ['owner', 'manage', true],
  ['owner', 'follow', false],
  ['owner', 'favorite', false],
  ['owner', 'report', false],
  ['other', 'read', true],
  ['other', 'manage', false],
  ['other', 'follow', true],
  ['other', 'favorite', true],
  ['other', 'report', true],
  ['moderator', 'manage', false],
  ['support', 'manage', false],
  ['finance', 'manage', false],
  ['admin', 'manage', false],
  ['admin', 'follow', true],
];

describe('account policy', () => {
  it.each(table)('%s may %s account 1: %s', (name, action, expected) => {
    expect(canAccount(actors[name], action, live)).toBe(expected);
  });

  it.each(table)('%s may not %s a deleted account', (name, action) => {
    expect(canAccount(actors[name], action, deleted)).toBe(false);
  });
});
