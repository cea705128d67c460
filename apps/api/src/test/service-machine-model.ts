import {
  type ServiceDeadline,
  type ServiceEvent,
  type ServiceStatus,
  serviceMachine,
} from '@wasla/shared/service-rules/service-states';
import { cleared, dueSteps, type Step, transition } from '@wasla/shared/state-machine/machine';
import fc from 'fast-check';

/**
 * The model side of the service machine's model test: commands an owner, the moderation team and the
 * clock can give, and
 * what the table says each does, computed from the table alone at an explicit `now`.
 */
export type Command =
  | { kind: 'publish' }
  | { kind: 'close' }
  | { kind: 'cancel_holiday' }
  | { kind: 'reopen'; untilIn: number | null }
  | { kind: 'set_holiday'; startIn: number; days: number }
  | { kind: 'set_expiry'; lastDayIn: number }
  | { kind: 'tick'; hours: number }
  | { kind: 'hide' }
  | { kind: 'restore' };

export type Deadlines = Record<ServiceDeadline, Date | string | null>;
export type Model = { now: Date; status: ServiceStatus; deadlines: Deadlines };
export type Outcome = { model: Model; steps: Step<ServiceStatus, ServiceEvent>[]; status: number };

const DAY = 86_400_000;
/** The day `days` after the model's today, as the forms send dates. */
export const dayIn = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
/** A chosen last day lasts to its end (service-dates.ts). */
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY);
/** A holiday's last day: never before its first, nor before today, so that forms accept it. */
export const holidayEndIn = (cmd: { startIn: number; days: number }) => Math.max(cmd.startIn, 0) + cmd.days;

export const startModel = (now: Date, status: 'draft' | 'open'): Model => ({
  now,
  status,
  deadlines: { expired_at: null, open_until: null, holiday_start: null, holiday_end: null },
});

/** What the table says a command does: the next model, the changes it makes, the HTTP answer. */
export function expected(model: Model, cmd: Command): Outcome {
  if (cmd.kind === 'tick') {
    const now = new Date(model.now.getTime() + cmd.hours * 3_600_000);
    const swept = dueSteps(serviceMachine, model, now);
    return { model: { now, ...(swept.subject as Omit<Model, 'now'>) }, steps: swept.steps, status: 200 };
  }
  if (cmd.kind === 'set_expiry') {
    // Saving an end date is an edit of a deadline, not a change of state.
    const expired_at = endOf(dayIn(model.now, cmd.lastDayIn));
    return { model: { ...model, deadlines: { ...model.deadlines, expired_at } }, steps: [], status: 200 };
  }
  // Submitting a published service saves it; only a draft is published.
  if (cmd.kind === 'publish' && model.status !== 'draft') return { model, steps: [], status: 200 };
  const context = {
    today: dayIn(model.now, 0),
    complete: true,
    holidayStart: model.deadlines.holiday_start as string | null,
    newHolidayStart: cmd.kind === 'set_holiday' ? dayIn(model.now, cmd.startIn) : undefined,
  };
  const party = cmd.kind === 'hide' || cmd.kind === 'restore' ? 'team' : 'owner';
  const decision = transition(serviceMachine, model.status, cmd.kind, party, context);
  if (!decision.ok) return { model, steps: [], status: 409 };
  let deadlines = { ...model.deadlines };
  if (cmd.kind === 'reopen') {
    deadlines.open_until = cmd.untilIn === null ? null : endOf(dayIn(model.now, cmd.untilIn));
  }
  if (cmd.kind === 'set_holiday') {
    deadlines.holiday_start = dayIn(model.now, cmd.startIn);
    deadlines.holiday_end = dayIn(model.now, holidayEndIn(cmd));
  }
  deadlines = cleared(deadlines, decision.row.clears) as Deadlines;
  return {
    model: { ...model, status: decision.to, deadlines },
    steps: [{ event: cmd.kind, from: model.status, to: decision.to }],
    status: 200,
  };
}

// Weighted towards the commands that meet timers: holidays, end dates and ticks of the clock.
export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'publish' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'close' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel_holiday' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reopen' as const),
      untilIn: fc.option(fc.integer({ min: 0, max: 3 })),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('set_holiday' as const),
      startIn: fc.integer({ min: -2, max: 3 }),
      days: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('set_expiry' as const),
      lastDayIn: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('tick' as const), hours: fc.constantFrom(1, 6, 15, 24, 49) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'hide' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restore' as const }) },
);

const tick = (hours: number): Command => ({ kind: 'tick', hours });
const holiday = (startIn: number, days: number): Command => ({ kind: 'set_holiday', startIn, days });

/**
 * Sequences that walk every row of the table, run before the random ones on every run, so that a
 * short CI run still meets each transition; a test checks they do.
 */
export const WALKS: [initial: 'draft' | 'open', commands: Command[]][] = [
  [
    'draft',
    [
      { kind: 'publish' },
      holiday(1, 0), // open → open: starts later
      tick(15), // holiday_starts
      tick(24), // holiday_ends from holiday
      holiday(0, 1), // open → holiday
      holiday(2, 0), // holiday → open
      holiday(0, 0), // open → holiday
      holiday(0, 1), // holiday → holiday
      { kind: 'cancel_holiday' }, // holiday → open
      holiday(3, 0),
      { kind: 'cancel_holiday' }, // open → open
      { kind: 'cancel_holiday' }, // refused: nothing planned
      { kind: 'close' },
      { kind: 'close' }, // refused
      { kind: 'reopen', untilIn: 0 }, // closed → open until tonight
      tick(15), // open_period_ends
      { kind: 'reopen', untilIn: null },
      { kind: 'set_expiry', lastDayIn: 0 },
      tick(15), // expire from open
      { kind: 'reopen', untilIn: null }, // expired → open, end date cleared
    ],
  ],
  [
    'open',
    [
      holiday(0, 3),
      { kind: 'set_expiry', lastDayIn: 0 },
      tick(15), // expire from holiday; the holiday is kept
      tick(49),
      tick(49), // holiday_ends from expired
      { kind: 'reopen', untilIn: 0 },
      holiday(2, 1),
      tick(15), // open_period_ends with a holiday planned
      tick(49),
      tick(49), // holiday_ends from closed
      { kind: 'set_expiry', lastDayIn: 1 },
      tick(49), // expire from closed
    ],
  ],
  ['open', [holiday(1, 0), tick(49)]], // a holiday that passed unseen: holiday_ends from open
  ['open', [holiday(0, 2), { kind: 'close' }]], // holiday → closed
  [
    'open',
    [
      { kind: 'restore' }, // refused: not hidden
      holiday(1, 2),
      { kind: 'hide' }, // open → hidden, the planned holiday cleared
      { kind: 'close' }, // refused: the owner has no say
      { kind: 'reopen', untilIn: null }, // refused
      tick(49), // nothing is due for a hidden service
      { kind: 'hide' }, // refused: hidden already
      { kind: 'restore' }, // hidden → closed
      { kind: 'hide' }, // closed → hidden
      { kind: 'restore' },
      { kind: 'reopen', untilIn: null },
      holiday(0, 1),
      { kind: 'hide' }, // holiday → hidden
      { kind: 'restore' },
      { kind: 'set_expiry', lastDayIn: 0 },
      tick(49), // expire from closed
      { kind: 'hide' }, // expired → hidden
      { kind: 'restore' },
    ],
  ],
];
