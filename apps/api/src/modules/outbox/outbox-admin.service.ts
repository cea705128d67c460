import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { createOutboxStore, type OutboxEvent } from '../../lib/events/outbox-store';
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
 * The team's view of the outbox: the dead events, and a retry that gives one a fresh set of attempts.
 * Who retried what is itself an event, so the outbox keeps its own history, and a row of the audit log.
 */
export function createOutboxAdmin(db: Database) {
  return {
    listDead: async (limit: number) => (await createOutboxStore(db).listDead(limit)).map(present),
    retry: (actor: UserActor, id: number) =>
      db.transaction(async (tx) => {
        const role = actingRole(actor, TEAM_ACTIONS['outbox.dead-letters']);
        const event = await createOutboxStore(tx).retry(id);
        if (!event) throw errors.notFound('event_not_found');
        await recordAudit(tx, {
          actor,
          role,
          action: 'outbox_event.retry',
          subject: { kind: 'outbox_event', id },
          before: { state: 'dead' },
          after: { state: event.state, attempts: event.attempts },
        });
        await recordEvent(tx, {
          type: 'outbox.event_retried',
          subject: { kind: 'outbox_event', id: String(id) },
          actor: `user:${actor.id}`,
          payload: { type: event.type },
        });
        return present(event);
      }),
  };
}

export type OutboxAdmin = ReturnType<typeof createOutboxAdmin>;
