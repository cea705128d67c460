import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabaseIfMissing } from './catalogue/bench-database';
import { percentiles } from './lib/percentiles';
import { converse, openSide, type Side } from './mixed/chat-traffic';
import { createMixedClient, newTally } from './mixed/http-client';
import { browse, deals, search } from './mixed/http-traffic';
import type { MixedSetup } from './mixed/setup';

/**
 * The mixed load: two API instances on one PostgreSQL and Redis, for `BENCH_SECONDS` (600), with
 * visitors browsing and searching, pairs running deals paid from their wallets, and pairs chatting
 * with a socket each, one side on each instance. Halfway, both instances are killed (SIGKILL, no
 * goodbye) and started again on the same ports; clients send again what met no server, with the
 * same Idempotency-Key or message client id. At the end:
 *
 * - every answer other than the expected one is an error (the aim is none);
 * - `npm run ledger -- verify` checks every balance against the transfers;
 * - every message the API accepted is stored, and reached the other side's socket (live or resumed).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_mixed REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run mixed -w @wasla/bench
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 600);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 8);
const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 2);
const DEAL_PAIRS = Number(process.env.BENCH_DEAL_PAIRS ?? 10);
const CHAT_PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 20);
const PORTS = [3291, 3292];

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !process.env.REDIS_URL) {
  console.error('The mixed load runs two instances: set DATABASE_URL (a database of its own) and REDIS_URL.');
  process.exit(1);
}
await createDatabaseIfMissing(databaseUrl);

type Started = { child: ChildProcess; url: string; apiKey: string; setup?: MixedSetup };
function start(port: number, env: Record<string, string> = {}): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'mixed', 'instance.ts'), [String(port)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const onExit = (code: number | null) => reject(new Error(`instance on ${port} exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (ready: Omit<Started, 'child'>) => {
      child.off('exit', onExit);
      resolve({ child, ...ready });
    });
  });
}

const loadBefore = loadavg()[0]!;
const first = await start(PORTS[0]!, { BENCH_SETUP: String(Math.max(DEAL_PAIRS, CHAT_PAIRS)) });
const instances = [first, await start(PORTS[1]!)];
const setup = first.setup!;
const urls = instances.map((i) => i.url);
const tally = newTally();
const call = createMixedClient(urls, first.apiKey, tally);

const startedAt = Date.now();
let stopped = false;
const until = () => stopped;
const sides: Side[] = [];
const chatPairs = setup.pairs.slice(0, CHAT_PAIRS);
for (const pair of chatPairs) {
  sides.push(openSide(urls[0]!, pair.client, pair.conversation, until));
  sides.push(openSide(urls[1]!, pair.provider, pair.conversation, until));
}
const visitors = Promise.all([
  ...Array.from({ length: BROWSERS }, () => browse(call, setup, until)),
  ...Array.from({ length: SEARCHERS }, () => search(call, until)),
]);
const dealing = Promise.all(setup.pairs.slice(0, DEAL_PAIRS).map((pair) => deals(call, pair, until)));
const chatting = Promise.all(chatPairs.map((pair) => converse(call, pair, 1_000, until)));

// Halfway: the whole API dies at once and comes back.
await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
const killedAt = Date.now();
for (const instance of instances) instance.child.kill('SIGKILL');
await new Promise((resolve) => setTimeout(resolve, 2_000));
const restarted = await Promise.all(PORTS.map((port) => start(port)));
const downSeconds = (Date.now() - killedAt) / 1000;
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + SECONDS * 1000 - Date.now())));
stopped = true;
const [, dealsDone, conversations] = await Promise.all([visitors, dealing, chatting]);
const seconds = (Date.now() - startedAt) / 1000;
// Late frames of the last messages.
await new Promise((resolve) => setTimeout(resolve, 3_000));
for (const side of sides) side.socket?.close();

// Every accepted message stored, and received by the other side.
const acceptedIds = conversations.flatMap((c) => [...c.client, ...c.provider]);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const stored = new Set(
  (
    await db.query<{ client_id: string }>(
      'select client_id from chat_messages where client_id = any($1::uuid[])',
      [acceptedIds],
    )
  ).rows.map((r) => r.client_id),
);
let undelivered = 0;
conversations.forEach((c, i) => {
  for (const id of c.client) if (!sides[2 * i + 1]!.received.has(id)) undelivered++;
  for (const id of c.provider) if (!sides[2 * i]!.received.has(id)) undelivered++;
});
const completedDeals = dealsDone.flat();
const completedInDb = Number(
  (
    await db.query<{ n: string }>(
      "select count(*) as n from deals where id = any($1::int[]) and stage = 'completed'",
      [completedDeals],
    )
  ).rows[0]!.n,
);
await db.end();
for (const instance of restarted) instance.child.kill('SIGTERM');

let verify: string;
let verified = true;
try {
  verify = execFileSync('npm', ['run', '--silent', 'ledger', '--', 'verify'], {
    cwd: join(import.meta.dirname, '..'),
    encoding: 'utf8',
  }).trim();
} catch (error) {
  verified = false;
  verify = String((error as { stdout?: string }).stdout ?? error).trim();
}

const loadAfter = loadavg()[0]!;
const all = [...tally.latencies.values()].flat();
console.log(
  `\nMixed load, two instances on PostgreSQL and Redis, ${seconds.toFixed(0)} s: ${BROWSERS} browsing, ` +
    `${SEARCHERS} searching, ${DEAL_PAIRS} pairs dealing, ${CHAT_PAIRS} pairs chatting (${sides.length} sockets); ` +
    `both instances killed at ${((killedAt - startedAt) / 1000).toFixed(0)} s and back after ${downSeconds.toFixed(1)} s; ` +
    `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
);
console.log('| requests | count | per second | p50 (ms) | p99 (ms) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [kind, list] of [...tally.latencies.entries(), ['all', all] as const]) {
  const p = percentiles(list);
  console.log(
    `| ${kind} | ${list.length} | ${(list.length / seconds).toFixed(1)} | ${p.p50.toFixed(1)} | ${p.p99.toFixed(1)} |`,
  );
}
console.log('\n| check | result |');
console.log('| --- | --- |');
console.log(`| errors (answers other than 200) | ${tally.errors.length} |`);
console.log(`| attempts that met no server, sent again | ${tally.unreachable} |`);
console.log(`| retries answered 409 while a dead request's claim held its key | ${tally.claimed} |`);
console.log(
  `| deals taken to the end / completed in the database | ${completedDeals.length} / ${completedInDb} |`,
);
console.log(
  `| messages accepted / stored / not received by the other side | ${acceptedIds.length} / ${stored.size} / ${undelivered} |`,
);
console.log(
  `| socket reconnection attempts (every 0.5 s while an instance is down) | ${sides.reduce((n, s) => n + s.reconnects, 0)} |`,
);
console.log(`| ledger verify | ${verified ? 'passed' : 'FAILED'}: ${verify.split('\n').pop()} |`);
for (const error of tally.errors.slice(0, 10))
  console.log(`error: ${error.kind} ${error.what} ${error.status} ${error.body}`);
const failed = tally.errors.length > 0 || !verified || stored.size !== acceptedIds.length || undelivered > 0;
process.exit(failed ? 1 : 0);
