import type { AnyMachine } from '@wasla/shared/state-machine/machine';
import { stateHistory } from '../../db/schema/state-history';
import { type DomainEvent, type Executor, recordEvents } from '../events/record-event';

/** One change of state as it is kept and announced. */
export type Change = {
  subjectId: string;
  event: string;
  from: string;
  to: string;
  /** The capacity: a party ('owner'), a team role, or 'timer'. */
  by: string;
  /** 'user:12', or the timer: 'timer:service.expire'. */
  actor: string;
  reason: string | null;
  at: Date;
  payload?: Record<string, unknown>;
  /** The Idempotency-Key of the request that made it, if any. */
  requestKey?: string | null;
};

/** The name a timer signs its changes with, in history rows and events: 'timer:service.expire'. */
export const timerActor = (machine: AnyMachine, event: string) => `timer:${machine.subject}.${event}`;

/** The domain event of a change: 'service.closed', about the service, by its actor. */
export function eventOf(machine: AnyMachine, change: Change): DomainEvent {
  return {
    type: `${machine.subject}.${machine.emits[change.event]}`,
    subject: { kind: machine.subject, id: change.subjectId },
    actor: change.actor,
    payload: {
      event: change.event,
      from: change.from,
      to: change.to,
      at: change.at.toISOString(),
      ...(change.reason ? { reason: change.reason } : {}),
      ...change.payload,
    },
  };
}

/**
 * Writes the history rows and the domain events of changes already made in `tx`: one history row
 * and one event per change, in the caller's transaction, so they commit with the change or not at all.
 */
export async function recordChanges(tx: Executor, machine: AnyMachine, changes: readonly Change[]) {
  if (!changes.length) return;
  await tx.insert(stateHistory).values(
    changes.map((change) => ({
      subjectKind: machine.subject,
      subjectId: change.subjectId,
      event: change.event,
      fromState: change.from,
      toState: change.to,
      by: change.by,
      actor: change.actor,
      reason: change.reason,
      at: change.at,
      requestKey: change.requestKey ?? null,
    })),
  );
  await recordEvents(
    tx,
    changes.map((change) => eventOf(machine, change)),
  );
}
