import { randomBytes } from 'node:crypto';
import type { CardBehaviour, CardBrand } from './cards';
import type { Journal } from './journal';

/** Times are Unix seconds in replies (as processors send them) and milliseconds inside. */
export type Token = {
  id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  behaviour: CardBehaviour;
  created_ms: number;
  expires_ms: number;
  used: boolean;
};

export type Card = Omit<Token, 'expires_ms' | 'used'> & { deleted: boolean };

export type ChargeStatus = 'requires_action' | 'succeeded' | 'failed';

export type Charge = {
  id: string;
  amount: number;
  currency: string;
  amount_refunded: number;
  status: ChargeStatus;
  card: string;
  brand: CardBrand;
  last4: string;
  reference: string | null;
  description: string | null;
  metadata: Record<string, string>;
  return_url: string;
  failure_code: string | null;
  created_ms: number;
  settled_ms: number | null;
};

export type Refund = {
  id: string;
  charge: string;
  amount: number;
  currency: string;
  status: 'succeeded';
  reason: string | null;
  created_ms: number;
};

/** A reply kept for its Idempotency-Key: a retry with the same key and body gets it again. */
export type IdempotentReply = {
  id: string;
  endpoint: string;
  request_hash: string;
  status: number;
  body: unknown;
  created_ms: number;
};

export type WebhookEventType = 'charge.succeeded' | 'charge.failed' | 'refund.succeeded';

/** An event and how its delivery stands. */
export type WebhookEvent = {
  id: string;
  type: WebhookEventType;
  created_ms: number;
  /** The object as it was when the event happened (a charge or a refund reply). */
  object: Record<string, unknown>;
  delivery: 'pending' | 'delivered' | 'failed' | 'dropped';
  attempts: number;
  next_attempt_ms: number;
  last_status: number | null;
  last_error: string | null;
};

export type JournalRecord =
  | { kind: 'token'; value: Token }
  | { kind: 'card'; value: Card }
  | { kind: 'charge'; value: Charge }
  | { kind: 'refund'; value: Refund }
  | { kind: 'idempotency'; value: IdempotentReply }
  | { kind: 'event'; value: WebhookEvent };

type Tables = {
  token: Map<string, Token>;
  card: Map<string, Card>;
  charge: Map<string, Charge>;
  refund: Map<string, Refund>;
  idempotency: Map<string, IdempotentReply>;
  event: Map<string, WebhookEvent>;
};

/** Ids as processors make them: a prefix naming the kind, then 24 random letters and digits. */
export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  // 248 is the largest multiple of 62 a byte holds: dropping the bytes above keeps letters equally likely.
  let id = '';
  while (id.length < 24) {
    for (const byte of randomBytes(32)) if (byte < 248 && id.length < 24) id += alphabet[byte % 62];
  }
  return `${prefix}_${id}`;
}

/** How long an Idempotency-Key is remembered, and a token may be used, as Stripe's are. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type Store = Tables & {
  /** Writes the records as one change of the journal, then applies them. */
  commit(records: JournalRecord[]): void;
};

const apply = (tables: Tables, record: JournalRecord) =>
  (tables[record.kind] as Map<string, JournalRecord['value']>).set(record.value.id, record.value);

/**
 * The gateway's state: the latest version of every object, rebuilt from the journal on start. Each
 * record is a whole object, so replaying is "the last version wins". When the log holds much more
 * than the live state (every delivery attempt writes its event again), it is rewritten as one
 * change, leaving out used or expired tokens and forgotten idempotency keys.
 */
export function openStore(journal: Journal<JournalRecord>, now: number): Store {
  const tables: Tables = {
    token: new Map(),
    card: new Map(),
    charge: new Map(),
    refund: new Map(),
    idempotency: new Map(),
    event: new Map(),
  };
  let written = 0;
  for (const change of journal.changes) {
    for (const record of change) apply(tables, record);
    written += change.length;
  }
  for (const [id, token] of tables.token) if (token.used || token.expires_ms <= now) tables.token.delete(id);
  for (const [id, reply] of tables.idempotency)
    if (reply.created_ms + IDEMPOTENCY_TTL_MS <= now) tables.idempotency.delete(id);
  const live = Object.values(tables).reduce((n, table) => n + table.size, 0);
  if (written > 2 * live + 100) {
    const snapshot = (Object.keys(tables) as (keyof Tables)[]).flatMap((kind) =>
      [...tables[kind].values()].map((value) => ({ kind, value }) as JournalRecord),
    );
    journal.rewrite(snapshot);
  }
  return {
    ...tables,
    commit(records) {
      journal.append(records);
      for (const record of records) apply(tables, record);
    },
  };
}
