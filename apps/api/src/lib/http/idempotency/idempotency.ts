import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { clock } from '../../clock';
import { idempotencyErrors } from './idempotency-errors';
import type { IdempotencyStore, KeyId, StoredReply } from './idempotency-store';
import { canonicalHash, IDEMPOTENCY_KEY_MAX_LENGTH } from './request-fingerprint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that creates or moves something: a retry with the same `Idempotency-Key` and body gets
     * the first reply again instead of doing the work twice (decision 0020). `true` takes a key when
     * one is sent; `'required'` (routes that move money) refuses a request without one.
     */
    idempotent?: boolean | 'required';
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The request's Idempotency-Key, for a service that records it with the change it makes (a state
 * table's history row), so that a retry after a crash finds that change. Scoped like the middleware's
 * claim: the history row also names the caller.
 */
export function requestKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' && key.length ? key : undefined;
}
export const REPLAYED_HEADER = 'idempotent-replayed';
// What a replay must carry besides its body; per-request headers (request id, cookies) are not kept.
const KEPT_HEADERS = ['content-type', 'content-language', 'location'] as const;

type Hook = preHandlerHookHandler | preValidationHookHandler | onSendHookHandler;
const hooksOf = <H extends Hook>(given: H | H[] | undefined): H[] =>
  given === undefined ? [] : Array.isArray(given) ? given : [given];

const documentedHeader = z
  .string()
  .optional()
  .meta({
    description:
      'Any unique text of at most 255 characters (a UUID). A retry with the same key and body within ' +
      '24 hours gets the first reply again, with `Idempotent-Replayed: true`; the same key with another ' +
      'body answers 422, and while the first request runs, 409.',
    maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
  });

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  return Array.isArray(value) ? value.join(', ') : value;
}

function storable(reply: FastifyReply, payload: unknown): StoredReply | undefined {
  let body: string;
  if (payload === null || payload === undefined) body = '';
  else if (typeof payload === 'string') body = payload;
  else if (Buffer.isBuffer(payload) && /json|text/.test(String(reply.getHeader('content-type'))))
    body = payload.toString('utf8');
  else return undefined; // a stream cannot be kept; the key is let go instead
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { status: reply.statusCode, headers, body };
}

/**
 * Idempotency keys as Stripe has them, for every route whose config says `idempotent: true`; routes
 * write nothing for it. The key is optional: a request without one runs as before. The key is
 * claimed after the route's own guards (so the account is known and a refused request keeps
 * nothing), and the reply is kept before it leaves, so a client that has its answer can only ever
 * be replayed. A 5xx lets the key go, so the retry runs again.
 */
export function registerIdempotency(
  app: FastifyInstance,
  deps: { store: IdempotencyStore; scopeOf: (request: FastifyRequest) => string },
) {
  const { store, scopeOf } = deps;
  const hashes = new WeakMap<FastifyRequest, string>();
  const claims = new WeakMap<FastifyRequest, { id: KeyId; token: string }>();

  // What the request asks: its address (the ids in its path, its query) and its body as the client
  // sent it, before the schema strips or fills in fields. The same key on another id is another request.
  const requestHash = (request: FastifyRequest) => canonicalHash({ url: request.url, body: request.body });
  const fingerprint: preValidationHookHandler = (request, _reply, done) => {
    if (keyOf(request) !== undefined) hashes.set(request, requestHash(request));
    done();
  };

  const claimOrReplay: preHandlerHookHandler = async (request, reply) => {
    const key = keyOf(request);
    if (key === undefined) {
      if (request.routeOptions.config.idempotent === 'required') throw idempotencyErrors.missingKey();
      return;
    }
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw idempotencyErrors.invalidKey();
    const id: KeyId = {
      scope: scopeOf(request),
      method: request.method,
      route: request.routeOptions.url!,
      key,
    };
    const outcome = await store.claim(id, hashes.get(request) ?? requestHash(request), clock.now());
    if (outcome.kind === 'claimed') {
      claims.set(request, { id, token: outcome.token });
      return;
    }
    if (outcome.kind === 'other_request') throw idempotencyErrors.otherRequest();
    if (outcome.kind === 'in_progress') {
      reply.header('retry-after', '1');
      throw idempotencyErrors.inProgress();
    }
    reply.code(outcome.reply.status).headers(outcome.reply.headers).header(REPLAYED_HEADER, 'true');
    return reply.send(outcome.reply.body);
  };

  const keepReply: onSendHookHandler = async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const kept = reply.statusCode >= 500 ? undefined : storable(reply, payload);
    try {
      if (kept) await store.complete(claim.id, claim.token, kept);
      else await store.release(claim.id, claim.token);
    } catch (error) {
      // The reply still leaves: the work is done. The claim then ends with its lease.
      request.log.error({ err: error }, 'the reply of an idempotent request could not be kept');
    }
    return payload;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    route.preValidation = [...hooksOf(route.preValidation), fingerprint];
    route.preHandler = [...hooksOf(route.preHandler), claimOrReplay];
    // First of the route's onSend hooks, so the reply is kept before compression encodes it.
    route.onSend = [keepReply, ...hooksOf(route.onSend)];
    const schema = route.schema ?? {};
    const given = schema.headers instanceof z.ZodObject ? schema.headers : z.looseObject({});
    route.schema = { ...schema, headers: given.extend({ [IDEMPOTENCY_KEY_HEADER]: documentedHeader }) };
  });
}
