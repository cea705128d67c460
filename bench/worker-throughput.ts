import { loadavg } from 'node:os';
import { type DatabaseHandle, IN_MEMORY, openPglite, openPostgres } from '@wasla/api/db/client';
import { applyMigrations } from '@wasla/api/db/migrate';
import { createDispatcher } from '@wasla/api/lib/events/dispatcher';
import { createHandlerRegistry, type EventHandler } from '@wasla/api/lib/events/handlers';
import { recordEvents } from '@wasla/api/lib/events/record-event';
import { sql } from 'drizzle-orm';
import { createDatabaseIfMissing } from './catalogue/bench-database';

/**
 * Events delivered per second by the outbox worker: events are recorded first, then one or more
 * dispatchers drain them and the time to the last delivery is measured. The handler either does
 * nothing (the dispatcher's own cost: claim, mark) or applies an effect through `ctx.once` (an
 * idempotency record and a row, in one transaction per event), as a database handler does.
 *
 *   npx tsx bench/worker-throughput.ts                                  (PGlite, in memory)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_worker npx tsx bench/worker-throughput.ts
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? (process.env.DATABASE_URL ? 10_000 : 3_000));
const quiet = { warn() {}, error() {} };

type Scenario = { label: string; workers: number; batchSize: number; handler: 'none' | 'once' };

async function open(): Promise<{ handle: DatabaseHandle; extra: () => Promise<DatabaseHandle> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite(IN_MEMORY);
    return { handle, extra: async () => handle };
  }
  await createDatabaseIfMissing(url);
  // Each worker of a scenario has a pool of its own, as separate processes would.
  return { handle: await openPostgres(url, 4), extra: () => openPostgres(url, 4) };
}

const handlerFor = (kind: Scenario['handler']): EventHandler =>
  kind === 'none'
    ? { name: 'bench', type: 'bench.happened', async handle() {} }
    : {
        name: 'bench',
        type: 'bench.happened',
        async handle(event, ctx) {
          await ctx.once((tx) => tx.execute(sql`insert into bench_effects values (${event.id})`));
        },
      };

async function run(scenario: Scenario, handle: DatabaseHandle, extra: () => Promise<DatabaseHandle>) {
  const { db } = handle;
  await db.execute(sql`truncate outbox_events cascade`);
  await db.execute(sql`truncate bench_effects`);
  for (let from = 0; from < EVENTS; from += 1_000) {
    await recordEvents(
      db,
      Array.from({ length: Math.min(1_000, EVENTS - from) }, (_, i) => ({
        type: 'bench.happened',
        subject: { kind: 'bench', id: String(from + i) },
        payload: { n: from + i },
      })),
    );
  }
  const handles = await Promise.all(Array.from({ length: scenario.workers }, () => extra()));
  const dispatchers = handles.map((h) =>
    createDispatcher(h.db, createHandlerRegistry([handlerFor(scenario.handler)]), {
      batchSize: scenario.batchSize,
      log: quiet,
    }),
  );
  const started = performance.now();
  const counts = await Promise.all(dispatchers.map((d) => d.drain(1_000_000)));
  const seconds = (performance.now() - started) / 1000;
  const delivered = Number(
    (await db.execute(sql`select count(*)::int as n from outbox_events where state = 'delivered'`)).rows[0]!
      .n,
  );
  if (delivered !== EVENTS) throw new Error(`${delivered} of ${EVENTS} delivered`);
  if (scenario.handler === 'once') {
    const effects = Number((await db.execute(sql`select count(*)::int as n from bench_effects`)).rows[0]!.n);
    if (effects !== EVENTS) throw new Error(`${effects} effects for ${EVENTS} events`);
  }
  for (const h of handles) if (h !== handle) await h.close();
  return { ...scenario, seconds, perSecond: Math.round(EVENTS / seconds), split: counts.join(' / ') };
}

const { handle, extra } = await open();
await applyMigrations(handle);
await handle.db.execute(sql`create table if not exists bench_effects (event_id bigint not null)`);
const scenarios: Scenario[] = [
  { label: 'no-op handler', workers: 1, batchSize: 25, handler: 'none' },
  { label: 'no-op handler', workers: 1, batchSize: 100, handler: 'none' },
  { label: 'effect through ctx.once', workers: 1, batchSize: 25, handler: 'once' },
  { label: 'effect through ctx.once', workers: 1, batchSize: 100, handler: 'once' },
];
if (handle.kind === 'postgres') {
  scenarios.push(
    { label: 'effect through ctx.once', workers: 2, batchSize: 25, handler: 'once' },
    { label: 'effect through ctx.once', workers: 4, batchSize: 25, handler: 'once' },
  );
}
const before = loadavg()[0]!.toFixed(2);
const rows = [];
for (const scenario of scenarios) rows.push(await run(scenario, handle, extra));
const after = loadavg()[0]!.toFixed(2);
await handle.db.execute(sql`drop table bench_effects`);
await handle.db.execute(sql`truncate outbox_events cascade`);
await handle.close();

console.log(
  `\n${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${EVENTS} events a run, load ${before} → ${after}\n`,
);
console.log('| handler | workers | batch | events/s | seconds | events per worker |');
console.log('| --- | --: | --: | --: | --: | --- |');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.workers} | ${r.batchSize} | ${r.perSecond} | ${r.seconds.toFixed(2)} | ${r.split} |`,
  );
}
