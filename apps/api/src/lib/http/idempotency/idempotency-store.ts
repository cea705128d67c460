import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { idempotencyKeys as keys } from '../../../db/schema/idempotency';

/** One key as the store knows it: whose, on which route, and the key the client sent. */
export type KeyId = { scope: string; method: string; route: string; key: string };

export type StoredReply = { status: number; headers: Record<string, string>; body: string };

export type ClaimOutcome =
  | { kind: 'claimed'; token: string }
  | { kind: 'replay'; reply: StoredReply }
  | { kind: 'in_progress' }
  | { kind: 'other_request' };

export type IdempotencyTimes = {
  /** How long a finished reply is kept (24 hours). */
  keepMs: number;
  /** How long a running claim holds before a retry may take it over (its request crashed). */
  leaseMs: number;
};

/**
 * Stripe's 24 hours; a lease well past any request's own work, short enough that a client retrying
 * after a crash is not kept waiting for long.
 */
export const IDEMPOTENCY_TIMES: IdempotencyTimes = { keepMs: 24 * 60 * 60 * 1000, leaseMs: 60_000 };

const SWEEP_BATCH = 1000;

const byId = (id: KeyId) =>
  and(eq(keys.scope, id.scope), eq(keys.method, id.method), eq(keys.route, id.route), eq(keys.key, id.key));

/**
 * The keys in the database, shared by every instance. The claim is one atomic statement: of two
 * requests racing one key, exactly one inserts (or takes over an expired or abandoned row) and runs.
 *
 * Key writes commit without waiting for the disk (`synchronous_commit = off`), which halves what a
 * key costs (a flush is most of a small write). They are as atomic and as visible to other
 * instances as any write; only a crash of the database server can lose the last few of them. The
 * write-ahead log is flushed in order, so once the route's own change is on disk its claim is too:
 * a lost row is either a claim whose request changed nothing, or a kept reply, which after the
 * lease makes a retry run again, as a crash of the instance before keeping the reply would.
 */
export function createIdempotencyStore(db: Database, times: IdempotencyTimes) {
  const quickly = <T>(write: (tx: Database) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      return write(tx as unknown as Database);
    });

  async function tryClaim(id: KeyId, requestHash: string, now: Date) {
    const token = randomUUID();
    const stamp = now.toISOString();
    const fresh = {
      requestHash,
      state: 'running' as const,
      claimToken: token,
      lockedUntil: new Date(now.getTime() + times.leaseMs),
      createdAt: now,
      expiresAt: new Date(now.getTime() + times.keepMs),
    };
    const rows = await quickly((tx) =>
      tx
        .insert(keys)
        .values({ ...id, ...fresh })
        .onConflictDoUpdate({
          target: [keys.scope, keys.method, keys.route, keys.key],
          set: { ...fresh, statusCode: null, responseHeaders: null, responseBody: null },
          // A row past its 24 hours is as good as gone (the sweep may not have run yet); a running
          // claim past its lease belongs to a request that died, and the same request may run again.
          setWhere: sql`${keys.expiresAt} <= ${stamp}::timestamptz
          or (${keys.state} = 'running' and ${keys.lockedUntil} <= ${stamp}::timestamptz
              and ${keys.requestHash} = ${requestHash})`,
        })
        .returning({ token: keys.claimToken }),
    );
    return rows[0]?.token === token ? token : undefined;
  }

  return {
    async claim(id: KeyId, requestHash: string, now: Date): Promise<ClaimOutcome> {
      // A row released (a 5xx) between the insert and the read is claimed again on the next turn.
      for (let turn = 0; turn < 3; turn += 1) {
        const token = await tryClaim(id, requestHash, now);
        if (token) return { kind: 'claimed', token };
        const [row] = await db.select().from(keys).where(byId(id));
        if (!row) continue;
        if (row.requestHash !== requestHash) return { kind: 'other_request' };
        if (row.state === 'running' || row.statusCode === null) return { kind: 'in_progress' };
        return {
          kind: 'replay',
          reply: { status: row.statusCode, headers: row.responseHeaders ?? {}, body: row.responseBody ?? '' },
        };
      }
      return { kind: 'in_progress' };
    },

    /** Keeps the reply of the claim `token` holds; nothing happens if its claim was taken over. */
    async complete(id: KeyId, token: string, reply: StoredReply) {
      await quickly((tx) =>
        tx
          .update(keys)
          .set({
            state: 'done',
            statusCode: reply.status,
            responseHeaders: reply.headers,
            responseBody: reply.body,
          })
          .where(and(byId(id), eq(keys.claimToken, token), eq(keys.state, 'running'))),
      );
    },

    /** Lets the key go, so that a retry runs again (the request failed on our side). */
    async release(id: KeyId, token: string) {
      await quickly((tx) =>
        tx.delete(keys).where(and(byId(id), eq(keys.claimToken, token), eq(keys.state, 'running'))),
      );
    },

    /** Deletes the keys past their 24 hours, a batch at a time so that no statement holds long. */
    async sweep(now: Date) {
      let removed = 0;
      for (;;) {
        const { rows } = await db.execute(sql`
          delete from ${keys} where ctid in (
            select ctid from ${keys} where ${keys.expiresAt} <= ${now.toISOString()}::timestamptz
            limit ${SWEEP_BATCH})
          returning 1`);
        const count = rows.length;
        removed += count;
        if (count < SWEEP_BATCH) return removed;
      }
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
