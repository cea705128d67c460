import type { Database } from '../../db/client';
import { outboxHandled } from '../../db/schema/outbox';
import type { OutboxEvent } from './outbox-store';
import type { Executor } from './record-event';

/**
 * What a handler may lean on to be idempotent. `once` runs database work in a transaction that also
 * records this handler as done for the event: a second delivery of the same event finds the record
 * and skips the work, and two deliveries at once cannot both apply it (the second waits on the
 * first's record, then finds it).
 */
export type HandlerContext = {
  once<T>(work: (tx: Executor) => Promise<T>): Promise<{ applied: true; value: T } | { applied: false }>;
};

/**
 * Reacts to one event type. Delivery is at least once: a handler's effect must be the same when it
 * runs twice, either through `ctx.once` or because the effect is naturally idempotent (the message
 * handler sends a message only while it is still queued).
 */
export type EventHandler = {
  /** Unique and stable: it keys what the handler has done per event. */
  name: string;
  type: string;
  handle(event: OutboxEvent, ctx: HandlerContext): Promise<void>;
};

/** The handlers of each event type, in registration order. */
export function createHandlerRegistry(handlers: readonly EventHandler[] = []) {
  const byType = new Map<string, EventHandler[]>();
  const names = new Set<string>();
  const registry = {
    register(handler: EventHandler) {
      if (names.has(handler.name)) throw new Error(`two event handlers are named ${handler.name}`);
      names.add(handler.name);
      byType.set(handler.type, [...(byType.get(handler.type) ?? []), handler]);
      return registry;
    },
    for: (type: string): readonly EventHandler[] => byType.get(type) ?? [],
  };
  for (const handler of handlers) registry.register(handler);
  return registry;
}

export type HandlerRegistry = ReturnType<typeof createHandlerRegistry>;

/** `ctx.once` for one event and handler, on the outbox_handled table. */
export function onceFor(db: Database, eventId: number, handler: string): HandlerContext['once'] {
  return (work) =>
    db.transaction(async (tx) => {
      const marked = await tx
        .insert(outboxHandled)
        .values({ eventId, handler })
        .onConflictDoNothing()
        .returning({ eventId: outboxHandled.eventId });
      if (marked.length === 0) return { applied: false as const };
      return { applied: true as const, value: await work(tx) };
    });
}
