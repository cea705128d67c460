import { clock } from '../clock';
import type { SweepJob } from '../sweeper';
import type { Dispatcher } from './dispatcher';

export type WorkerOptions = {
  dispatcher: Dispatcher;
  /** Timed transitions: conditional updates that record their events in the same transaction. */
  sweeps: readonly SweepJob[];
  /** How often the outbox is polled for new events. */
  pollMs: number;
  /** How often the sweeps run; 0 leaves them to `sweep()` (tests). */
  sweepEveryMs: number;
  log: { error(obj: unknown, msg: string): void };
};

/** Delivered events are kept this long for inquiries, then pruned. */
const KEEP_DELIVERED_MS = 7 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * The background work of an instance: timed transitions every `sweepEveryMs`, and the outbox every
 * `pollMs` (a cheap query on a partial index when nothing is pending). A tick never overlaps the
 * previous one. Several instances may run at once: sweeps are conditional updates and the outbox is
 * claimed with SKIP LOCKED.
 */
export function createWorker(options: WorkerOptions) {
  const { dispatcher, sweeps, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastSweep = 0;
  let lastPrune = 0;

  async function sweep() {
    const now = clock.now();
    for (const job of sweeps) {
      try {
        await job(now);
      } catch (error) {
        log.error({ err: error }, 'sweep job failed');
      }
    }
  }

  async function tick() {
    const now = Date.now();
    if (options.sweepEveryMs > 0 && now - lastSweep >= options.sweepEveryMs) {
      lastSweep = now;
      await sweep();
    }
    if (now - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now;
      await dispatcher.store.pruneDelivered(new Date(clock.now().getTime() - KEEP_DELIVERED_MS));
    }
    // Keep going until a claim comes back empty: a full batch leaves more waiting, and the handlers of
    // a short one may have recorded events of their own (a notification's push), which then go at
    // once rather than a poll later.
    while (!stopped && (await dispatcher.deliverBatch()) > 0) {}
  }

  function schedule(delayMs = options.pollMs) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error) => log.error({ err: error }, 'worker tick failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (timer || stopped) return;
      schedule(0);
    },
    /** Graceful: no new batch; the one under way finishes its current event and releases the rest. */
    async stop() {
      stopped = true;
      dispatcher.stop();
      if (timer) clearTimeout(timer);
      await running;
    },
    /** Applies every due timed transition once, then delivers what they recorded. */
    async sweep() {
      await sweep();
      await dispatcher.drain();
    },
    /** Delivers every due event now (tests; the dev mailbox does not wait for it). */
    drain: () => dispatcher.drain(),
  };
}

export type Worker = ReturnType<typeof createWorker>;
