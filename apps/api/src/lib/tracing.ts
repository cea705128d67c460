import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

/**
 * The app's spans. Without a tracer provider (OTEL_EXPORTER_OTLP_ENDPOINT unset, the default) every
 * call here is OpenTelemetry's no-op: nothing is recorded and next to nothing is spent.
 */
export const tracer = () => trace.getTracer('wasla');

/** The W3C `traceparent` of the span under way, to carry it where async context cannot (the outbox). */
export function currentTraceParent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context of a remote parent named by its carrier (request headers, a stored `traceparent`). */
export const remoteParent = (carrier: Record<string, unknown>): Context =>
  propagation.extract(ROOT_CONTEXT, carrier);

/** Ends a span with the outcome of its work: an error is recorded and marks the span failed. */
export function endSpan(span: Span, error?: unknown) {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : undefined,
    });
  }
  span.end();
}

/** Runs `work` inside a new span, child of `parent` (the active context by default). */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Record<string, string | number>; parent?: Context },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    parent,
  );
  try {
    const result = await context.with(trace.setSpan(parent, span), () => work(span));
    endSpan(span);
    return result;
  } catch (error) {
    endSpan(span, error);
    throw error;
  }
}

export { SpanKind };
