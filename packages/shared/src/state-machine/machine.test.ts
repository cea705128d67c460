import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueAt,
  dueSteps,
  eventsBy,
  isDue,
  type Machine,
  nextDue,
  transition,
  validateMachine,
} from './machine';

type S = 'sent' | 'approved' | 'lapsed' | 'rejected';
type E = 'approve' | 'reject' | 'lapse';

/** An offer the other side approves or rejects within its time, else it lapses. */
const offer: Machine<S, E, 'provider' | 'moderator', 'has_reason', 'lapses_at', { reason?: string }> = {
  subject: 'offer',
  states: ['sent', 'approved', 'lapsed', 'rejected'],
  initial: 'sent',
  rows: [
    { from: 'sent', event: 'approve', to: 'approved', by: 'provider', clears: ['lapses_at'] },
    {
      from: 'sent',
      event: 'reject',
      to: 'rejected',
      by: 'provider',
      guard: 'has_reason',
      clears: ['lapses_at'],
    },
    { from: 'sent', event: 'reject', to: 'rejected', by: 'moderator', clears: ['lapses_at'] },
    { from: 'sent', event: 'lapse', to: 'lapsed', by: 'timer', deadline: 'lapses_at' },
  ],
  guards: { has_reason: { means: 'a reason is given', test: (c) => !!c.reason?.trim() } },
  deadlines: { lapses_at: { kind: 'instant', means: 'three days passed' } },
  emits: { approve: 'approved', reject: 'rejected', lapse: 'lapsed' },
};

describe('transition', () => {
  it('answers the next state for a party the row admits', () => {
    expect(transition(offer, 'sent', 'approve', 'provider')).toMatchObject({ ok: true, to: 'approved' });
    expect(transition(offer, 'sent', 'reject', ['moderator'])).toMatchObject({ ok: true, to: 'rejected' });
  });

  it('says why it refuses, from the most general reason', () => {
    expect(transition(offer, 'approved', 'reject', 'provider', {})).toEqual({
      ok: false,
      from: 'approved',
      event: 'reject',
      refusal: 'not_from_state',
    });
    expect(transition(offer, 'sent', 'lapse', 'provider')).toMatchObject({
      ok: false,
      refusal: 'not_by_actor',
    });
    expect(transition(offer, 'sent', 'reject', 'provider', { reason: ' ' })).toMatchObject({
      ok: false,
      refusal: 'guard_refused',
      guards: ['has_reason'],
    });
  });

  it('offers a party only the events of its rows', () => {
    expect(eventsBy(offer, 'sent', 'provider')).toEqual(['approve', 'reject']);
    expect(eventsBy(offer, 'sent', 'timer')).toEqual(['lapse']);
    expect(eventsBy(offer, 'lapsed', 'provider')).toEqual([]);
  });

  it('never leaves the states of the table, whoever fires whatever', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            event: fc.constantFrom<E>('approve', 'reject', 'lapse'),
            by: fc.constantFrom('provider', 'moderator', 'timer') as fc.Arbitrary<'provider' | 'timer'>,
            reason: fc.option(fc.string()),
          }),
          { maxLength: 10 },
        ),
        (moves) => {
          let state: S = offer.initial;
          for (const move of moves) {
            const decision = transition(offer, state, move.event, move.by, {
              reason: move.reason ?? undefined,
            });
            if (!decision.ok) continue;
            expect(offer.rows).toContainEqual(expect.objectContaining({ from: state, to: decision.to }));
            state = decision.to;
          }
          expect(offer.states).toContain(state);
        },
      ),
    );
  });
});

describe('deadlines', () => {
  const now = new Date('2031-03-10T10:00:00Z');

  it('passes an instant once reached, a first day from its start, a last day once over', () => {
    expect(isDue('instant', '2031-03-10T10:00:00Z', now)).toBe(true);
    expect(isDue('instant', new Date('2031-03-10T10:00:01Z'), now)).toBe(false);
    expect(isDue('first_day', '2031-03-10', now)).toBe(true);
    expect(isDue('first_day', '2031-03-11', now)).toBe(false);
    expect(isDue('last_day', '2031-03-10', now)).toBe(false);
    expect(isDue('last_day', '2031-03-09', now)).toBe(true);
    expect(isDue('instant', null, now)).toBe(false);
  });

  it('tells the moment each kind passes, for countdowns', () => {
    expect(dueAt('first_day', '2031-03-10')?.toISOString()).toBe('2031-03-10T00:00:00.000Z');
    expect(dueAt('last_day', '2031-03-10')?.toISOString()).toBe('2031-03-11T00:00:00.000Z');
    expect(dueAt('instant', null)).toBeNull();
    for (const kind of ['instant', 'first_day', 'last_day'] as const) {
      const at = dueAt(kind, '2031-03-10') as Date;
      expect(isDue(kind, '2031-03-10', new Date(at.getTime() - 1))).toBe(false);
      expect(isDue(kind, '2031-03-10', at)).toBe(true);
    }
  });

  it('fires a timer row only from its state once its deadline passed', () => {
    const lapses = { lapses_at: '2031-03-10T09:00:00Z' };
    expect(dueSteps(offer, { status: 'sent', deadlines: lapses }, now).steps).toEqual([
      { event: 'lapse', from: 'sent', to: 'lapsed' },
    ]);
    expect(dueSteps(offer, { status: 'approved', deadlines: lapses }, now).steps).toEqual([]);
    expect(dueSteps(offer, { status: 'sent', deadlines: { lapses_at: null } }, now).steps).toEqual([]);
  });
});

describe('nextDue', () => {
  it('tells the next timed change and its moment, or nothing without a deadline', () => {
    const lapses_at = '2031-03-13T09:00:00.000Z';
    expect(nextDue(offer, { status: 'sent', deadlines: { lapses_at } })).toEqual({
      event: 'lapse',
      to: 'lapsed',
      at: new Date(lapses_at),
    });
    expect(nextDue(offer, { status: 'approved', deadlines: { lapses_at } })).toBeNull();
    expect(nextDue(offer, { status: 'sent', deadlines: { lapses_at: null } })).toBeNull();
  });
});

describe('validateMachine', () => {
  it('accepts a sound table', () => {
    expect(validateMachine(offer)).toEqual([]);
  });

  it('finds unknown names, timers without deadlines and timers that would fire for ever', () => {
    const broken = {
      ...offer,
      rows: [
        { from: 'sent', event: 'approve', to: 'nowhere', by: 'provider', guard: 'unknown' },
        { from: 'sent', event: 'lapse', to: 'sent', by: 'timer', deadline: 'lapses_at' },
        { from: 'sent', event: 'reject', to: 'rejected', by: 'timer' },
        {
          from: 'sent',
          event: 'reject',
          to: 'rejected',
          by: 'provider',
          deadline: 'lapses_at',
          clears: ['gone'],
        },
      ],
    } as unknown as typeof offer;
    expect(validateMachine(broken)).toEqual([
      'row 0 (sent --approve--> nowhere): unknown state',
      'row 0 (sent --approve--> nowhere): unknown guard unknown',
      'row 1 (sent --lapse--> sent): fires again; clear its deadline',
      'row 2 (sent --reject--> rejected): a timer needs a deadline',
      'row 3 (sent --reject--> rejected): clears unknown deadline gone',
      'row 3 (sent --reject--> rejected): only timers have a deadline',
    ]);
  });
});
