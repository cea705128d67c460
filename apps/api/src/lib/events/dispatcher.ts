import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import { clock } from '../clock';
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
  let stopping = false;

  async function deliver(event: OutboxEvent, done: Set<string>) {
    const own = handlers.for(event.type);
    for (const handler of own) {
      if (done.has(`${event.id}:${handler.name}`)) continue;
      await handler.handle(event, { once: onceFor(db, event.id, handler.name) });
      // With one handler, delivering the event is the record; with several, a later one failing
      // must not run the earlier ones again.
      if (own.length > 1) await store.markHandled(event.id, handler.name);
    }
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
    try {
      for (; next < events.length; next++) {
        // Stopping, or close to the end of the lease: hand the rest back rather than race a takeover.
        if (stopping || Date.now() - claimedAt > leaseMs * 0.8) break;
        const event = events[next]!;
        try {
          await deliver(event, done);
          delivered.push(event.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const dead = event.attempts >= maxAttempts;
          (dead ? options.log.error : options.log.warn)(
            { err: error, eventId: event.id, type: event.type, attempts: event.attempts },
            dead ? 'event is dead after its last attempt' : 'event delivery failed; it will be retried',
          );
          await store.markFailed(
            event.id,
            workerId,
            message,
            retryDelayMs(event.attempts, backoff),
            maxAttempts,
            clock.now(),
          );
        }
      }
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
