import { describe, expect, it } from 'vitest';
import { guest, userActor } from '../../lib/policy/actor';
import { canMark } from './marks.policy';

const owner = userActor(7);
const other = userActor(8);
const admin = userActor(9, ['admin']);
const service = (status: string, deletedAt: Date | null = null) => ({ ownerId: 7, status, deletedAt });

describe('canMark', () => {
  it.each([
    ['quote', owner, service('open'), true],
    ['quote', owner, service('draft'), true],
    ['stats', owner, service('closed'), true],
    ['promote', owner, service('open'), true],
    ['promote', owner, service('holiday'), false],
    ['promote', owner, service('closed'), false],
    ['promote', owner, service('draft'), false],
    ['promote', owner, service('open', new Date()), false],
    ['stats', owner, service('open', new Date()), false],
    ['quote', other, service('open'), false],
    ['promote', other, service('open'), false],
    ['stats', other, service('open'), false],
    ['stats', admin, service('open'), false],
    ['stats', guest, service('open'), false],
  ] as const)('%s by %o on %o is %s', (action, actor, resource, allowed) => {
    expect(canMark(actor, action, resource)).toBe(allowed);
  });
});
