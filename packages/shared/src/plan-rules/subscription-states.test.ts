import { describe, expect, it } from 'vitest';
import { transition, validateMachine } from '../state-machine/machine';
import { ownerSubscriptionActions, subscriptionMachine } from './subscription-states';

const within = { now: new Date('2026-01-10'), currentPeriodEnd: new Date('2026-02-01') };
const after = { now: new Date('2026-02-02'), currentPeriodEnd: new Date('2026-02-01') };

describe('subscription states', () => {
  it('is a sound table', () => {
    expect(validateMachine(subscriptionMachine)).toEqual([]);
  });

  it('lets the owner cancel and undo only within the paid period', () => {
    expect(transition(subscriptionMachine, 'active', 'cancel', 'owner', within)).toMatchObject({
      ok: true,
      to: 'canceled',
    });
    expect(transition(subscriptionMachine, 'canceled', 'undo_cancellation', 'owner', within)).toMatchObject({
      ok: true,
      to: 'active',
    });
    expect(transition(subscriptionMachine, 'canceled', 'undo_cancellation', 'owner', after)).toMatchObject({
      ok: false,
      refusal: 'guard_refused',
    });
    expect(transition(subscriptionMachine, 'ended', 'undo_cancellation', 'owner', within)).toMatchObject({
      ok: false,
      refusal: 'not_from_state',
    });
  });

  it('leaves renewals to billing and endings to the timers', () => {
    expect(transition(subscriptionMachine, 'active', 'renew', 'owner', within)).toMatchObject({
      ok: false,
      refusal: 'not_by_actor',
    });
    expect(transition(subscriptionMachine, 'past_due', 'renew', 'billing')).toMatchObject({
      ok: true,
      to: 'active',
    });
    expect(ownerSubscriptionActions('active').sort()).toEqual([
      'cancel',
      'downgrade',
      'toggle_auto_renew',
      'upgrade',
    ]);
    expect(ownerSubscriptionActions('ended')).toEqual([]);
  });
});
