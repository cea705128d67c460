import {
  type AnyMachine,
  type By,
  type ContextOf,
  type EventOf,
  type PartyOf,
  type Refusal,
  type StateOf,
  transition,
} from '@wasla/shared/state-machine/machine';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { stateHistory } from '../../db/schema/state-history';
import { clock } from '../clock';
import type { Executor } from '../events/record-event';
import { recordChanges } from './history';
import { fieldOf, type MachineStore, movedValues } from './store';

export type TransitionRequest<M extends AnyMachine, Row> = {
  id: number | string;
  event: EventOf<M>;
  /** The capacities the caller acts in, as its policy decided: 'owner', a team role… */
  by: By<PartyOf<M>> | readonly By<PartyOf<M>>[];
  /** Who, for the history and the event: 'user:12'. */
  actor: string;
  /** What the guards look at, built from the locked row. */
  context?: (row: Row) => ContextOf<M>;
  /** Other columns the change sets besides the status and the cleared deadlines. */
  changes?: (row: Row, to: StateOf<M>) => Record<string, unknown>;
  reason?: string | null;
  payload?: Record<string, unknown>;
  /**
   * The Idempotency-Key of the request, if it came with one. A retry of a request whose change
   * committed before its reply was kept (a crash in between) finds the history row it wrote and is
   * answered `replayed` instead of being refused by the state it left.
   */
  requestKey?: string | null;
};

export type TransitionResult<M extends AnyMachine, Row> =
  | { ok: true; from: StateOf<M>; to: StateOf<M>; before: Row; row: Row; replayed?: boolean }
  | { ok: false; refusal: Refusal | 'not_found'; from?: StateOf<M>; guards?: string[] };

/**
 * Applies one event to one subject, or refuses it, in one transaction (a savepoint when `executor`
 * is already one): the row is locked, the table decides from its current state, the update is
 * conditional on that state, and the history row and the domain event are written with it. Two
 * requests at the same instant therefore make one change; the second is refused by the table,
 * having read the state the first left.
 */
export async function applyTransition<M extends AnyMachine, T extends PgTable>(
  executor: Executor,
  store: MachineStore<M, T>,
  request: TransitionRequest<M, T['$inferSelect']>,
): Promise<TransitionResult<M, T['$inferSelect']>> {
  type Row = T['$inferSelect'];
  const { machine } = store;
  const statusField = fieldOf(store, store.status);
  const thisOne = and(eq(store.id, request.id), store.live);
  return executor.transaction(async (tx) => {
    // biome-ignore lint/suspicious/noExplicitAny: the table is generic; its rows are typed by the caller.
    const table = store.table as any;
    const [locked] = (await tx.select().from(table).where(thisOne).for('update')) as Row[];
    if (!locked) return { ok: false, refusal: 'not_found' } as const;
    const from = (locked as Record<string, unknown>)[statusField] as StateOf<M>;
    const decision = transition(machine, from, request.event, request.by, request.context?.(locked));
    if (!decision.ok) {
      const earlier = request.requestKey
        ? await madeBy(
            tx,
            machine.subject,
            String(request.id),
            request.event,
            request.actor,
            request.requestKey,
          )
        : undefined;
      if (earlier)
        return {
          ok: true,
          replayed: true,
          from: earlier.fromState as StateOf<M>,
          to: earlier.toState as StateOf<M>,
          before: locked,
          row: locked,
        };
      return { ok: false, refusal: decision.refusal, from, guards: decision.guards };
    }

    const values = {
      ...request.changes?.(locked, decision.to),
      ...movedValues(store, decision.to, decision.row.clears),
    };
    const [row] = (await tx
      .update(table)
      .set(values)
      .where(and(thisOne, eq(store.status, from)))
      .returning()) as Row[];
    // Unreachable while the lock holds; kept so that a change never lands on a state it did not read.
    if (!row) return { ok: false, refusal: 'not_from_state', from };

    await recordChanges(tx, machine, [
      {
        subjectId: String(request.id),
        event: request.event,
        from,
        to: decision.to,
        by: decision.row.by,
        actor: request.actor,
        reason: request.reason ?? null,
        at: clock.now(),
        payload: request.payload,
        requestKey: request.requestKey ?? null,
      },
    ]);
    return { ok: true, from, to: decision.to, before: locked, row };
  });
}

/**
 * The change this very request (same event, actor and Idempotency-Key) already made, if any: a
 * route that checks more than the state table before its change asks it first, so that its retry
 * after a crash is answered instead of refused by those checks.
 */
export async function madeBy(
  tx: Executor,
  subject: string,
  id: string,
  event: string,
  actor: string,
  requestKey: string,
) {
  const [row] = await tx
    .select({ fromState: stateHistory.fromState, toState: stateHistory.toState })
    .from(stateHistory)
    .where(
      and(
        eq(stateHistory.subjectKind, subject),
        eq(stateHistory.subjectId, id),
        eq(stateHistory.requestKey, requestKey),
        eq(stateHistory.event, event),
        eq(stateHistory.actor, actor),
      ),
    )
    .limit(1);
  return row;
}
