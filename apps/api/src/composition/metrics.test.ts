import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerMetrics } from './metrics';

const TOKEN = 'scraper-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = async (authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of one series in the exposition text, by its name and labels as written there. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('Prometheus metrics', () => {
  it('counts requests by route pattern and status, with their latency', async () => {
    await t.api('GET', '/faqs');
    await t.api('GET', '/faqs');
    await t.api('GET', '/services/987654321');
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toContain('no-store');
    const text = res.body;
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/v1/faqs",status="200"}')).toBe(2);
    // The pattern, never the id asked: one series per route, however many ids.
    expect(text).toContain('route="/api/v1/services/:key",status="404"');
    expect(text).not.toContain('987654321');
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/faqs",status="200"}',
      ),
    ).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.5",method="GET"');
    expect(text).toContain('process_resident_memory_bytes');
    expect(seriesValue(text, 'wasla_websocket_connections')).toBe(0);
    // Scrapes are not counted among the requests they report.
    expect(text).not.toContain('route="/metrics"');
  });

  it('reads the outbox queue and the ledger from the database when scraped', async () => {
    const db = t.app.database.db;
    await db.execute(sql`
      insert into outbox_events (type, subject_kind, subject_id, payload, state, created_at)
      values ('metrics.waiting', 'test', '1', '{}', 'pending', now() - interval '1 hour'),
             ('metrics.failed', 'test', '2', '{}', 'dead', now())`);
    const counts = (
      await db.execute(sql`
      select count(*) filter (where state = 'pending')::int as pending,
             count(*) filter (where state = 'dead')::int as dead,
             (select coalesce(max(id), 0)::int from ledger_transfers) as transfers
      from outbox_events`)
    ).rows[0] as { pending: number; dead: number; transfers: number };
    const text = (await scrape()).body;
    expect(seriesValue(text, 'wasla_outbox_pending_events')).toBe(counts.pending);
    expect(seriesValue(text, 'wasla_outbox_dead_events')).toBe(counts.dead);
    expect(seriesValue(text, 'wasla_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(3_600);
    expect(seriesValue(text, 'wasla_ledger_transfers')).toBe(counts.transfers);
  });

  it('answers only the scraper holding the token', async () => {
    for (const authorization of ['', 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('serves no metrics on a public site without a token, and all of them on a local one', async () => {
    const db = {
      execute: async () => ({ rows: [{ pending: 0, oldest: 0, dead: 0, n: 0 }] }),
    } as unknown as Database;
    for (const [publicSite, status] of [
      [true, 404],
      [false, 200],
    ] as const) {
      const app = Fastify();
      registerMetrics(app, { db, sockets: () => 3, publicSite });
      const res = await app.inject('/metrics');
      expect(res.statusCode).toBe(status);
      if (status === 200) expect(seriesValue(res.body, 'wasla_websocket_connections')).toBe(3);
      await app.close();
    }
  });
});
