/**
 * State machines as data. A machine is a list of rows — from, event, to, by whom, under which guard,
 * and for timers the deadline whose passing fires them — and everything else is derived from it: the
 * code that decides a change (`transition`), the buttons a screen offers (`eventsBy`), the timer
 * sweeps (`dueSteps` here, and their SQL twin in apps/api/src/lib/state-machine), and the generated
 * page in docs/state-machines/.
 *
 * Writing a machine (services, deals, deliveries, withdrawals, subscriptions):
 * - `by` names the party allowed to fire a row: a party of the subject ('owner', 'client',
 *   'provider'), a team role ('moderator', 'finance'…), or 'timer'. Which parties a caller acts as is
 *   the policy's answer; the machine only says which parties a row admits.
 * - Several rows may share a from and an event: their guards choose between them, in order, so a
 *   guard names a pure question about the context ("the holiday starts today or earlier").
 * - A timer row names a deadline, a column of the subject. A timer row must clear its deadline or
 *   lead to a state where the same event does not fire again, so a sweep always ends.
 *   `validateMachine` checks this and the rest of the table's shape; every machine has a test calling it.
 * - `clears` lists the deadlines a transition empties, so the columns that drive timers never
 *   outlive the state they belong to.
 *
 * This file is pure (no database, no clock): the web reads it for its buttons and the model tests
 * run it beside the database.
 */

/** Who may fire a row: a party of the subject or a team role, or the clock. */
export type By<P extends string> = P | 'timer';

/**
 * How a deadline column becomes due. `instant`: a timestamp, due once it is reached. `first_day`: a
 * date (UTC) due from the start of that day. `last_day`: a date due once the day is over.
 */
export type DeadlineKind = 'instant' | 'first_day' | 'last_day';

export type MachineRow<
  S extends string,
  E extends string,
  P extends string,
  G extends string,
  D extends string,
> = {
  from: S;
  event: E;
  to: S;
  by: By<P>;
  guard?: G;
  /** Timer rows only: the deadline whose passing fires the row. */
  deadline?: D;
  /** Deadlines this transition empties. */
  clears?: readonly D[];
};

export type Machine<
  S extends string = string,
  E extends string = string,
  P extends string = string,
  G extends string = string,
  D extends string = string,
  C = unknown,
> = {
  /** The kind of subject, as written in history rows and event types: 'service', 'deal'. */
  subject: string;
  states: readonly S[];
  initial: S;
  rows: readonly MachineRow<S, E, P, G, D>[];
  /** Each guard as a sentence for the documentation and a pure test on the caller's context. */
  guards: Record<G, { means: string; test: (context: C) => boolean }>;
  deadlines: Record<D, { kind: DeadlineKind; means: string }>;
  /** The past-tense name of each event, for the domain event: 'closed' is sent as 'service.closed'. */
  emits: Record<E, string>;
};

// biome-ignore lint/suspicious/noExplicitAny: a machine of any shape, for the generic helpers.
export type AnyMachine = Machine<any, any, any, any, any, any>;
// biome-ignore-start lint/suspicious/noExplicitAny: inference over any machine.
export type StateOf<M> = M extends Machine<infer S, any, any, any, any, any> ? S : never;
export type EventOf<M> = M extends Machine<any, infer E, any, any, any, any> ? E : never;
export type PartyOf<M> = M extends Machine<any, any, infer P, any, any, any> ? P : never;
export type GuardOf<M> = M extends Machine<any, any, any, infer G, any, any> ? G : never;
export type DeadlineOf<M> = M extends Machine<any, any, any, any, infer D, any> ? D : never;
export type ContextOf<M> = M extends Machine<any, any, any, any, any, infer C> ? C : never;
// biome-ignore-end lint/suspicious/noExplicitAny: inference over any machine.
export type RowOf<M> = MachineRow<StateOf<M>, EventOf<M>, PartyOf<M>, GuardOf<M>, DeadlineOf<M>>;

/** Why a change was refused, from the most to the least general. */
export type Refusal = 'not_from_state' | 'not_by_actor' | 'guard_refused';

export type Decision<
  S extends string,
  E extends string,
  P extends string,
  G extends string,
  D extends string,
> =
  | { ok: true; from: S; event: E; to: S; row: MachineRow<S, E, P, G, D> }
  | { ok: false; from: S; event: E; refusal: Refusal; guards?: G[] };

/**
 * The next state when `by` (one party, several, or the timer) fires `event` from `state`, or why
 * not. Guards are tested on `context` in the order of the rows; the first row that passes wins.
 */
export function transition<
  S extends string,
  E extends string,
  P extends string,
  G extends string,
  D extends string,
  C,
>(
  machine: Machine<S, E, P, G, D, C>,
  state: S,
  event: E,
  by: By<P> | readonly By<P>[],
  context?: C,
): Decision<S, E, P, G, D> {
  const parties: readonly By<P>[] = typeof by === 'string' ? [by] : by;
  const fromHere = machine.rows.filter((row) => row.from === state && row.event === event);
  if (!fromHere.length) return { ok: false, from: state, event, refusal: 'not_from_state' };
  const allowed = fromHere.filter((row) => parties.includes(row.by));
  if (!allowed.length) return { ok: false, from: state, event, refusal: 'not_by_actor' };
  for (const row of allowed) {
    if (!row.guard || machine.guards[row.guard].test(context as C)) {
      return { ok: true, from: state, event, to: row.to, row };
    }
  }
  const guards = allowed.flatMap((row) => (row.guard ? [row.guard] : []));
  return { ok: false, from: state, event, refusal: 'guard_refused', guards };
}

/** The events a party may try from a state (guards aside): the actions a screen offers. */
export function eventsBy<S extends string, E extends string, P extends string>(
  machine: Machine<S, E, P, string, string, never>,
  state: S,
  by: By<P>,
): E[] {
  return [
    ...new Set(machine.rows.filter((row) => row.from === state && row.by === by).map((row) => row.event)),
  ];
}

/** The timer rows in the order a sweep applies them. */
export const timerRows = <M extends AnyMachine>(machine: M): RowOf<M>[] =>
  machine.rows.filter((row) => row.by === 'timer') as RowOf<M>[];

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whether a deadline with this value has passed at `now`; an empty deadline never does. */
export function isDue(kind: DeadlineKind, value: Date | string | null | undefined, now: Date): boolean {
  if (value === null || value === undefined) return false;
  if (kind === 'instant') return new Date(value).getTime() <= now.getTime();
  const day = typeof value === 'string' ? value.slice(0, 10) : dayOf(value);
  return kind === 'first_day' ? day <= dayOf(now) : day < dayOf(now);
}

/** The moment a deadline passes, for countdowns: a date's day starts or ends at midnight UTC. */
export function dueAt(kind: DeadlineKind, value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (kind === 'instant') return new Date(value);
  const day = typeof value === 'string' ? value.slice(0, 10) : dayOf(value);
  const start = Date.parse(`${day}T00:00:00Z`);
  return new Date(kind === 'first_day' ? start : start + 86_400_000);
}

export type TimedSubject<S extends string, D extends string> = {
  status: S;
  deadlines: Record<D, Date | string | null>;
};
export type Step<S extends string, E extends string> = { event: E; from: S; to: S };

/**
 * What one sweep at `now` does to one subject: each timer row, in table order, fires when the
 * subject is in its from-state and its deadline has passed. The SQL sweep applies the same rows in
 * the same order, so this is the model the database is tested against.
 */
export function dueSteps<
  S extends string,
  E extends string,
  P extends string,
  G extends string,
  D extends string,
>(
  machine: Machine<S, E, P, G, D, never>,
  subject: TimedSubject<S, D>,
  now: Date,
): { subject: TimedSubject<S, D>; steps: Step<S, E>[] } {
  let current = { status: subject.status, deadlines: { ...subject.deadlines } };
  const steps: Step<S, E>[] = [];
  for (const row of machine.rows) {
    if (row.by !== 'timer' || !row.deadline || current.status !== row.from) continue;
    if (!isDue(machine.deadlines[row.deadline].kind, current.deadlines[row.deadline], now)) continue;
    steps.push({ event: row.event, from: row.from, to: row.to });
    current = { status: row.to, deadlines: cleared(current.deadlines, row.clears) };
  }
  return { subject: current, steps };
}

/**
 * The next timed change of a subject and when it falls due, for countdowns: the earliest deadline
 * among the timer rows from its state (the first in table order on a tie), or null when none is set.
 * The web reads it from the table and the deadline columns of a reply.
 */
export function nextDue<
  S extends string,
  E extends string,
  P extends string,
  G extends string,
  D extends string,
>(machine: Machine<S, E, P, G, D, never>, subject: TimedSubject<S, D>): { event: E; to: S; at: Date } | null {
  let next: { event: E; to: S; at: Date } | null = null;
  for (const row of machine.rows) {
    if (row.by !== 'timer' || !row.deadline || row.from !== subject.status) continue;
    const at = dueAt(machine.deadlines[row.deadline].kind, subject.deadlines[row.deadline]);
    if (at && (!next || at < next.at)) next = { event: row.event, to: row.to, at };
  }
  return next;
}

/** The deadlines left once a row has cleared its own. */
export function cleared<D extends string>(
  deadlines: Record<D, Date | string | null>,
  clears: readonly D[] | undefined,
): Record<D, Date | string | null> {
  const next = { ...deadlines };
  for (const name of clears ?? []) next[name] = null;
  return next;
}

/** The table's shape: known states and names, timers with a deadline and an end. Empty when sound. */
export function validateMachine(machine: AnyMachine): string[] {
  const problems: string[] = [];
  const states = new Set<string>(machine.states);
  if (!states.has(machine.initial)) problems.push(`initial state ${machine.initial} is not a state`);
  for (const [index, row] of machine.rows.entries()) {
    const at = `row ${index} (${row.from} --${row.event}--> ${row.to})`;
    if (!states.has(row.from) || !states.has(row.to)) problems.push(`${at}: unknown state`);
    if (!(row.event in machine.emits)) problems.push(`${at}: the event emits nothing`);
    if (row.guard && !(row.guard in machine.guards)) problems.push(`${at}: unknown guard ${row.guard}`);
    for (const name of row.clears ?? []) {
      if (!(name in machine.deadlines)) problems.push(`${at}: clears unknown deadline ${name}`);
    }
    if (row.by === 'timer') {
      if (!row.deadline || !(row.deadline in machine.deadlines))
        problems.push(`${at}: a timer needs a deadline`);
      if (row.guard) problems.push(`${at}: a timer's deadline is its only condition`);
      // Firing again and again on one sweep: the deadline stays and the event fires from `to` too.
      const again = machine.rows.some(
        (other: MachineRow<string, string, string, string, string>) =>
          other.by === 'timer' && other.event === row.event && other.from === row.to,
      );
      if (again && !row.clears?.includes(row.deadline))
        problems.push(`${at}: fires again; clear its deadline`);
    } else if (row.deadline) {
      problems.push(`${at}: only timers have a deadline`);
    }
  }
  for (const event of Object.keys(machine.emits)) {
    if (!machine.rows.some((row: { event: string }) => row.event === event))
      problems.push(`event ${event} has no row`);
  }
  return problems;
}
