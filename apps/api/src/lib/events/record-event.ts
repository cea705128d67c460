import type { Database } from '../../db/client';
import { outboxEvents } from '../../db/schema/outbox';
import { currentTraceParent } from '../tracing';

/** A Drizzle database or an open transaction on it: events are written with the caller's change. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Something that happened, named in the past tense by its domain: 'service.published',
 * 'message.queued'. The subject says what it happened to; the payload carries what handlers need,
 * and never a secret in plain text (seal it, as the messenger does).
 */
export type DomainEvent = {
  type: string;
  subject: { kind: string; id: string };
  /** 'user:12', 'team:3', 'timer:service.expiry'; absent for the system itself. */
  actor?: string;
  payload: Record<string, unknown>;
};

/**
 * Writes the event into the outbox inside the caller's transaction, so the change and its event
 * commit together or not at all. The worker delivers it afterwards, at least once.
 * Returns the event's id.
 */
export async function recordEvent(tx: Executor, event: DomainEvent): Promise<number> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({
      type: event.type,
      subjectKind: event.subject.kind,
      subjectId: event.subject.id,
      actor: event.actor ?? null,
      payload: event.payload,
      traceParent: currentTraceParent(),
    })
    .returning({ id: outboxEvents.id });
  if (!row) throw new Error('the event was not recorded');
  return row.id;
}

/** Several events of one change, in one statement. */
export async function recordEvents(tx: Executor, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outboxEvents).values(
    events.map((event) => ({
      type: event.type,
      subjectKind: event.subject.kind,
      subjectId: event.subject.id,
      actor: event.actor ?? null,
      payload: event.payload,
      traceParent: currentTraceParent(),
    })),
  );
}
