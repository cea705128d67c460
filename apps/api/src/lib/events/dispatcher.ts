import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import { clock } from '../clock';
import { inSpan, remoteParent, SpanKind } from '../tracing';
import { type Backoff, defaultBackoff, retryDelayMs } from './backoff';
import { type HandlerRegistry, onceFor } from './handlers';
import { createOutboxStore, type OutboxEvent } from './outbox-store';

export type DispatcherOptions = {
  /** Names this worker in locked_by; unique per process by default. */
  workerId?: string;
  batchSize?: number;
  /** How long a claimed batch is this worker's; after that another worker may take it over. */
  leaseMs?: number;
  /** Attempts before an event is dead and waits for the team. */
  maxAttempts?: number;
  backoff?: Backoff;
  /** Events of a batch delivered at once. */
  concurrency?: number;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
};

export const workerIdentity = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Delivers the outbox: claims a batch, runs each event's handlers, marks the delivered ones in one
 * statement at the end. A worker that dies mid-batch leaves its events claimed until the lease ends;
 * another worker then delivers them again, which is why handlers are idempotent.
 */
export function createDispatcher(db: Database, handlers: HandlerRegistry, options: DispatcherOptions) {
  const store = createOutboxStore(db);
  const workerId = options.workerId ?? workerIdentity();
  const batchSize = options.batchSize ?? 25;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const backoff = options.backoff ?? defaultBackoff;
  const concurrency = options.concurrency ?? 4;
  let stopping = false;

  /** Each delivery is a span of the trace that recorded the event (lib/tracing.ts), when traced. */
  const deliver = (event: OutboxEvent, done: Set<string>) =>
    inSpan(
      `deliver ${event.type}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'wasla.event_id': event.id,
          'wasla.event_type': event.type,
          'wasla.attempt': event.attempts,
        },
        parent: event.traceParent ? remoteParent({ traceparent: event.traceParent }) : undefined,
      },
      () => runHandlers(event, done),
    );

  async function runHandlers(event: OutboxEvent, done: Set<string>) {
    const own = handlers.for(event.type);
    for (const handler of own) {
      if (done.has(`${event.id}:${handler.name}`)) continue;
      await handler.handle(event, { once: onceFor(db, event.id, handler.name) });
      // With one handler, delivering the event is the record; with several, a later one failing
      // must not run the earlier ones again.
      if (own.length > 1) await store.markHandled(event.id, handler.name);
    }
  }

  async function fail(event: OutboxEvent, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const dead = event.attempts >= maxAttempts;
    const context = { err: error, eventId: event.id, type: event.type, attempts: event.attempts };
    // Called on the logger itself: pino's methods need their `this`.
    if (dead) options.log.error(context, 'event is dead after its last attempt');
    else options.log.warn(context, 'event delivery failed; it will be retried');
    const delay = retryDelayMs(event.attempts, backoff);
    await store.markFailed(event.id, workerId, message, delay, maxAttempts, clock.now());
  }

  /** One batch; returns how many events it claimed (0: nothing was due). */
  async function deliverBatch(): Promise<number> {
    if (stopping) return 0;
    const claimedAt = Date.now();
    const events = await store.claim(workerId, batchSize, leaseMs, clock.now());
    if (events.length === 0) return 0;
    const done = await store.handled(events.map((event) => event.id));
    const delivered: number[] = [];
    let next = 0;
    // A few events at once: most of an event's time is waiting (a commit, a mail server).
    const lane = async () => {
      while (next < events.length) {
        // Stopping, or close to the end of the lease: hand the rest back rather than race a takeover.
        if (stopping || Date.now() - claimedAt > leaseMs * 0.8) return;
        const event = events[next++]!;
        try {
          await deliver(event, done);
          delivered.push(event.id);
        } catch (error) {
          await fail(event, error);
        }
      }
    };
    try {
      const lanes = await Promise.allSettled(
        Array.from({ length: Math.min(concurrency, events.length) }, lane),
      );
      const broken = lanes.find((result) => result.status === 'rejected');
      if (broken) throw broken.reason;
    } finally {
      await store.markDelivered(delivered, clock.now());
      await store.release(
        events.slice(next).map((event) => event.id),
        workerId,
      );
    }
    return events.length;
  }

  return {
    workerId,
    batchSize,
    deliverBatch,
    /** Delivers until nothing is due (tests, and the worker after a full batch). */
    async drain(maxBatches = 1_000) {
      let total = 0;
      for (let i = 0; i < maxBatches; i++) {
        const claimed = await deliverBatch();
        total += claimed;
        if (claimed === 0) break;
      }
      return total;
    },
    /** The batch under way finishes its current event; the rest is released. */
    stop() {
      stopping = true;
    },
    store,
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
