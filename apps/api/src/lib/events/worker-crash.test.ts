import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database';
import { createDispatcher } from './dispatcher';
import { createHandlerRegistry } from './handlers';
import { recordEvents } from './record-event';

const CHILD = join(import.meta.dirname, '..', '..', 'test', 'outbox-child-worker.ts');
const TOTAL = 200;
const BATCH = 25;

let database: TestDatabase;
let db: Database;
const count = async (query: ReturnType<typeof sql>) => Number((await db.execute(query)).rows[0]!.n);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real process, killed without warning: the only way to test what a crash leaves behind. */
describe.skipIf(!process.env.DATABASE_URL)('a worker killed in the middle of a batch (PostgreSQL)', () => {
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await cloneTestDatabase(inject('templateDatabase'));
    db = database.handle.db;
    await db.execute(sql`create table test_effects (event_id bigint not null, handler text not null)`);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await database.drop();
  });

  it('leaves its events to another worker, which delivers every one, none applied twice', async () => {
    await recordEvents(
      db,
      Array.from({ length: TOTAL }, (_, n) => ({
        type: 'test.happened',
        subject: { kind: 'test', id: String(n) },
        payload: { n },
      })),
    );
    child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, DATABASE_URL: database.handle.url, BATCH: String(BATCH), LEASE_MS: '2000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    // Kill it once it is well inside a batch: some effects of the batch applied, the batch unmarked.
    for (let waited = 0; ; waited += 5) {
      expect(waited).toBeLessThan(20_000);
      const applied = await count(sql`select count(*)::int as n from test_effects`);
      if (applied > BATCH && applied % BATCH >= 5 && applied % BATCH <= 15) break;
      await sleep(5);
    }
    child.kill('SIGKILL');
    await exited;
    const stranded = await count(
      sql`select count(*)::int as n from outbox_events where state = 'pending' and locked_by = 'child'`,
    );
    expect(stranded).toBeGreaterThan(0);
    // Events whose effect the dead worker applied but never marked delivered: the ones at risk.
    const appliedNotMarked = await count(sql`
      select count(*)::int as n from outbox_events e join test_effects t on t.event_id = e.id
      where e.state = 'pending'`);
    expect(appliedNotMarked).toBeGreaterThan(0);

    const calls: number[] = [];
    const survivor = createDispatcher(
      db,
      createHandlerRegistry([
        {
          name: 'effect',
          type: 'test.happened',
          async handle(event, ctx) {
            calls.push(event.id);
            await ctx.once((tx) => tx.execute(sql`insert into test_effects values (${event.id}, 'effect')`));
          },
        },
      ]),
      { workerId: 'survivor', log: { warn() {}, error() {} } },
    );
    // The stranded batch is the dead worker's until its lease ends, then the survivor's.
    for (let waited = 0; ; waited += 100) {
      expect(waited).toBeLessThan(15_000);
      await survivor.drain();
      if ((await count(sql`select count(*)::int as n from outbox_events where state <> 'delivered'`)) === 0)
        break;
      await sleep(100);
    }

    expect(await count(sql`select count(*)::int as n from outbox_events where state = 'delivered'`)).toBe(
      TOTAL,
    );
    // Every event's effect exactly once...
    expect(await count(sql`select count(*)::int as n from test_effects`)).toBe(TOTAL);
    expect(await count(sql`select count(distinct event_id)::int as n from test_effects`)).toBe(TOTAL);
    // ...although the survivor delivered the stranded ones again, those already applied included.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThan(TOTAL);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two worker processes on one outbox (PostgreSQL)', () => {
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await cloneTestDatabase(inject('templateDatabase'));
    db = database.handle.db;
    await db.execute(sql`create table test_effects (event_id bigint not null, handler text not null)`);
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database.drop();
  });

  it('share the events, each delivered and applied once', async () => {
    await recordEvents(
      db,
      Array.from({ length: TOTAL }, (_, n) => ({
        type: 'test.happened',
        subject: { kind: 'test', id: String(n) },
        payload: { n },
      })),
    );
    for (const id of ['left', 'right'])
      children.push(
        spawn(process.execPath, ['--import', 'tsx', CHILD], {
          env: {
            ...process.env,
            DATABASE_URL: database.handle.url,
            WORKER_ID: id,
            BATCH: '10',
            EVENT_MS: '10',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        }),
      );
    for (let waited = 0; ; waited += 100) {
      expect(waited).toBeLessThan(40_000);
      if ((await count(sql`select count(*)::int as n from outbox_events where state <> 'delivered'`)) === 0)
        break;
      await sleep(100);
    }
    expect(await count(sql`select count(*)::int as n from test_effects`)).toBe(TOTAL);
    expect(await count(sql`select count(distinct event_id)::int as n from test_effects`)).toBe(TOTAL);
    // Both took part: neither waited for the other's batches.
    const split = (
      await db.execute(sql`select handler, count(*)::int as n from test_effects group by handler`)
    ).rows as { handler: string; n: number }[];
    expect(split.map((row) => row.handler).sort()).toEqual(['left', 'right']);
    for (const row of split) expect(row.n).toBeGreaterThan(TOTAL / 10);
  });
});
