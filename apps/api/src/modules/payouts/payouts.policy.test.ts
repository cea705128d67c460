import { describe, expect, it } from 'vitest';
import { type ActorName, actors, OWNER_ID } from '../../lib/policy/test-actors';
import { canPayout, type PayoutAction } from './payouts.policy';

// For each action, who may: on a live resource of the owner, and on a deleted one.
const allowed: Record<PayoutAction, { live: ActorName[]; deleted: ActorName[] }> = {
  own: { live: ['owner'], deleted: [] },
  decide: { live: ['finance', 'admin'], deleted: ['finance', 'admin'] },
};

const rows = Object.entries(allowed).flatMap(([action, sets]) =>
  (Object.keys(actors) as ActorName[]).flatMap((name) => [
    [name, action as PayoutAction, 'live', sets.live.includes(name)] as const,
    [name, action as PayoutAction, 'deleted', sets.deleted.includes(name)] as const,
  ]),
);

describe('payouts policy', () => {
  it.each(rows)('%s may %s a %s resource: %s', (name, action, state, expected) => {
    const resource = { ownerId: OWNER_ID, deletedAt: state === 'deleted' ? new Date('2031-01-01') : null };
    expect(canPayout(actors[name], action, resource)).toBe(expected);
  });
});
