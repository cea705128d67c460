import { createHash } from 'node:crypto';
import { type CardDetails, checkCard } from './cards';
import { GatewayError, invalidRequest, missing } from './errors';
import {
  type Card,
  type Charge,
  IDEMPOTENCY_TTL_MS,
  type JournalRecord,
  newId,
  type Refund,
  type Store,
  type Token,
  type WebhookEvent,
  type WebhookEventType,
} from './state';

/** A token is for the one request that follows the card form, as Stripe's are. */
export const TOKEN_TTL_MS = 15 * 60 * 1000;

const FAILURE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed: 'The card holder did not complete 3-D Secure authentication.',
};

const seconds = (ms: number) => Math.floor(ms / 1000);

export type Reply = { status: number; body: unknown; replayed?: boolean };
/** What an operation did: its reply and the records to write with it, as one change. */
type Outcome = { status: number; body: unknown; records: JournalRecord[] };

export type ChargeParams = {
  amount: number;
  currency: string;
  card: string;
  reference?: string | undefined;
  description?: string | undefined;
  return_url: string;
  metadata?: Record<string, string> | undefined;
};

export const tokenReply = (t: Token) => ({
  id: t.id,
  object: 'token',
  brand: t.brand,
  last4: t.last4,
  exp_month: t.exp_month,
  exp_year: t.exp_year,
  created: seconds(t.created_ms),
});

export const cardReply = (c: Card) => ({
  id: c.id,
  object: 'card',
  brand: c.brand,
  last4: c.last4,
  exp_month: c.exp_month,
  exp_year: c.exp_year,
  name: c.name,
  created: seconds(c.created_ms),
});

export const refundReply = (r: Refund) => ({
  id: r.id,
  object: 'refund',
  charge: r.charge,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  reason: r.reason,
  created: seconds(r.created_ms),
});

/**
 * Cards, charges and refunds of the test-mode processor. Every change is written to the journal in
 * one piece with the webhook events it causes and, when the request carried an Idempotency-Key,
 * the reply kept for that key. Operations run synchronously between reading and writing the state,
 * so two requests never interleave and a retry always finds what the first one did.
 */
export function createProcessor(deps: {
  store: Store;
  now: () => number;
  /** Where the browser completes 3-D Secure for a charge. */
  challengeUrl: (chargeId: string) => string;
  /** Called after a change recorded webhook events. */
  onEvents: () => void;
}) {
  const { store, now } = deps;

  const chargeReply = (c: Charge) => ({
    id: c.id,
    object: 'charge',
    amount: c.amount,
    amount_refunded: c.amount_refunded,
    refunded: c.amount_refunded > 0 && c.amount_refunded === c.amount,
    currency: c.currency,
    status: c.status,
    card: c.card,
    brand: c.brand,
    last4: c.last4,
    reference: c.reference,
    description: c.description,
    metadata: c.metadata,
    failure_code: c.failure_code,
    failure_message: c.failure_code ? (FAILURE_MESSAGES[c.failure_code] ?? null) : null,
    next_action:
      c.status === 'requires_action'
        ? { type: 'redirect_to_url', redirect_url: deps.challengeUrl(c.id) }
        : null,
    return_url: c.return_url,
    created: seconds(c.created_ms),
  });

  // Events of one instant (a charge and its refund in the same millisecond) keep the order they
  // happened in: each is stamped at least a millisecond after the one before.
  let lastEventAt = 0;
  const event = (type: WebhookEventType, object: Record<string, unknown>): JournalRecord => {
    const at = Math.max(now(), lastEventAt + 1);
    lastEventAt = at;
    const value: WebhookEvent = {
      id: newId('evt'),
      type,
      created_ms: at,
      object,
      delivery: 'pending',
      attempts: 0,
      next_attempt_ms: at,
      last_status: null,
      last_error: null,
    };
    return { kind: 'event', value };
  };

  /** The charge after a decline or a 3-D Secure outcome, with its event. */
  const settled = (charge: Charge, failure: string | null): JournalRecord[] => {
    const value: Charge = {
      ...charge,
      status: failure ? 'failed' : 'succeeded',
      failure_code: failure,
      settled_ms: now(),
    };
    return [
      { kind: 'charge', value },
      event(failure ? 'charge.failed' : 'charge.succeeded', chargeReply(value)),
    ];
  };

  /**
   * Runs `operation` once per Idempotency-Key: a retry with the same key and the same parameters
   * gets the first reply (errors included) without anything happening again; the same key with
   * other parameters or on another endpoint is refused, since it can only be a client's bug.
   */
  function idempotent(
    key: string | undefined,
    endpoint: string,
    params: unknown,
    operation: () => Outcome,
  ): Reply {
    const run = (): Outcome => {
      try {
        return operation();
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        return { status: error.status, body: error.toBody(), records: [] };
      }
    };
    if (key === undefined) {
      const outcome = run();
      if (outcome.records.length) store.commit(outcome.records);
      if (outcome.records.some((r) => r.kind === 'event')) deps.onEvents();
      return outcome;
    }
    if (key.length === 0 || key.length > 255) {
      throw invalidRequest(
        'parameter_invalid',
        'Idempotency-Key must have 1 to 255 characters',
        'Idempotency-Key',
      );
    }
    const hash = createHash('sha256')
      .update(`${endpoint}\n${JSON.stringify(params)}`)
      .digest('hex');
    const kept = store.idempotency.get(key);
    if (kept && kept.created_ms + IDEMPOTENCY_TTL_MS > now()) {
      if (kept.request_hash !== hash) {
        throw new GatewayError(
          400,
          'idempotency_error',
          'idempotency_key_reused',
          'This Idempotency-Key was used with other parameters; a retry must send the same request.',
        );
      }
      return { status: kept.status, body: kept.body, replayed: true };
    }
    const outcome = run();
    store.commit([
      ...outcome.records,
      {
        kind: 'idempotency',
        value: {
          id: key,
          endpoint,
          request_hash: hash,
          status: outcome.status,
          body: outcome.body,
          created_ms: now(),
        },
      },
    ]);
    if (outcome.records.some((r) => r.kind === 'event')) deps.onEvents();
    return outcome;
  }

  const liveCard = (id: string) => {
    const card = store.card.get(id);
    if (!card || card.deleted) throw missing('card', id, 'card');
    return card;
  };

  return {
    chargeReply,

    createToken(details: CardDetails) {
      const checked = checkCard(details, now());
      const token: Token = {
        id: newId('tok'),
        ...checked,
        created_ms: now(),
        expires_ms: now() + TOKEN_TTL_MS,
        used: false,
      };
      store.commit([{ kind: 'token', value: token }]);
      return tokenReply(token);
    },

    saveCard(params: { token: string }, key?: string) {
      return idempotent(key, 'POST /v1/cards', params, () => {
        const token = store.token.get(params.token);
        if (!token) throw missing('token', params.token, 'token');
        if (token.used) throw invalidRequest('token_already_used', 'This token was already used.', 'token');
        if (token.expires_ms <= now())
          throw invalidRequest('token_expired', 'This token has expired.', 'token');
        const { expires_ms: _expires, used: _used, ...details } = token;
        const card: Card = { ...details, id: newId('card'), created_ms: now(), deleted: false };
        return {
          status: 200,
          body: cardReply(card),
          records: [
            { kind: 'token', value: { ...token, used: true } },
            { kind: 'card', value: card },
          ],
        };
      });
    },

    removeCard(id: string) {
      const card = store.card.get(id);
      if (!card || card.deleted) throw missing('card', id);
      store.commit([{ kind: 'card', value: { ...card, deleted: true } }]);
      return { id, object: 'card', deleted: true };
    },

    createCharge(params: ChargeParams, key?: string) {
      return idempotent(key, 'POST /v1/charges', params, () => {
        const card = liveCard(params.card);
        const charge: Charge = {
          id: newId('ch'),
          amount: params.amount,
          currency: params.currency,
          amount_refunded: 0,
          status: 'requires_action',
          card: card.id,
          brand: card.brand,
          last4: card.last4,
          reference: params.reference ?? null,
          description: params.description ?? null,
          metadata: params.metadata ?? {},
          return_url: params.return_url,
          failure_code: null,
          created_ms: now(),
          settled_ms: null,
        };
        const behaviour = card.behaviour;
        if (behaviour.kind === 'three_d_secure') {
          return { status: 200, body: chargeReply(charge), records: [{ kind: 'charge', value: charge }] };
        }
        const failure = behaviour.kind === 'decline' ? behaviour.code : null;
        const records = settled(charge, failure);
        const after = records[0]!.value as Charge;
        if (!failure) return { status: 200, body: chargeReply(after), records };
        // A decline still made a charge: the client learns its id to record the failure under it.
        const error = new GatewayError(
          402,
          'card_error',
          failure,
          FAILURE_MESSAGES[failure] ?? failure,
          'card',
          {
            charge: after.id,
          },
        );
        return { status: 402, body: error.toBody(), records };
      });
    },

    retrieveCharge(id: string) {
      const charge = store.charge.get(id);
      if (!charge) throw missing('charge', id);
      return chargeReply(charge);
    },

    findCharge: (id: string) => store.charge.get(id),

    /** The card holder's answer on the 3-D Secure page; a second answer changes nothing. */
    settleChallenge(id: string, outcome: 'complete' | 'fail'): Charge {
      const charge = store.charge.get(id);
      if (!charge) throw missing('charge', id);
      if (charge.status !== 'requires_action') return charge;
      const records = settled(charge, outcome === 'complete' ? null : 'authentication_failed');
      store.commit(records);
      deps.onEvents();
      return records[0]!.value as Charge;
    },

    refund(
      params: {
        charge: string;
        amount?: number | undefined;
        currency?: string | undefined;
        reason?: string | undefined;
      },
      key?: string,
    ) {
      return idempotent(key, 'POST /v1/refunds', params, () => {
        const charge = store.charge.get(params.charge);
        if (!charge) throw missing('charge', params.charge, 'charge');
        if (charge.status !== 'succeeded') {
          throw invalidRequest(
            'charge_not_refundable',
            `A charge that is ${charge.status} cannot be refunded.`,
            'charge',
          );
        }
        if (params.currency && params.currency !== charge.currency) {
          throw invalidRequest('currency_mismatch', `This charge is in ${charge.currency}.`, 'currency');
        }
        const left = charge.amount - charge.amount_refunded;
        if (left === 0)
          throw invalidRequest('charge_already_refunded', 'This charge was refunded in full.', 'charge');
        const amount = params.amount ?? left;
        if (amount > left) {
          throw invalidRequest(
            'amount_too_large',
            `At most ${left} can still be refunded on this charge.`,
            'amount',
          );
        }
        const refund: Refund = {
          id: newId('re'),
          charge: charge.id,
          amount,
          currency: charge.currency,
          status: 'succeeded',
          reason: params.reason ?? null,
          created_ms: now(),
        };
        return {
          status: 200,
          body: refundReply(refund),
          records: [
            { kind: 'refund', value: refund },
            { kind: 'charge', value: { ...charge, amount_refunded: charge.amount_refunded + amount } },
            event('refund.succeeded', refundReply(refund)),
          ],
        };
      });
    },
  };
}

export type Processor = ReturnType<typeof createProcessor>;
