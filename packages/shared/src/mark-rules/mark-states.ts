import type { Machine, MachineRow } from '../state-machine/machine';

/**
 * The life of a paid promotion (a "mark") of a service, SPEC.md section 3. Paying for it creates it
 * `scheduled`; the clock starts it at `starts_at` and ends it at `ends_at`. Only the clock moves a
 * mark: while it is `active` its service is labelled promoted and ranked first within its category
 * (apps/api/src/modules/marks/mark-machine.ts applies both moves and the ranking flag together).
 */
export const MARK_STATUSES = ['scheduled', 'active', 'ended'] as const;
export type MarkStatus = (typeof MARK_STATUSES)[number];

export const MARK_EVENTS = ['start', 'end'] as const;
export type MarkEvent = (typeof MARK_EVENTS)[number];

export type MarkDeadline = 'starts_at' | 'ends_at';

type Row = MachineRow<MarkStatus, MarkEvent, never, never, MarkDeadline>;

// In sweep order: a mark whose start was missed while nothing ran is started, then ended, in one sweep.
const ROWS: readonly Row[] = [
  { from: 'scheduled', event: 'start', to: 'active', by: 'timer', deadline: 'starts_at' },
  { from: 'active', event: 'end', to: 'ended', by: 'timer', deadline: 'ends_at' },
];

export const markMachine: Machine<MarkStatus, MarkEvent, never, never, MarkDeadline, unknown> = {
  subject: 'mark',
  states: MARK_STATUSES,
  initial: 'scheduled',
  rows: ROWS,
  guards: {},
  deadlines: {
    starts_at: { kind: 'instant', means: 'the start time the owner chose (in their time zone) has come' },
    ends_at: { kind: 'instant', means: 'the paid days or weeks after the start are over' },
  },
  emits: { start: 'started', end: 'ended' },
};

/** A mark that holds its period: no other mark of the same service may overlap it. */
export const isMarkPending = (status: MarkStatus) => status !== 'ended';
