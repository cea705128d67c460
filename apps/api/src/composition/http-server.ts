import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type { Config } from '@wasla/config';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiCacheControl } from '../lib/http/cache-control';
import { registerErrorHandling } from '../lib/http/error-handler';
import { registerRequestContext } from '../lib/http/request-context';
import { type ReadinessDeps, readiness } from './readiness';

/**
 * Behind `hops` proxies, the connection's own address and the last `hops - 1` of X-Forwarded-For are
 * theirs; the entry before those is the client's, and anything earlier the client wrote itself.
 * (Fastify's `true` would trust every entry and take the first; its number form trusts none.) The
 * instance must then be reachable only through its proxies, as compose.yaml keeps it.
 */
function trustedHops(hops: number) {
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
}

/** A Fastify instance with the timeouts, proxy trust and request ids every deployment needs. */
export function createHttpServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // A client that trickles its headers or body (slow-loris) is cut off instead of holding a socket.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks the two deadlines on this interval (30 s by default): often enough to hold them.
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
    trustProxy: trustedHops(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** Compression, security headers, the request context, the error envelope and the OpenAPI document. */
export async function registerHttpBasics(app: FastifyInstance, config: Config) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('cache-control', apiCacheControl(request, reply.getHeader('cache-control')));
  });

  // Quick brotli for dynamic replies; static assets are compressed once at build time at full strength.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Pages set their own Content-Security-Policy (with per-request nonces); the API serves only JSON.
  // The referrer policy is the browsers' own default rather than helmet's `no-referrer`: under
  // `no-referrer` a form sent before scripts run carries `Origin: null`, and the pages' cross-site
  // check then refuses it. Other sites still get only our origin.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  registerRequestContext(app, config.API_KEY);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wasla API',
        version: '1.0.0',
        description: 'Services marketplace API. Every call under /api/v1 needs the X-Api-Key header.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

/**
 * Liveness says the process answers; readiness says its dependencies do too (readiness.ts): a
 * load balancer sends traffic only to an instance whose `/readyz` is 200.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: ReadinessDeps) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const { ready, checks, databaseKind } = await readiness(deps);
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', database: databaseKind, checks });
  });
}
