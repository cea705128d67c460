import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createDatabaseIfMissing } from './catalogue/bench-database';
import { BENCH_DEAL_TERMS } from './lib/deal-terms';

/**
 * Deal lifecycles over HTTP, as the apps make them: `BENCH_PAIRS` client–provider pairs (50), each
 * with its own bearer session, running deals one after another for `BENCH_SECONDS`, all pairs at
 * once. One lifecycle is eight requests, each through the whole stack (API key, session, policy,
 * validation, idempotency, the deal service's lock, history, event and ledger transfer):
 *
 *   client    POST /deals/generate-deal-id, PUT /deals/{id}            (the offer, sent)
 *   provider  POST /deals/approved/{id}
 *   client    POST /deals/pay/{id}                                      (a hold on the wallet)
 *   provider  POST /deals/delivery/generate-id/{id}, …/save-draft/{d}, POST /deals/deliver/{d}
 *   client    POST /deals/delivery/accept/{d}                           (the hold posted, fees, tax)
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_deals_http npx tsx bench/deal-http.ts
 *   npx tsx bench/deal-http.ts                                  (PGlite in a temporary folder)
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

type Pair = { client: string; provider: string; service: number };
type Setup = { url: string; apiKey: string; pairs: Pair[]; database: string };

function startServer(): Promise<{ child: ChildProcess; setup: Setup }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'deal-http-server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', (setup: Setup) => resolve({ child, setup }));
  });
}

async function run(setup: Setup, seconds: number) {
  const requestTimes: number[] = [];
  const send = async (token: string, method: 'POST' | 'PUT', path: string, body: object = {}) => {
    const t0 = performance.now();
    // Node's fetch keeps its connections alive between requests, as an app's HTTP client does.
    const res = await fetch(`${setup.url}/api/v1${path}`, {
      method,
      headers: {
        'x-api-key': setup.apiKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-language': 'en',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    requestTimes.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text).data as { id: number };
  };
  const lifecycles: number[] = [];
  const ends = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    setup.pairs.map(async (pair) => {
      while (Date.now() < ends) {
        const t0 = performance.now();
        const { id } = await send(pair.client, 'POST', '/deals/generate-deal-id', {
          service_id: pair.service,
        });
        await send(pair.client, 'PUT', `/deals/${id}`, BENCH_DEAL_TERMS);
        await send(pair.provider, 'POST', `/deals/approved/${id}`);
        await send(pair.client, 'POST', `/deals/pay/${id}`);
        const delivery = await send(pair.provider, 'POST', `/deals/delivery/generate-id/${id}`);
        await send(pair.provider, 'POST', `/deals/delivery/save-draft/${delivery.id}`, {
          description: 'The logo in three sizes, as agreed.',
        });
        await send(pair.provider, 'POST', `/deals/deliver/${delivery.id}`);
        await send(pair.client, 'POST', `/deals/delivery/accept/${delivery.id}`);
        lifecycles.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const at = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  };
  return {
    lifecycles: lifecycles.length,
    perSecond: (lifecycles.length / elapsed).toFixed(1),
    requestsPerSecond: Math.round(requestTimes.length / elapsed),
    lifecycleP50: at(lifecycles, 0.5),
    lifecycleP99: at(lifecycles, 0.99),
    requestP50: at(requestTimes, 0.5),
    requestP99: at(requestTimes, 0.99),
  };
}

if (process.env.DATABASE_URL) await createDatabaseIfMissing(process.env.DATABASE_URL);
const { child, setup } = await startServer();
const loadBefore = loadavg()[0]!;
let result: Awaited<ReturnType<typeof run>>;
try {
  // A short warm-up first: the first seconds of a process measure its JIT, not the routes.
  await run(setup, 3);
  result = await run(setup, SECONDS);
} finally {
  child.kill('SIGTERM');
}
const loadAfter = loadavg()[0]!;
console.log(
  `\nDeal lifecycles over HTTP on ${setup.database}, ${setup.pairs.length} pairs at once, ${SECONDS} s; ` +
    `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
);
console.log(
  '| lifecycles | lifecycles/s | requests/s | lifecycle p50 (ms) | lifecycle p99 (ms) | request p50 (ms) | request p99 (ms) |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
console.log(
  `| ${result.lifecycles} | ${result.perSecond} | ${result.requestsPerSecond} | ${result.lifecycleP50} | ${result.lifecycleP99} | ${result.requestP50} | ${result.requestP99} |`,
);
