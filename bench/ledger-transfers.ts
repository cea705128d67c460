import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '@wasla/api/db/client';
import { createLedger } from '@wasla/api/modules/ledger/ledger';
import { verifyLedger } from '@wasla/api/modules/ledger/ledger-verify';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { benchUrl, benchUsers, HOT, pairOf, transferBetween, WIDE } from './ledger-setup';
import { percentiles } from './lib/percentiles';

/**
 * Ledger transfers per second on PostgreSQL: `BENCH_CLIENTS` (50) clients, each on a connection of
 * its own, move one fils between two random users, among 10 hot accounts or among 10,000, for
 * `BENCH_DURATION` seconds each, beside a bare round trip and a bare committed insert on the same
 * pool in the same run; then the same with `synchronous_commit = off` on the connections, to show what
 * the wait for the disk costs; then over HTTP (a bare route and a transfer route, autocannon). At the
 * end `ledger verify` must pass on everything written.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_ledger npm run bench:ledger
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const url = benchUrl();
const users = await benchUsers(url);
const ledger = createLedger();

type Row = { label: string; perSecond: number; p50: number; p99: number; count: number };

/** `CLIENTS` loops calling `work` until the time is up; every call timed. */
async function drive(label: string, work: () => Promise<unknown>, seconds = DURATION_S): Promise<Row> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await work();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const { p50, p99, count } = percentiles(latencies);
  return { label, perSecond: Math.round(count / elapsed), p50, p99, count };
}

async function directRows(synchronousCommit: 'on' | 'off') {
  const address = new URL(url);
  address.searchParams.set('options', `-c synchronous_commit=${synchronousCommit}`);
  const handle = await openPostgres(address.toString(), CLIENTS);
  const { db } = handle;
  await db.execute(sql`create table if not exists bench_ledger_bare (n int)`);
  const scenarios: [string, () => Promise<unknown>][] = [
    ['bare round trip (select 1)', () => db.execute(sql`select 1`)],
    [
      'bare write (one row inserted, committed)',
      () => db.transaction((tx) => tx.execute(sql`insert into bench_ledger_bare values (1)`)),
    ],
    [`ledger transfer, ${HOT} hot accounts`, () => ledger.transfer(db, transferBetween(pairOf(users, HOT)))],
    [
      `ledger transfer, ${users.length.toLocaleString('en')} accounts`,
      () => ledger.transfer(db, transferBetween(pairOf(users, users.length))),
    ],
  ];
  const rows: Row[] = [];
  try {
    for (const [label, work] of scenarios) {
      await drive(label, work, 2); // warm-up: JIT, pool, caches
      rows.push(await drive(`${label}, synchronous_commit=${synchronousCommit}`, work));
    }
  } finally {
    await db.execute(sql`drop table if exists bench_ledger_bare`);
    await handle.close();
  }
  return rows;
}

async function httpRows(): Promise<Row[]> {
  const child = fork(join(import.meta.dirname, 'ledger-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', (m) => resolve(m as string));
    child.send(users);
  });
  const rows: Row[] = [];
  try {
    const routes: [string, string, 'GET' | 'POST'][] = [
      ['HTTP bare route', '/bare', 'GET'],
      [`HTTP transfer route, ${HOT} hot accounts`, '/transfer/hot', 'POST'],
      [`HTTP transfer route, ${users.length.toLocaleString('en')} accounts`, '/transfer/wide', 'POST'],
    ];
    for (const [label, path, method] of routes) {
      const run = (duration: number) =>
        autocannon({ url: `${address}${path}`, method, connections: CLIENTS, duration });
      await run(2);
      const result = await run(DURATION_S);
      if (result.non2xx || result.errors)
        throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rows.push({
        label,
        perSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        count: result.requests.total,
      });
    }
  } finally {
    child.kill('SIGTERM');
  }
  return rows;
}

const loadBefore = loadavg()[0]!;
const rows = [...(await directRows('on')), ...(await directRows('off')), ...(await httpRows())];
const loadAfter = loadavg()[0]!;

const check = await openPostgres(url, 1);
const settings = (
  await check.db.execute(sql`select name, setting from pg_settings
  where name in ('synchronous_commit', 'fsync', 'wal_sync_method', 'max_connections', 'shared_buffers')`)
).rows;
const report = await verifyLedger(check.db);
await check.close();
if (report.breaks.length) throw new Error(`ledger verify: ${report.breaks.join('; ')}`);

console.log(
  `\nPostgreSQL, ${CLIENTS} clients, ${DURATION_S} s each, ${WIDE.toLocaleString('en')} funded users; ` +
    `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
);
console.log(`server settings: ${settings.map((s) => `${s.name}=${s.setting}`).join(', ')}`);
console.log(
  `ledger verify: ${report.counts.transfers} transfers, ${report.counts.entries} entries, no break\n`,
);
console.log('| scenario | per second | p50 (ms) | p99 (ms) | done |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.label} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.count} |`);
