import { describe, expect, it } from 'vitest';
import { transition, validateMachine } from '../state-machine/machine';
import {
  CHARGE_EVENTS,
  CHARGE_STATUSES,
  chargeMachine,
  eventForReport,
  isFinalCharge,
} from './charge-states';

const REPORTS = ['requires_action', 'processing', 'succeeded', 'failed'] as const;

describe('wallet charge states', () => {
  it('is a sound table', () => {
    expect(validateMachine(chargeMachine)).toEqual([]);
  });

  it('never leaves a final status, whatever the gateway reports afterwards', () => {
    for (const from of CHARGE_STATUSES.filter(isFinalCharge))
      for (const event of CHARGE_EVENTS)
        expect(transition(chargeMachine, from, event, 'gateway')).toMatchObject({ ok: false });
  });

  it('moves only forward: a report behind the charge, or the same status again, is no news', () => {
    expect(eventForReport('created', 'requires_action')).toBe('require_action');
    expect(eventForReport('requires_action', 'succeeded')).toBe('succeed');
    expect(eventForReport('processing', 'requires_action')).toBeNull();
    expect(eventForReport('requires_action', 'requires_action')).toBeNull();
    expect(eventForReport('succeeded', 'failed')).toBeNull();
    expect(eventForReport('failed', 'succeeded')).toBeNull();
  });

  it('ends where the most advanced report leads, in any order of arrival', () => {
    // Every order of every pair of reports: the charge ends at the later of the two in the table's
    // order, or at the first final one.
    const rank = { created: 0, requires_action: 1, processing: 2, succeeded: 3, failed: 3 } as const;
    for (const a of REPORTS)
      for (const b of REPORTS) {
        let status: (typeof CHARGE_STATUSES)[number] = 'created';
        for (const report of [a, b]) {
          const event = eventForReport(status, report);
          if (event) status = report;
        }
        const expected = rank[a] === 3 ? a : rank[b] > rank[a] ? b : a;
        expect(status, `${a} then ${b}`).toBe(expected);
      }
  });

  it('is moved by the gateway only', () => {
    expect(transition(chargeMachine, 'created', 'succeed', 'timer')).toMatchObject({
      ok: false,
      refusal: 'not_by_actor',
    });
  });
});
