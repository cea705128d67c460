import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueSteps, nextDue, validateMachine } from '../state-machine/machine';
import {
  canApply,
  ownerActions,
  ownerTransition,
  SERVICE_EVENTS,
  SERVICE_STATUSES,
  SERVICE_TRANSITIONS,
  type ServiceStatus,
  serviceMachine,
  targetsOf,
} from './service-states';

describe('service states', () => {
  it('is a sound table: known names, timers with deadlines that end', () => {
    expect(validateMachine(serviceMachine)).toEqual([]);
  });

  it('lets the first day of a holiday decide between open and holiday', () => {
    const today = '2031-03-10';
    expect(ownerTransition('open', 'set_holiday', { today, newHolidayStart: today })).toMatchObject({
      ok: true,
      to: 'holiday',
    });
    expect(ownerTransition('holiday', 'set_holiday', { today, newHolidayStart: '2031-03-11' })).toMatchObject(
      {
        ok: true,
        to: 'open',
      },
    );
  });

  it('refuses to cancel a holiday that is not planned, and to publish an incomplete draft', () => {
    const today = '2031-03-10';
    expect(ownerTransition('open', 'cancel_holiday', { today, holidayStart: null })).toMatchObject({
      ok: false,
      refusal: 'guard_refused',
      guards: ['holiday_planned'],
    });
    expect(ownerTransition('draft', 'publish', { today, complete: false })).toMatchObject({
      ok: false,
      refusal: 'guard_refused',
    });
    expect(ownerTransition('draft', 'publish', { today, complete: true })).toMatchObject({
      ok: true,
      to: 'open',
    });
    expect(ownerTransition('closed', 'close', { today })).toMatchObject({
      ok: false,
      refusal: 'not_from_state',
    });
    expect(ownerTransition('open', 'expire', { today })).toMatchObject({
      ok: false,
      refusal: 'not_by_actor',
    });
  });

  it('counts down to the earliest timer of a status', () => {
    const deadlines = {
      expired_at: new Date('2031-03-20T00:00:00Z'),
      open_until: null,
      holiday_start: '2031-03-12',
      holiday_end: '2031-03-14',
    };
    expect(nextDue(serviceMachine, { status: 'open', deadlines })).toEqual({
      event: 'holiday_starts',
      to: 'holiday',
      at: new Date('2031-03-12T00:00:00Z'),
    });
    expect(nextDue(serviceMachine, { status: 'holiday', deadlines })).toMatchObject({
      event: 'holiday_ends',
      at: new Date('2031-03-15T00:00:00Z'),
    });
    expect(nextDue(serviceMachine, { status: 'draft', deadlines })).toBeNull();
  });

  it('sweeps expiry first and clears a holiday that is over before one can start', () => {
    const now = new Date('2031-03-10T10:00:00Z');
    const swept = dueSteps(
      serviceMachine,
      {
        status: 'open',
        deadlines: {
          expired_at: null,
          open_until: new Date('2031-03-10T00:00:00Z'),
          holiday_start: '2031-03-08',
          holiday_end: '2031-03-09',
        },
      },
      now,
    );
    expect(swept.steps).toEqual([
      { event: 'open_period_ends', from: 'open', to: 'closed' },
      { event: 'holiday_ends', from: 'closed', to: 'closed' },
    ]);
    expect(swept.subject.deadlines).toEqual({
      expired_at: null,
      open_until: null,
      holiday_start: null,
      holiday_end: null,
    });
  });

  it('publishes drafts once and never goes back to draft', () => {
    expect(targetsOf('draft', 'publish')).toEqual(['open']);
    expect(SERVICE_TRANSITIONS.some((t) => t.to === 'draft')).toBe(false);
    expect(ownerActions('draft')).toEqual(['publish']);
  });

  it('offers the owner close, reopen and holiday where they apply', () => {
    expect(ownerActions('open')).toEqual(['close', 'set_holiday', 'cancel_holiday']);
    expect(ownerActions('closed')).toEqual(['reopen']);
    expect(ownerActions('holiday')).toEqual(['close', 'set_holiday', 'cancel_holiday']);
    expect(ownerActions('expired')).toEqual(['reopen']);
    expect(canApply('closed', 'set_holiday')).toBe(false);
  });

  it('only timers expire a service or end a holiday', () => {
    for (const t of SERVICE_TRANSITIONS) {
      if (['expire', 'holiday_starts', 'holiday_ends', 'open_period_ends'].includes(t.event)) {
        expect(t.by).toBe('timer');
      }
    }
  });

  it('stays within known statuses for any sequence of events', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SERVICE_EVENTS), { maxLength: 40 }),
        fc.nat(),
        (events, seed) => {
          let status: ServiceStatus = 'draft';
          let published = false;
          for (const [index, event] of events.entries()) {
            const targets = targetsOf(status, event);
            if (!targets.length) continue;
            status = targets[(seed + index) % targets.length] as ServiceStatus;
            published ||= event === 'publish';
            expect(SERVICE_STATUSES).toContain(status);
            // A published service is never a draft again; a draft only leaves by being published.
            expect(status === 'draft').toBe(!published);
          }
        },
      ),
    );
  });
});
