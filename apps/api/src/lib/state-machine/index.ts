/**
 * State machines as data, on the database. A machine is a table of rows in packages/shared
 * (`state-machine/machine.ts`: from, event, to, by whom, guard, and the deadline of a timer row); this
 * module binds it to the table of its subjects and derives the rest:
 *
 * - `defineStore(...)`: the subject table, its id and status columns, a column per deadline, which
 *   rows take part (`live`) and what every change also sets (`touch`).
 * - `applyTransition(executor, store, request)`: one event on one subject, decided by `transition` on
 *   the locked row, written as a conditional update with its `state_history` row and its domain event
 *   (`<subject>.<emits>` through the outbox) in one transaction. Two requests at the same instant make
 *   one change; the other gets a typed refusal ('not_from_state', 'not_by_actor', 'guard_refused',
 *   'not_found') for the service to turn into its error.
 * - `createTimerSweep(db, store, options)`: the timer rows as one `SweepJob` for the worker:
 *   conditional updates of the subjects whose deadline passed, in batches with SKIP LOCKED, each batch
 *   with its history rows and events. Correct on several instances and after a restart, since the
 *   deadlines are columns; the UI reads the same columns for its countdowns (`nextDue` in the
 *   shared module names the next timed change and its moment).
 * - `pages.ts` and `npm run docs:state-machines`: docs/state-machines/<name>.md, a table and a
 *   mermaid diagram; a test fails when a committed page differs from its table.
 *
 * A new machine (deals, deliveries, withdrawals, subscriptions): write its table beside its other
 * shared rules, a store for its table, call `applyTransition` from its service for every change of
 * status (never an update of the status column by hand), return `createTimerSweep(...)` among the
 * module's sweeps, add it to `MACHINE_PAGES`, and give it a model test like
 * modules/services/service-machine.model.test.ts.
 */
export { applyTransition, madeBy, type TransitionRequest, type TransitionResult } from './apply';
export { type Change, recordChanges, timerActor } from './history';
export { defineStore, type MachineStore, timedSubjectOf } from './store';
export { countByEvent, createTimerSweep, type Moved } from './sweep';
