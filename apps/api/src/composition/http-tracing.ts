import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteParent, tracer } from '../lib/tracing';

const spans = new WeakMap<FastifyRequest, Span>();

/**
 * A server span for every request, named by its route pattern (never the id asked), child of the
 * caller's `traceparent` when one is sent (a proxy's, another service's). The rest of the request
 * runs inside it, so its queries and the events it records belong to the same trace. The span's
 * trace id is logged with the request id, to go from a log line to its trace.
 */
export function registerHttpTracing(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = remoteParent(request.headers);
    const route = request.routeOptions.url ?? 'unknown route';
    const span = tracer().startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'url.path': request.url.split('?', 1)[0] ?? '',
          'wasla.request_id': request.id,
        },
      },
      parent,
    );
    if (!span.isRecording()) return done();
    spans.set(request, span);
    request.log = request.log.child({ traceId: span.spanContext().traceId });
    context.with(trace.setSpan(parent, span), done);
  });

  /** Ends the request's span once, whichever of the reply or the client's leaving comes first. */
  const finish = (request: FastifyRequest, mark: (span: Span) => void) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    mark(span);
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    finish(request, (span) => {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    });
    done();
  });
  // A request whose client went away never reaches onResponse.
  app.addHook('onRequestAbort', (request, done) => {
    finish(request, (span) => span.setAttribute('wasla.aborted', true));
    done();
  });
}
