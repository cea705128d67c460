import { describe, expect, it } from 'vitest';
import { validateMachine } from '../state-machine/machine';
import {
  DEAL_STAGES,
  dealActions,
  dealMachine,
  dealStatusOf,
  dealSubStageOf,
  dealTransition,
  FINAL_STAGES,
} from './deal-states';

const now = new Date('2031-03-10T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('deal states', () => {
  it('is a sound table: known names, timers with deadlines that end', () => {
    expect(validateMachine(dealMachine)).toEqual([]);
  });

  it('leaves no final stage, and every other stage has a way out', () => {
    for (const stage of DEAL_STAGES) {
      const out = dealMachine.rows.filter((row) => row.from === stage);
      expect(out.length === 0, stage).toBe(FINAL_STAGES.includes(stage));
    }
  });

  it('lets only the receiver answer an offer, and only while the service is available', () => {
    expect(
      dealTransition('pending', 'approve', ['sender', 'client'], { now, serviceAvailable: true }),
    ).toMatchObject({ ok: false, refusal: 'not_by_actor' });
    expect(
      dealTransition('pending', 'approve', ['receiver', 'provider'], { now, serviceAvailable: false }),
    ).toMatchObject({ ok: false, refusal: 'guard_refused' });
    expect(
      dealTransition('pending', 'approve', ['receiver', 'provider'], { now, serviceAvailable: true }),
    ).toMatchObject({ ok: true, to: 'approved' });
  });

  it('lets the client cancel a paid deal only once the provider is more than a day late', () => {
    const onTime = { now, deadlineAt: hours(-23) };
    const late = { now, deadlineAt: hours(-25) };
    expect(dealTransition('in_progress', 'cancel', ['client'], onTime)).toMatchObject({ ok: false });
    expect(dealTransition('in_progress', 'cancel', ['client'], late)).toMatchObject({
      ok: true,
      to: 'canceled',
    });
    expect(dealTransition('in_progress', 'cancel', ['provider'], onTime)).toMatchObject({ ok: true });
  });

  it('sends a rejected delivery back to work until the last one, which opens a dispute', () => {
    const context = (sent: number) => ({ now, deliveriesSent: sent, deliveryLimit: 3 });
    expect(dealTransition('delivered', 'reject_delivery', ['client'], context(1))).toMatchObject({
      to: 'in_progress',
    });
    expect(dealTransition('delivered', 'reject_delivery', ['client'], context(3))).toMatchObject({
      to: 'disputed',
    });
    expect(dealTransition('in_progress', 'deliver', ['provider'], context(3))).toMatchObject({ ok: false });
  });

  it('speaks the spec: status words and sub-stages', () => {
    expect(dealStatusOf('approved')).toBe('pending');
    expect(dealStatusOf('delivered')).toBe('in_progress');
    expect(dealStatusOf('expired')).toBe('canceled');
    expect(dealSubStageOf('approved', null, now)).toBe('waiting_for_payment');
    expect(dealSubStageOf('in_progress', hours(-1), now)).toBe('missed_deadline');
    expect(dealSubStageOf('in_progress', hours(1), now)).toBeNull();
  });

  it("cancels an offer waiting for an answer when its service is deleted, which no party's button does", () => {
    for (const stage of ['pending', 'updated'] as const) {
      expect(dealTransition(stage, 'service_removed', ['system'], { now })).toMatchObject({
        ok: true,
        to: 'canceled',
      });
      expect(dealTransition(stage, 'service_removed', ['receiver', 'provider'], { now })).toMatchObject({
        ok: false,
      });
    }
    expect(dealTransition('approved', 'service_removed', ['system'], { now })).toMatchObject({ ok: false });
  });

  it('offers each side its own buttons', () => {
    expect(dealActions('pending', ['receiver', 'provider']).sort()).toEqual(['approve', 'counter', 'reject']);
    expect(dealActions('updated', ['sender', 'client']).sort()).toEqual([
      'approve_update',
      'dismiss_update',
      'reject_update',
      'withdraw',
    ]);
  });
});
