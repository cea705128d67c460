import { describe, expect, it } from 'vitest';
import { guest, userActor } from '../../lib/policy/actor';
import { canCard, canCharge } from './wallet.policy';

const owner = userActor(7);
const other = userActor(8, ['admin', 'finance', 'support']);
const live = { userId: 7, deletedAt: null };
const deleted = { userId: 7, deletedAt: new Date('2031-01-01T00:00:00Z') };

describe('wallet policy', () => {
  it.each([
    ['owner, live card', owner, live, true],
    ['owner, deleted card', owner, deleted, false],
    ['another account, even of the team', other, live, false],
    ['guest', guest, live, false],
  ] as const)('cards: %s', (_label, actor, card, allowed) => {
    for (const action of ['read', 'edit', 'delete', 'charge'] as const)
      expect(canCard(actor, action, card)).toBe(allowed);
  });

  it.each([
    ['owner, top-up', owner, { userId: 7, purpose: 'top_up' }, true],
    ["owner, a deal's shortfall", owner, { userId: 7, purpose: 'deal' }, true],
    ['owner, card check', owner, { userId: 7, purpose: 'card_check' }, false],
    ["another account, a deal's shortfall", other, { userId: 7, purpose: 'deal' }, false],
    ['another account, even of the team', other, { userId: 7, purpose: 'top_up' }, false],
    ['guest', guest, { userId: 7, purpose: 'top_up' }, false],
  ] as const)('charges: %s', (_label, actor, charge, allowed) => {
    expect(canCharge(actor, 'read', charge)).toBe(allowed);
  });
});
