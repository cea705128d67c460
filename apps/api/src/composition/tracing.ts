import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import pg from 'pg';
import { endSpan, SpanKind, tracer } from '../lib/tracing';

/** The longest query text a span carries: enough to know the statement, never a whole bulk insert. */
const QUERY_TEXT_MAX = 2_000;

let started: NodeTracerProvider | undefined;
let untraceQueries = () => {};

/**
 * Starts OpenTelemetry tracing for this process, once: spans of HTTP requests (http-tracing.ts),
 * of every PostgreSQL query made inside one, and of each outbox event the worker delivers, sent to
 * an OTLP/HTTP collector (Jaeger, Tempo, an OpenTelemetry Collector) at `endpoint`. Tests hand in an
 * exporter of their own and have each span exported as it ends.
 */
export function startTracing(options: { endpoint?: string; exporter?: SpanExporter; serviceName: string }) {
  if (started) return started;
  const exporter = options.exporter ?? new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  untraceQueries = traceQueries();
  started = provider;
  return provider;
}

/** Whether this process makes spans: the HTTP hooks are only added then. */
export const isTracing = () => started !== undefined;

/** Sends the spans still buffered (on shutdown, so the last requests are not lost). */
export const flushTracing = async () => started?.forceFlush();

/** Stops tracing in this process and puts node-postgres back as it was (tests that traced). */
export async function stopTracing() {
  if (!started) return;
  untraceQueries();
  await started.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
  started = undefined;
}

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A span for each query of node-postgres, wherever it is made (the pool, a transaction's client,
 * Drizzle), as a child of the request or job under way. Queries outside any trace (the worker
 * polling an empty outbox) make none. Only the statement's text is kept, never its parameters.
 */
function traceQueries() {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function traced(this: unknown, ...args: unknown[]) {
    const parent = context.active();
    const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
    // A submittable (a cursor, a COPY stream) reports through its own events: left as it is.
    if (!trace.getSpan(parent) || (typeof first === 'object' && typeof first?.submit === 'function')) {
      return query.apply(this, args);
    }
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const span = tracer().startSpan(
      'db.query',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.query.text': text.slice(0, QUERY_TEXT_MAX),
          'db.operation.name': text.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? '',
        },
      },
      parent,
    );
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as QueryCallback;
      args[last] = (error: Error | null, result?: unknown) => {
        endSpan(span, error ?? undefined);
        callback(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as Promise<unknown>;
    result.then(
      () => endSpan(span),
      (error: unknown) => endSpan(span, error),
    );
    return result;
  };
  return () => {
    prototype.query = query;
  };
}
