import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { errors } from '../lib/http/app-error';

export type MetricsDeps = {
  db: Database;
  /** WebSockets open on this instance (the chat hub's count). */
  sockets: () => number;
  /**
   * Who may read `/metrics`: a scraper sending `Authorization: Bearer <token>`, or, without a token,
   * anyone on a local site; a public site without a token serves no metrics.
   */
  token?: string;
  publicSite: boolean;
};

// From a cached reply (a few ms) to a slow upload; the p99 target of the load test is 500 ms.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The route's pattern (`/api/v1/deals/:id`), never the address asked: a metric per id would grow forever. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Prometheus metrics at `GET /metrics`: each instance's requests (rate, latency and errors by route
 * and status), its process (CPU, memory, event-loop delay), its open WebSockets; and, read from the
 * database when scraped, the outbox queue (depth, age of the oldest event waiting, dead events) and
 * the ledger's transfers. Each app has a registry of its own, so several in one process (tests) never
 * mix their counts.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its reply being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'wasla_websocket_connections',
    help: 'Chat WebSockets open on this instance',
    registers: [registry],
    collect() {
      this.set(deps.sockets());
    },
  });
  const queue = async () => {
    const result = await deps.db.execute(sql`
      select
        count(*) filter (where state = 'pending')::int as pending,
        coalesce(extract(epoch from now() - min(created_at) filter (where state = 'pending')), 0)::float8 as oldest,
        count(*) filter (where state = 'dead')::int as dead
      from outbox_events where state in ('pending', 'dead')`);
    return result.rows[0] as { pending: number; oldest: number; dead: number };
  };
  new Gauge({
    name: 'wasla_outbox_pending_events',
    help: 'Events waiting for the worker (all instances)',
    registers: [registry],
    async collect() {
      this.set(Number((await queue()).pending));
    },
  });
  new Gauge({
    name: 'wasla_outbox_oldest_pending_seconds',
    help: 'Age of the oldest event waiting for the worker; 0 when none waits',
    registers: [registry],
    async collect() {
      this.set(Number((await queue()).oldest));
    },
  });
  new Gauge({
    name: 'wasla_outbox_dead_events',
    help: 'Events that failed every attempt and wait for the team',
    registers: [registry],
    async collect() {
      this.set(Number((await queue()).dead));
    },
  });
  new Gauge({
    name: 'wasla_ledger_transfers',
    help: 'Transfers written to the ledger since it began (all instances); its rate is money movements per second',
    registers: [registry],
    async collect() {
      // The highest id, not a count: read from the primary key's index however long the ledger grows.
      const result = await deps.db.execute(
        sql`select coalesce(max(id), 0)::bigint as n from ledger_transfers`,
      );
      this.set(Number((result.rows[0] as { n: string | number }).n));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const allowed = deps.token ? Boolean(bearer && sameText(bearer, deps.token)) : !deps.publicSite;
    if (!allowed) throw errors.notFound();
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
