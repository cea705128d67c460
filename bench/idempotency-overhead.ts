import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDatabaseIfMissing } from './catalogue/bench-database';

/**
 * What the idempotency middleware adds to a POST: `POST /api/v1/budgets` (starting a draft) under
 * load, without a key, with a new key on every request (a claim inserted, then the reply kept), and
 * with one key sent again and again (every request a replay). The provider already holds a draft, so
 * the route does its whole work (session, plan, the conditional insert) and answers 409 each time:
 * the same reply in every variant, and no plan limit reached halfway.
 *
 *   npx tsx bench/idempotency-overhead.ts                       (PGlite in a temporary folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_idempotency npx tsx bench/idempotency-overhead.ts
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Setup = { url: string; apiKey: string; token: string; database: string };

function startServer(): Promise<{ child: ChildProcess; setup: Setup }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'idempotency-server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', (setup: Setup) => resolve({ child, setup }));
  });
}

type Variant = { label: string; key: () => string | undefined };
const repeated = randomUUID();
const variants: Variant[] = [
  { label: 'no Idempotency-Key', key: () => undefined },
  { label: 'a new key on every request (claim, run, keep)', key: () => randomUUID() },
  { label: 'one key sent again (replay)', key: () => repeated },
];

async function measure(setup: Setup, variant: Variant) {
  const headers = {
    'x-api-key': setup.apiKey,
    authorization: `Bearer ${setup.token}`,
    'content-type': 'application/json',
    'content-language': 'en',
  };
  const result = await autocannon({
    url: `${setup.url}/api/v1/budgets`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        body: JSON.stringify({ type: 'provided' }),
        setupRequest: (request) => {
          const key = variant.key();
          return { ...request, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) } };
        },
      },
    ],
  });
  // Every reply must be the route's 409 (unfinished draft), kept or replayed; anything else is a fault.
  const unexpected = result.requests.total - (result.statusCodeStats?.['409']?.count ?? 0);
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(`${variant.label}: ${unexpected} replies were not 409, ${result.errors} errors`);
  }
  return {
    label: variant.label,
    rps: Math.round(result.requests.average),
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

if (process.env.DATABASE_URL) await createDatabaseIfMissing(process.env.DATABASE_URL);
const loadBefore = loadavg()[0]!;
const { child, setup } = await startServer();
const rows = [];
try {
  // A warm-up of each variant first: the first seconds of a process measure its JIT, not the route.
  for (const variant of variants) await measure(setup, { ...variant, label: `${variant.label} (warm-up)` });
  for (const variant of variants) rows.push(await measure(setup, variant));
} finally {
  child.kill('SIGTERM');
}
const loadAfter = loadavg()[0]!;

const base = rows[0]!;
console.log(
  `\nPOST /api/v1/budgets on ${setup.database}, ${CONNECTIONS} connections, ${DURATION_S} s each; ` +
    `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
);
// autocannon keeps whole milliseconds per percentile; the mean shows the difference finer.
console.log('| variant | requests/s | mean (ms) | p50 (ms) | p99 (ms) | mean added |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  const added = row === base ? '' : `${(row.mean - base.mean).toFixed(2)} ms`;
  console.log(`| ${row.label} | ${row.rps} | ${row.mean.toFixed(2)} | ${row.p50} | ${row.p99} | ${added} |`);
}
