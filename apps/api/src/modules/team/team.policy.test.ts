import { describe, expect, it } from 'vitest';
import { userActor } from '../../lib/policy/actor';
import { type ActorName, actors } from '../../lib/policy/test-actors';
import { canTeam, TEAM_ACTIONS, type TeamAction } from './team.policy';

const table: Record<TeamAction, ActorName[]> = {
  'team.see-own-roles': ['moderator', 'finance', 'support', 'admin'],
  'team.manage-roles': ['admin'],
  'outbox.dead-letters': ['support', 'admin'],
  'blog.moderate': ['moderator', 'admin'],
  'audit.read': ['admin'],
  'finance.desk': ['finance', 'admin'],
  'disputes.decide': ['support', 'admin'],
  'reports.review': ['moderator', 'support', 'admin'],
  'account-types.review': ['support', 'admin'],
  'accounts.look-up': ['moderator', 'finance', 'support', 'admin'],
  'accounts.secure': ['support', 'admin'],
  'numbers.read': ['finance', 'support', 'admin'],
  'catalogue.edit': ['admin'],
  'deals.look-up': ['moderator', 'finance', 'support', 'admin'],
};

const rows = Object.entries(table).flatMap(([action, allowed]) =>
  (Object.keys(actors) as ActorName[]).map(
    (name) => [name, action as TeamAction, allowed.includes(name)] as const,
  ),
);

describe('team policy', () => {
  it.each(rows)('%s may %s: %s', (name, action, expected) => {
    expect(canTeam(actors[name], action)).toBe(expected);
  });

  it('names every action of the policy in the table', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(TEAM_ACTIONS).sort());
  });

  it('lets an account with several roles do what any of them may', () => {
    const both = userActor(9, ['finance', 'support']);
    expect(canTeam(both, 'outbox.dead-letters')).toBe(true);
    expect(canTeam(both, 'team.manage-roles')).toBe(false);
  });
});
