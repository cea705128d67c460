import { createHash, timingSafeEqual } from 'node:crypto';
import { isCurrencyCode } from '@wasla/shared/money';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CardDetails } from './cards';
import { challengePolicy, pageLanguage, renderChallengePage, returnAddress } from './challenge-page';
import { GatewayError, invalidRequest } from './errors';
import type { Processor, Reply } from './processor';

/** Processors cap one charge at eight digits of minor units (999,999.99 AED). */
export const MAX_AMOUNT = 99_999_999;
const BODY_LIMIT_BYTES = 64 * 1024;

const amount = z.number().int().min(1).max(MAX_AMOUNT);
const objectId = z.string().min(1).max(255);
const cardBody = z.object({ token: objectId });
const currency = z
  .string()
  .transform((code) => code.toUpperCase())
  .refine(isCurrencyCode, 'an ISO 4217 currency code');
const chargeBody = z.object({
  amount,
  currency,
  card: objectId,
  reference: z.string().max(255).optional(),
  description: z.string().max(1000).optional(),
  return_url: z.url({ protocol: /^https?$/ }),
  metadata: z
    .record(z.string().min(1).max(40), z.string().max(500))
    .refine((m) => Object.keys(m).length <= 20, 'at most 20 keys')
    .optional(),
});
const refundBody = z.object({
  charge: objectId,
  amount: amount.optional(),
  // Optional, as at Stripe; when sent, it must be the charge's, so an amount is never misread.
  currency: currency.optional(),
  reason: z.string().max(200).optional(),
});
const idParams = z.object({ id: objectId });

/** The first problem of a body, as a processor names it: the parameter and whether it was missing. */
function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const param = issue.path.join('.') || undefined;
  const given = issue.path.reduce<unknown>(
    (at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key],
    value,
  );
  const absent = given === undefined;
  if (param === 'amount' && issue.code === 'too_big')
    throw invalidRequest('amount_too_large', issue.message, param);
  if (param === 'amount' && issue.code === 'too_small')
    throw invalidRequest('amount_too_small', issue.message, param);
  throw invalidRequest(
    absent ? 'parameter_missing' : 'parameter_invalid',
    `${param ?? 'body'}: ${issue.message}`,
    param,
  );
}

const digest = (text: string) => createHash('sha256').update(text).digest();

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const send = (reply: FastifyReply, result: Reply) => {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(result.status).send(result.body);
};

/**
 * The HTTP face of the processor, under whatever prefix it is mounted on. Card details come only to
 * `POST /v1/tokens`, which a browser may call (it is what a publishable key and the processor's
 * script do); everything that moves money needs the secret key; the 3-D Secure page is reached by
 * its unguessable charge id, as a bank's challenge address is.
 */
export function registerGatewayRoutes(
  scope: FastifyInstance,
  options: { processor: Processor; secretKey: string },
) {
  const { processor } = options;
  const expectedKey = digest(options.secretKey);

  // The gateway belongs to nobody's API document: it stands in for another company's service.
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true } as typeof route.schema;
  });
  // The 3-D Secure page answers with an HTML form; browsers send it urlencoded.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof GatewayError) return reply.status(error.status).send(error.toBody());
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'sandbox gateway failure');
    const code = status === 500 ? 'api_error' : status === 413 ? 'body_too_large' : 'invalid_body';
    const message = status === 500 ? 'The gateway failed; try again.' : error.message;
    return reply
      .status(status)
      .send({ error: { type: status === 500 ? 'api_error' : 'invalid_request_error', code, message } });
  });
  scope.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `Unrecognized request URL (${request.method}).`,
      },
    }),
  );

  const secret = {
    bodyLimit: BODY_LIMIT_BYTES,
    preHandler: async (request: FastifyRequest) => {
      const given = header(request, 'authorization')?.match(/^Bearer (.+)$/)?.[1];
      // Digests have one length, so the comparison takes as long whatever was sent.
      if (!given || !timingSafeEqual(digest(given), expectedKey)) {
        throw new GatewayError(
          401,
          'authentication_error',
          'invalid_api_key',
          'Invalid or missing secret key.',
        );
      }
    },
  };
  const idempotencyKey = (request: FastifyRequest) => header(request, 'idempotency-key');

  // A browser on another origin (the gateway on its own address) may ask for a token; no cookies
  // are involved, so any origin may.
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600');
  scope.options('/v1/tokens', async (_request, reply) => cors(reply).status(204).send());
  scope.post('/v1/tokens', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    cors(reply);
    return processor.createToken((request.body ?? {}) as CardDetails);
  });

  scope.post('/v1/cards', secret, async (request, reply) =>
    send(reply, processor.saveCard(parse(cardBody, request.body), idempotencyKey(request))),
  );
  scope.delete('/v1/cards/:id', secret, async (request) =>
    processor.removeCard(parse(idParams, request.params).id),
  );

  scope.post('/v1/charges', secret, async (request, reply) =>
    send(reply, processor.createCharge(parse(chargeBody, request.body), idempotencyKey(request))),
  );
  scope.get('/v1/charges/:id', secret, async (request) =>
    processor.retrieveCharge(parse(idParams, request.params).id),
  );

  scope.post('/v1/refunds', secret, async (request, reply) =>
    send(reply, processor.refund(parse(refundBody, request.body), idempotencyKey(request))),
  );

  const page = (reply: FastifyReply, status: number, html: string, returnUrl?: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', challengePolicy(returnUrl))
      .header('referrer-policy', 'no-referrer')
      .send(html);

  scope.get('/v1/challenge/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const lang = pageLanguage((request.query as { lang?: unknown }).lang, header(request, 'accept-language'));
    const charge = processor.findCharge(id);
    if (!charge) return page(reply, 404, renderChallengePage({ kind: 'missing' }, lang));
    const kind = charge.status === 'requires_action' ? 'challenge' : 'done';
    return page(reply, 200, renderChallengePage({ kind, charge }, lang), charge.return_url);
  });

  scope.post('/v1/challenge/:id', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const form = (request.body ?? {}) as { outcome?: unknown; lang?: unknown };
    const lang = pageLanguage(form.lang, header(request, 'accept-language'));
    if (!processor.findCharge(id)) return page(reply, 404, renderChallengePage({ kind: 'missing' }, lang));
    if (form.outcome !== 'complete' && form.outcome !== 'fail') {
      throw invalidRequest('parameter_invalid', 'outcome must be "complete" or "fail"', 'outcome');
    }
    const charge = processor.settleChallenge(id, form.outcome);
    // 303: the browser follows with a GET, as after any form.
    return reply.status(303).header('cache-control', 'no-store').redirect(returnAddress(charge), 303);
  });
}
