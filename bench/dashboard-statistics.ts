import { loadavg } from 'node:os';
import { accountFactory, serviceFactory } from '@wasla/api/db/factories/index';
import { hashPassword } from '@wasla/api/modules/auth/password-hasher';
import { type CountedVisit, createVisitsRepository } from '@wasla/api/modules/visits/visits.repository';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDatabaseIfMissing } from './catalogue/bench-database';
import { freshBenchApp } from './lib/fresh-app';
import { percentiles } from './lib/percentiles';

/**
 * The dashboard's statistics of one provider whose services and profile received `BENCH_VIEWS`
 * visits (100,000) over the last year, each a different visitor: first how fast the visits are
 * written (through the batch writer the pages use, `BENCH_BATCH` at a time), then the statistics
 * call, one at a time through the whole app (`inject`: session, validation, every read) and under
 * load over HTTP, for the year (365 bars of days) and the default 30 days.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_dashboard npx tsx bench/dashboard-statistics.ts
 *   npx tsx bench/dashboard-statistics.ts                       (PGlite in a temporary folder)
 */
const VIEWS = Number(process.env.BENCH_VIEWS ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 2_000);
const SERVICES = 24;
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (process.env.DATABASE_URL) await createDatabaseIfMissing(process.env.DATABASE_URL);
const load0 = loadavg()[0]!.toFixed(2);
const { app, config, removeData } = await freshBenchApp('dashboard');
const db = app.database.db;

const password = `Bench&${Date.now()}x`;
const email = `dashboard-bench-${Date.now()}@example.com`;
const provider = await accountFactory.one(db, {
  name: 'Dashboard bench provider',
  code: `DSB${Date.now()}`,
  slug: `dashboard-bench-${Date.now()}`,
  email,
  passwordHash: await hashPassword(password),
  emailVerifiedAt: new Date(),
});
const serviceIds: number[] = [];
for (let i = 0; i < SERVICES; i++) {
  const service = await serviceFactory.one(db, {
    userId: provider.id,
    code: `DS${Date.now()}${i}`,
    slug: `dashboard-bench-${Date.now()}-${i}`,
    type: 'provided',
    status: 'open',
    name: { en: `Bench service ${i}` },
    publishedAt: new Date(),
  });
  serviceIds.push(service.id);
}

// A visit in five goes to the profile, the rest to the services; days spread over the last year.
const repo = createVisitsRepository(db);
const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const writeTimes: number[] = [];
const writing = performance.now();
for (let start = 0; start < VIEWS; start += BATCH) {
  const visits: CountedVisit[] = [];
  for (let i = start; i < Math.min(VIEWS, start + BATCH); i++) {
    const day = new Date(today - (i % 365) * 86_400_000).toISOString().slice(0, 10);
    visits.push(
      i % 5 === 0
        ? { kind: 'provider', targetId: provider.id, visitor: `visitor-${i}`, day }
        : { kind: 'service', targetId: serviceIds[i % SERVICES]!, visitor: `visitor-${i}`, day },
    );
  }
  const t0 = performance.now();
  await repo.count(visits);
  writeTimes.push(performance.now() - t0);
}
const writeSeconds = (performance.now() - writing) / 1000;
const [counted] = (
  await db.execute<{ n: number }>(
    sql`select coalesce(sum(service_views + profile_views), 0)::int as n from account_view_days where user_id = ${provider.id}`,
  )
).rows;

const headers = { 'x-api-key': config.API_KEY, 'content-language': 'en', accept: 'application/json' };
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/login',
  headers,
  payload: { email, password },
});
const token = login.json().data.token as string;
const auth = { ...headers, authorization: `Bearer ${token}` };

async function sequential(period: number) {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/statistics?period=${period}`,
      headers: auth,
    });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`statistics: ${res.statusCode} ${res.body}`);
    if (i === 0 && period === 365 && res.json().data.visits.total !== VIEWS)
      throw new Error(`the year shows ${res.json().data.visits.total} visits, not ${VIEWS}`);
  }
  return percentiles(times.slice(10));
}

const year = await sequential(365);
const month = await sequential(30);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const loaded = await autocannon({
  url: `${address}/api/v1/dashboard/statistics?period=365`,
  connections: CONNECTIONS,
  duration: SECONDS,
  headers: auth,
});
if (loaded.non2xx || loaded.errors) throw new Error(`${loaded.non2xx} non-2xx, ${loaded.errors} errors`);
await app.close();
await removeData();

const writes = percentiles(writeTimes);
console.log(`
Dashboard statistics, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; load ${load0} → ${loadavg()[0]!.toFixed(2)}
  ${VIEWS.toLocaleString('en')} visits written in batches of ${BATCH}: ${writeSeconds.toFixed(1)} s, ${Math.round(VIEWS / writeSeconds).toLocaleString('en')} visits/s; a batch p50 ${writes.p50} ms, p95 ${writes.p95} ms (${counted?.n} counted)
  GET /dashboard/statistics?period=365, one at a time (${year.count}): p50 ${year.p50} ms, p95 ${year.p95} ms, p99 ${year.p99} ms
  GET /dashboard/statistics?period=30, one at a time (${month.count}): p50 ${month.p50} ms, p95 ${month.p95} ms, p99 ${month.p99} ms
  GET /dashboard/statistics?period=365 over HTTP, ${CONNECTIONS} connections, ${SECONDS} s: ${Math.round(loaded.requests.average)} requests/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms
`);
