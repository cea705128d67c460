import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { startTracing, stopTracing } from './tracing';

const exporter = new InMemorySpanExporter();
let t: TestApp;

beforeAll(async () => {
  startTracing({ exporter, serviceName: 'wasla-test' });
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  await stopTracing();
});

const inTrace = (traceId: string) =>
  exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('traces across HTTP, the database and the outbox', () => {
  it('follows a sign-up from the caller’s traceparent through its queries to the delivery of its events', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const email = `traced${Date.now()}@example.com`;
    const res = await t.api('POST', '/register', {
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
      body: { name: 'Traced Person', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(201);

    const server = inTrace(traceId).find((span) => span.kind === SpanKind.SERVER);
    expect(server?.name).toBe('POST /api/v1/register');
    expect(parentOf(server!)).toBe(callerSpan);
    expect(server?.attributes['http.response.status_code']).toBe(201);

    // The events of the sign-up carry the request's trace into the outbox...
    const recorded = await t.app.database.db.execute<{ type: string }>(
      sql`select type from outbox_events where trace_parent like ${`00-${traceId}-%`}`,
    );
    expect(recorded.rows.length).toBeGreaterThan(0);
    // ...and each delivery, later and elsewhere, joins it.
    await t.app.worker.drain();
    const deliveries = inTrace(traceId).filter((span) => span.kind === SpanKind.CONSUMER);
    expect(deliveries.map((span) => span.name).sort()).toEqual(
      recorded.rows.map((row) => `deliver ${row.type}`).sort(),
    );

    if (t.app.database.kind === 'postgres') {
      // Every query of node-postgres inside the request is a span of its trace, without its values.
      const queries = inTrace(traceId).filter((span) => span.name === 'db.query');
      const insertsUser = queries.find((span) =>
        String(span.attributes['db.query.text']).startsWith('insert into "users"'),
      );
      expect(insertsUser).toBeDefined();
      expect(JSON.stringify(queries.map((span) => span.attributes))).not.toContain(email);
    }
  });

  it('names a span by its route pattern, never by the id asked', async () => {
    await t.api('GET', '/services/2147483648');
    const span = exporter.getFinishedSpans().findLast((s) => s.kind === SpanKind.SERVER);
    expect(span?.name).toBe('GET /api/v1/services/:key');
    expect(span?.name).not.toContain('2147483648');
  });
});
