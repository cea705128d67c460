import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { createOutboxStore, type OutboxEvent, type OutboxStore } from '../../lib/events/outbox-store';
import { recordEvent } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { TEAM_ACTIONS } from '../team/team.policy';

export const present = (event: OutboxEvent) => ({
  id: event.id,
  type: event.type,
  subject: { kind: event.subjectKind, id: event.subjectId },
  actor: event.actor,
  payload: event.payload,
  state: event.state,
  attempts: event.attempts,
  last_error: event.lastError,
  created_at: event.createdAt.toISOString(),
  next_attempt_at: event.nextAttemptAt.toISOString(),
});

/**
 * The team's view of the outbox: the dead events; a retry that gives one a fresh set of attempts; a
 * drop that gives it up for good (the change that caused it stays, only its side effect is not made).
 * Each is an audit row and an event of its own, so the outbox keeps its own history.
 */
export function createOutboxAdmin(db: Database) {
  /** Moves one dead event on, inside the transaction of its audit row and its own event. */
  const decide = (
    actor: UserActor,
    id: number,
    decision: {
      verb: 'retry' | 'drop';
      move: (store: OutboxStore) => Promise<OutboxEvent | null>;
      reason?: string;
    },
  ) =>
    db.transaction(async (tx) => {
      const role = actingRole(actor, TEAM_ACTIONS['outbox.dead-letters']);
      const event = await decision.move(createOutboxStore(tx));
      if (!event) throw errors.notFound('event_not_found');
      await recordAudit(tx, {
        actor,
        role,
        action: `outbox_event.${decision.verb}`,
        subject: { kind: 'outbox_event', id },
        before: { state: 'dead' },
        after: { state: event.state, attempts: event.attempts },
        reason: decision.reason ?? null,
      });
      await recordEvent(tx, {
        type: decision.verb === 'retry' ? 'outbox.event_retried' : 'outbox.event_dropped',
        subject: { kind: 'outbox_event', id: String(id) },
        actor: `user:${actor.id}`,
        payload: { type: event.type },
      });
      return present(event);
    });

  return {
    listDead: async (limit: number) => (await createOutboxStore(db).listDead(limit)).map(present),
    retry: (actor: UserActor, id: number) =>
      decide(actor, id, { verb: 'retry', move: (store) => store.retry(id) }),
    drop: (actor: UserActor, id: number, reason: string) =>
      decide(actor, id, { verb: 'drop', move: (store) => store.drop(id), reason }),
  };
}

export type OutboxAdmin = ReturnType<typeof createOutboxAdmin>;
