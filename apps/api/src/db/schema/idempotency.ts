import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Idempotency keys (decision 0020): the first request with a key claims the row while it runs
 * (`running`, under a lease), then keeps its reply for 24 hours (`done`), so a retry with the same
 * key and body is answered with that reply instead of doing the work again. The key is scoped to the
 * account (or the guest's client address), the method and the route, so two accounts never share one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // 'account:12' or 'guest:203.0.113.7'.
    scope: text('scope').notNull(),
    method: text('method').notNull(),
    // The route as declared ('/api/v1/budgets'), not the address asked for.
    route: text('route').notNull(),
    key: text('key').notNull(),
    // SHA-256 of the canonical JSON body: the same key with another body is refused.
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    // Who holds a running claim, so that a request whose lease was taken over cannot overwrite it.
    claimToken: text('claim_token').notNull(),
    // A claim whose request crashed is taken over by a retry once this passes.
    lockedUntil: at('locked_until').notNull(),
    statusCode: integer('status_code'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.method, t.route, t.key] }),
    check('idempotency_keys_state_check', sql`${t.state} in ('running', 'done')`),
    // What the expiry sweep reads.
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
