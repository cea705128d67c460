import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canApply,
  ownerActions,
  SERVICE_EVENTS,
  SERVICE_STATUSES,
  SERVICE_TRANSITIONS,
  type ServiceStatus,
  targetsOf,
} from './service-states';

describe('service states', () => {
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
        expect(t.actor).toBe('timer');
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
