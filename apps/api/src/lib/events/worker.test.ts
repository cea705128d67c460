import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { outboxEvents } from '../../db/schema/outbox';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database';
import { createDispatcher } from './dispatcher';
import { createHandlerRegistry, type EventHandler } from './handlers';
import { recordEvent, recordEvents } from './record-event';
import { createWorker, type Worker } from './worker';

let database: TestDatabase;
let db: Database;
let worker: Worker | undefined;
const quiet = { warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const event = (n: number) => ({
  type: 'test.happened',
  subject: { kind: 'test', id: String(n) },
  payload: {},
});

beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  db = database.handle.db;
});
afterAll(() => database.drop());
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await db.execute(sql`delete from outbox_events`);
});

const workerWith = (
  handlers: EventHandler[],
  options: { sweeps?: (() => Promise<unknown>)[]; batchSize?: number; pollMs?: number } = {},
) =>
  createWorker({
    dispatcher: createDispatcher(db, createHandlerRegistry(handlers), {
      log: quiet,
      batchSize: options.batchSize,
    }),
    sweeps: options.sweeps ?? [],
    pollMs: options.pollMs ?? 20,
    sweepEveryMs: options.sweeps ? 50 : 0,
    log: quiet,
  });

describe('the worker', () => {
  it('delivers an event recorded while it runs well within a second', async () => {
    let deliveredAt = 0;
    const clockHandler: EventHandler = {
      name: 'clock',
      type: 'test.happened',
      async handle() {
        deliveredAt = Date.now();
      },
    };
    worker = workerWith([clockHandler]);
    worker.start();
    await sleep(50);
    const recordedAt = Date.now();
    await recordEvent(db, event(1));
    while (!deliveredAt && Date.now() - recordedAt < 2_000) await sleep(10);
    expect(deliveredAt - recordedAt).toBeGreaterThan(0);
    expect(deliveredAt - recordedAt).toBeLessThan(1_000);
  });

  it('runs the sweeps on their interval, one failing job not stopping the others', async () => {
    let runs = 0;
    worker = workerWith([], {
      sweeps: [
        async () => {
          throw new Error('broken timer');
        },
        async () => runs++,
      ],
    });
    worker.start();
    await sleep(400);
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('keeps going while batches come back full', async () => {
    await recordEvents(
      db,
      Array.from({ length: 23 }, (_, n) => event(n)),
    );
    const seen: number[] = [];
    worker = workerWith(
      [{ name: 'seen', type: 'test.happened', handle: async (e) => void seen.push(e.id) }],
      {
        batchSize: 5,
      },
    );
    worker.start();
    for (let waited = 0; seen.length < 23 && waited < 2_000; waited += 10) await sleep(10);
    expect(new Set(seen).size).toBe(23);
  });

  it('stops gracefully: the event under way finishes, the rest of the batch is handed back unattempted', async () => {
    await recordEvents(
      db,
      Array.from({ length: 10 }, (_, n) => event(n)),
    );
    let started = 0;
    let finished = 0;
    worker = workerWith(
      [
        {
          name: 'slow',
          type: 'test.happened',
          async handle() {
            started++;
            await sleep(150);
            finished++;
          },
        },
      ],
      { batchSize: 10 },
    );
    worker.start();
    while (started === 0) await sleep(5);
    await worker.stop();
    expect(finished).toBe(started);
    const rows = await db.select().from(outboxEvents).orderBy(outboxEvents.id);
    const delivered = rows.filter((row) => row.state === 'delivered');
    expect(delivered).toHaveLength(finished);
    const handedBack = rows.filter((row) => row.state === 'pending');
    expect(handedBack.length).toBeGreaterThan(0);
    for (const row of handedBack)
      expect(row).toMatchObject({ lockedBy: null, lockedUntil: null, attempts: 0 });
  });
});
