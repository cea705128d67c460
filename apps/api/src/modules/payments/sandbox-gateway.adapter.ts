import { createHash } from 'node:crypto';
import { type Money, money } from '@wasla/shared/money';
import { z } from 'zod';
import {
  type GatewayCharge,
  type GatewayEvent,
  type GatewayRefund,
  type PaymentGateway,
  PaymentGatewayError,
} from './payment-gateway';
import { verifySignature } from './webhook-signature';

export const SANDBOX_SIGNATURE_HEADER = 'wasla-signature';

// What the gateway answers, checked like anything else from outside: a reply of another shape is a
// gateway failure ("unavailable"), never a charge we half understood.
const chargeReply = z.object({
  id: z.string(),
  status: z.enum(['succeeded', 'requires_action', 'processing', 'failed']),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  reference: z.string().nullable(),
  failure_code: z.string().nullable(),
  next_action: z.object({ redirect_url: z.string() }).nullable(),
});
const refundReply = z.object({
  id: z.string(),
  charge: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['succeeded', 'pending', 'failed']),
});
const cardReply = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
const errorReply = z.object({
  error: z.object({
    type: z.string(),
    code: z.string(),
    message: z.string(),
    param: z.string().optional(),
    charge: z.string().optional(),
  }),
});
const eventReply = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});

const toCharge = (c: z.infer<typeof chargeReply>): GatewayCharge => ({
  id: c.id,
  status: c.status,
  amount: money(c.amount, c.currency),
  amountRefunded: money(c.amount_refunded, c.currency),
  reference: c.reference,
  ...(c.next_action ? { redirectUrl: c.next_action.redirect_url } : {}),
  ...(c.failure_code ? { failureCode: c.failure_code } : {}),
});

const toRefund = (r: z.infer<typeof refundReply>): GatewayRefund => ({
  id: r.id,
  chargeId: r.charge,
  amount: money(r.amount, r.currency),
  status: r.status,
});

/** The gateway takes amounts as JSON integers of minor units: safe only below 2^53. */
function minorUnits(amount: Money): number {
  if (amount.amount <= 0n || amount.amount > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new PaymentGatewayError('invalid_request', 'amount_out_of_range', `cannot charge ${amount.amount}`);
  }
  return Number(amount.amount);
}

/**
 * An idempotency key as a header can carry it: printable ASCII as it is, anything else (a token typed
 * with a NUL byte or half a surrogate pair) by its digest, which is as unique and always sendable.
 */
function headerSafe(key: string): string {
  return /^[\x21-\x7e]{1,200}$/.test(key) ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const TOKEN_CODES = new Set(['token_already_used', 'token_expired']);

/** A refusal of the gateway as the kind of failure the wallet answers. */
function failure(status: number, body: unknown): PaymentGatewayError {
  const parsed = errorReply.safeParse(body);
  if (!parsed.success)
    return new PaymentGatewayError('unavailable', 'bad_reply', `gateway answered ${status}`);
  const { code, message, param } = parsed.data.error;
  if (status === 402) return new PaymentGatewayError('declined', code, message);
  // Whatever is wrong with a token (unknown, used, expired, not even a token), the card form is redone.
  if (TOKEN_CODES.has(code) || param === 'token') {
    return new PaymentGatewayError('invalid_token', code, message);
  }
  if (code === 'resource_missing') return new PaymentGatewayError('not_found', code, message);
  if (status === 429) return new PaymentGatewayError('unavailable', code, message);
  return new PaymentGatewayError('invalid_request', code, message);
}

/**
 * The `PaymentGateway` over the sandbox gateway's HTTP API, with the secret key. Every call has a time
 * limit: a gateway that does not answer is "unavailable", and whatever was asked may or may not have
 * happened, which is why charges and refunds carry idempotency keys that make the retry safe.
 */
export function createSandboxGatewayAdapter(options: {
  url: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs: number;
  now?: () => number;
}): PaymentGateway {
  const base = options.url.replace(/\/+$/, '');
  const now = options.now ?? Date.now;

  async function call(method: string, path: string, body?: unknown, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': headerSafe(idempotencyKey) } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PaymentGatewayError(
        'unavailable',
        timedOut ? 'timeout' : 'unreachable',
        `payment gateway ${timedOut ? 'timed out' : 'unreachable'}: ${method} ${path}`,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentGatewayError(
        'unavailable',
        'bad_reply',
        `gateway answered ${response.status} without JSON`,
      );
    }
    if (response.status >= 500)
      throw new PaymentGatewayError('unavailable', 'gateway_error', `gateway answered ${response.status}`);
    return { status: response.status, json };
  }

  function read<T>(schema: z.ZodType<T>, reply: { status: number; json: unknown }): T {
    if (reply.status >= 400) throw failure(reply.status, reply.json);
    const parsed = schema.safeParse(reply.json);
    if (!parsed.success)
      throw new PaymentGatewayError('unavailable', 'bad_reply', 'gateway reply of an unknown shape');
    return parsed.data;
  }

  const path = (prefix: string, id: string) => `${prefix}/${encodeURIComponent(id)}`;

  return {
    name: 'sandbox',

    async saveCard(token) {
      // A token is single-use, so it is its own idempotency key: a retry gets the same card back.
      const card = read(cardReply, await call('POST', '/v1/cards', { token }, `save-card:${token}`));
      return {
        gatewayCardId: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    },

    async removeCard(gatewayCardId) {
      const reply = await call('DELETE', path('/v1/cards', gatewayCardId));
      if (reply.status === 404) return;
      read(z.object({ deleted: z.literal(true) }), reply);
    },

    async createCharge(request) {
      const reply = await call(
        'POST',
        '/v1/charges',
        {
          amount: minorUnits(request.amount),
          currency: request.amount.currency,
          card: request.gatewayCardId,
          reference: request.reference,
          return_url: request.returnUrl,
          ...(request.description ? { description: request.description } : {}),
        },
        request.idempotencyKey,
      );
      // A decline names the failed charge: the wallet records the failure under its id.
      const declined = reply.status === 402 ? errorReply.safeParse(reply.json) : undefined;
      if (declined?.success && declined.data.error.charge) {
        return {
          id: declined.data.error.charge,
          status: 'failed',
          amount: request.amount,
          amountRefunded: money(0n, request.amount.currency),
          reference: request.reference,
          failureCode: declined.data.error.code,
        };
      }
      return toCharge(read(chargeReply, reply));
    },

    async retrieveCharge(chargeId) {
      return toCharge(read(chargeReply, await call('GET', path('/v1/charges', chargeId))));
    },

    async refund(request) {
      const body = {
        charge: request.chargeId,
        ...(request.amount ? { amount: minorUnits(request.amount), currency: request.amount.currency } : {}),
      };
      return toRefund(read(refundReply, await call('POST', '/v1/refunds', body, request.idempotencyKey)));
    },

    parseWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySignature({
        rawBody,
        header: Array.isArray(header) ? header[0] : header,
        secret: options.webhookSecret,
        nowSeconds: Math.floor(now() / 1000),
      });
      let parsed: z.infer<typeof eventReply>;
      try {
        parsed = eventReply.parse(JSON.parse(rawBody));
      } catch {
        throw new PaymentGatewayError('invalid_request', 'bad_event', 'a signed webhook of an unknown shape');
      }
      const common = { id: parsed.id, gatewayType: parsed.type, createdAt: new Date(parsed.created * 1000) };
      const object = parsed.data.object;
      if (parsed.type === 'charge.succeeded' || parsed.type === 'charge.failed') {
        const charge = chargeReply.safeParse(object);
        if (charge.success) return { ...common, kind: 'charge', charge: toCharge(charge.data) };
      } else if (parsed.type === 'refund.succeeded') {
        const refund = refundReply.safeParse(object);
        if (refund.success) return { ...common, kind: 'refund', refund: toRefund(refund.data) };
      } else {
        return { ...common, kind: 'other' } satisfies GatewayEvent;
      }
      throw new PaymentGatewayError(
        'invalid_request',
        'bad_event',
        `a ${parsed.type} event of an unknown shape`,
      );
    },
  };
}
