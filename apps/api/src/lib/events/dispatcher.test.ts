import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { outboxEvents } from '../../db/schema/outbox';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database';
import { advanceClock, resetClock } from '../clock';
import { createDispatcher, type DispatcherOptions } from './dispatcher';
import { createHandlerRegistry, type EventHandler, onceFor } from './handlers';
import { recordEvent } from './record-event';

let database: TestDatabase;
let db: Database;
const quiet = { warn() {}, error() {} };

beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  db = database.handle.db;
  await db.execute(sql`create table test_effects (event_id bigint not null, handler text not null)`);
});
afterAll(() => database.drop());
afterEach(async () => {
  resetClock();
  await db.execute(sql`delete from outbox_events`);
  await db.execute(sql`delete from test_effects`);
});

const event = (n: number, type = 'test.happened') => ({
  type,
  subject: { kind: 'test', id: String(n) },
  actor: 'timer:test',
  payload: { n },
});

/** A handler whose effect is a row per event, applied through `once`. */
const effectHandler = (name: string, type = 'test.happened', calls: number[] = []): EventHandler => ({
  name,
  type,
  async handle(e, ctx) {
    calls.push(e.id);
    await ctx.once((tx) => tx.execute(sql`insert into test_effects values (${e.id}, ${name})`));
  },
});

const dispatcherWith = (handlers: EventHandler[], options: Partial<DispatcherOptions> = {}) =>
  createDispatcher(db, createHandlerRegistry(handlers), { log: quiet, ...options });

const effects = async () =>
  (await db.execute(sql`select event_id::int as id, handler from test_effects order by 1, 2`)).rows as {
    id: number;
    handler: string;
  }[];
const states = async () =>
  (await db.select({ state: outboxEvents.state }).from(outboxEvents)).map((row) => row.state);

describe('the outbox dispatcher', () => {
  it('delivers each recorded event to its handlers and marks it delivered', async () => {
    const ids = [await recordEvent(db, event(1)), await recordEvent(db, event(2))];
    await recordEvent(db, event(3, 'test.nobody-listens'));
    const calls: number[] = [];
    const dispatcher = dispatcherWith([effectHandler('effect', 'test.happened', calls)]);
    expect(await dispatcher.drain()).toBe(3);
    expect(calls).toEqual(ids);
    expect(await effects()).toEqual(ids.map((id) => ({ id, handler: 'effect' })));
    expect(await states()).toEqual(['delivered', 'delivered', 'delivered']);
    expect(await dispatcher.drain()).toBe(0);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    await db
      .transaction(async (tx) => {
        await recordEvent(tx, event(1));
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await dispatcherWith([effectHandler('effect')]).drain()).toBe(0);
    expect(await effects()).toEqual([]);
  });

  it('retries a failing event after a growing delay, then goes on', async () => {
    const id = await recordEvent(db, event(1));
    let failures = 2;
    const flaky: EventHandler = {
      name: 'flaky',
      type: 'test.happened',
      async handle() {
        if (failures-- > 0) throw new Error('mail server down');
      },
    };
    const dispatcher = dispatcherWith([flaky], { backoff: { baseMs: 10_000, maxMs: 60_000 } });
    await dispatcher.drain();
    const [afterFirst] = await db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, lastError: 'mail server down' });
    // Not due before its delay (5 to 10 s after the first failure).
    expect(await dispatcher.drain()).toBe(0);
    advanceClock(10_001);
    await dispatcher.drain();
    expect((await db.select().from(outboxEvents))[0]).toMatchObject({ state: 'pending', attempts: 2 });
    advanceClock(20_001);
    await dispatcher.drain();
    const [last] = await db.select().from(outboxEvents);
    expect(last).toMatchObject({ state: 'delivered', attempts: 3, lastError: null });
  });

  it('makes an event dead after its last attempt, and a retry gives it new attempts', async () => {
    const id = await recordEvent(db, event(1));
    let broken = true;
    const handler: EventHandler = {
      name: 'picky',
      type: 'test.happened',
      async handle() {
        if (broken) throw new Error('no such recipient');
      },
    };
    // A logger whose methods need their `this`, as pino's do.
    const log = new (class {
      said: string[] = [];
      warn(_context: unknown, message: string) {
        this.said.push(message);
      }
      error(_context: unknown, message: string) {
        this.said.push(message);
      }
    })();
    const dispatcher = dispatcherWith([handler], {
      maxAttempts: 3,
      backoff: { baseMs: 1_000, maxMs: 1_000 },
      log,
    });
    for (let i = 0; i < 5; i++) {
      await dispatcher.drain();
      advanceClock(1_001);
    }
    expect(await dispatcher.store.listDead(10)).toMatchObject([{ id, attempts: 3, state: 'dead' }]);
    expect(log.said).toEqual([
      'event delivery failed; it will be retried',
      'event delivery failed; it will be retried',
      'event is dead after its last attempt',
    ]);
    broken = false;
    expect(await dispatcher.store.retry(id)).toMatchObject({ id, state: 'pending', attempts: 0 });
    expect(await dispatcher.store.retry(id)).toBeNull();
    await dispatcher.drain();
    expect(await states()).toEqual(['delivered']);
    expect(await dispatcher.store.listDead(10)).toEqual([]);
  });

  it('runs only the handlers that have not succeeded yet when an event comes back', async () => {
    await recordEvent(db, event(1));
    const calls: number[] = [];
    let fail = true;
    const second: EventHandler = {
      name: 'second',
      type: 'test.happened',
      async handle(e, ctx) {
        if (fail) throw new Error('second failed');
        await ctx.once((tx) => tx.execute(sql`insert into test_effects values (${e.id}, 'second')`));
      },
    };
    const dispatcher = dispatcherWith([effectHandler('first', 'test.happened', calls), second], {
      backoff: { baseMs: 1_000, maxMs: 1_000 },
    });
    await dispatcher.drain();
    fail = false;
    advanceClock(1_001);
    await dispatcher.drain();
    expect(calls).toHaveLength(1);
    expect((await effects()).map((row) => row.handler)).toEqual(['first', 'second']);
  });

  it('delivers a batch abandoned by a dead worker once its lease ends, applying no effect twice', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 6; n++) ids.push(await recordEvent(db, event(n)));
    // The first worker claims all six, applies the effect of three and dies without marking them.
    const doomed = dispatcherWith([effectHandler('effect')], { leaseMs: 30_000 });
    const claimed = await doomed.store.claim('doomed', 6, 30_000, new Date());
    expect(claimed.map((e) => e.id)).toEqual(ids);
    const handler = effectHandler('effect');
    for (const e of claimed.slice(0, 3)) await handler.handle(e, { once: onceFor(db, e.id, 'effect') });
    const survivor = dispatcherWith([effectHandler('effect')]);
    // While the lease holds, the claimed events are nobody else's.
    expect(await survivor.drain()).toBe(0);
    advanceClock(30_001);
    expect(await survivor.drain()).toBe(6);
    expect(await states()).toEqual(Array(6).fill('delivered'));
    expect((await effects()).map((row) => row.id)).toEqual(ids);
  });

  it('shares the work between two workers without delivering an event twice', async () => {
    const total = 120;
    await db.transaction(async (tx) => {
      for (let n = 0; n < total; n++) await recordEvent(tx, event(n));
    });
    const calls: number[] = [];
    const a = dispatcherWith([effectHandler('effect', 'test.happened', calls)], { batchSize: 10 });
    const b = dispatcherWith([effectHandler('effect', 'test.happened', calls)], { batchSize: 10 });
    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    expect(byA + byB).toBe(total);
    expect(new Set(calls).size).toBe(total);
    expect(calls).toHaveLength(total);
    expect(await effects()).toHaveLength(total);
    if (database.handle.kind === 'postgres') {
      // On a server both really worked at once.
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
    }
  });
});
