import { describe, expect, it } from 'vitest';
import { type ActorName, actors, OWNER_ID } from '../../lib/policy/test-actors';
import { type AvatarAction, canAvatar } from './avatar.policy';

const live = { id: OWNER_ID, deletedAt: null };
const deleted = { id: OWNER_ID, deletedAt: new Date('2026-01-01T00:00:00Z') };

const table: [ActorName, AvatarAction, typeof live | typeof deleted, boolean][] = [
  ['owner', 'replace', live, true],
  ['owner', 'remove', live, true],
  ['owner', 'replace', deleted, false],
  ['other', 'replace', live, false],
  ['other', 'remove', live, false],
  ['guest', 'replace', live, false],
  ['moderator', 'remove', live, false],
  ['admin', 'replace', live, false],
];

describe('avatar policy', () => {
  it.each(table)('%s may %s the photo of account 1 (%o): %s', (name, action, account, expected) => {
    expect(canAvatar(actors[name], action, account)).toBe(expected);
  });
});
