import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/events/record-event';
import type { AccountIdentity } from './ledger-legs';

/**
 * The ledger's SQL. Raw statements, because each transfer is a handful of round trips under row locks
 * and every one of them counts; amounts and ids travel as text and are read back with BigInt/Number,
 * so that both drivers (node-postgres, PGlite) give the same values.
 */

export type NewTransfer = {
  kind: string;
  currency: string;
  amount: bigint;
  key: string | null;
  referenceKind: string | null;
  referenceId: string | null;
  holdState: 'pending' | null;
  resolvesId: number | null;
  actor: string | null;
  createdAt: Date;
};

export type MoveOutcome =
  | { kind: 'written'; id: number }
  | { kind: 'missing_accounts' }
  | { kind: 'short'; accountId: number; balance: bigint }
  | { kind: 'key_taken' };

export type PendingHold = {
  id: number;
  currency: string;
  amount: bigint;
  holdState: 'pending' | 'posted' | 'voided';
  userId: number;
  reference: { kind: string | null; id: string | null };
};

type Row = Record<string, unknown>;
const rowsOf = async (executor: Executor, query: SQL): Promise<Row[]> =>
  (await executor.execute(query)).rows as Row[];

type Preparing = {
  session: {
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): unknown };
};
/**
 * `execute` under a statement name: PostgreSQL plans the statement once per connection instead of at
 * every call (the transfer statement plans in about as long as it runs). Drizzle's own `execute` is
 * this same call without a name. The text under one name must never change: callers put whatever
 * shapes it (the number of postings) into the name.
 */
const namedRowsOf = async (executor: Executor, name: string, query: SQL): Promise<Row[]> => {
  const { session, dialect } = executor as unknown as Preparing;
  return (
    (await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as {
      rows: Row[];
    }
  ).rows;
};

const identityValues = (identities: readonly AccountIdentity[]) =>
  sql.join(
    identities.map(
      (a, order) =>
        sql`(${order}::int, ${a.kind}::text, ${a.userId}::int, ${a.currency}::char(3), ${a.nonNegative}::boolean)`,
    ),
    sql`, `,
  );

export const ledgerRepository = {
  /**
   * Creates the accounts that do not exist yet, in the order given (the callers sort by identity), so
   * that two transfers creating the same accounts wait for each other on the first, never in a circle.
   * Existing accounts are filtered out first, so no sequence value is spent on them.
   */
  async ensureAccounts(tx: Executor, identities: readonly AccountIdentity[]) {
    await tx.execute(sql`
      insert into ledger_accounts (kind, user_id, currency, non_negative)
      select v.kind, v.user_id, v.currency, v.non_negative
        from (values ${identityValues(identities)}) v(ord, kind, user_id, currency, non_negative)
       where not exists (
         select 1 from ledger_accounts a
          where a.kind = v.kind and coalesce(a.user_id, 0) = coalesce(v.user_id, 0) and a.currency = v.currency)
       order by v.ord
      on conflict do nothing`);
  },

  async transferIdByKey(executor: Executor, key: string): Promise<number | undefined> {
    const [row] = await rowsOf(executor, sql`select id::text as id from ledger_transfers where key = ${key}`);
    return row ? Number(row.id) : undefined;
  },

  /**
   * The whole transfer in one statement, so one round trip (and, outside a transaction, its own
   * commit): lock the accounts in ascending id order (the sort sits below the lock, so two transfers
   * with accounts in common queue on the lowest one instead of deadlocking), refuse if an account
   * that must stay at or above zero would go below, then write the transfer, its entries with each
   * account's balance after them, the new balances and, for a resolution, the hold's new state.
   *
   * Nothing is locked or written unless every account exists (counted without locks first), so that
   * the caller creates missing ones (`ensureAccounts`) while holding none of this transfer's locks.
   * A key that already names a transfer writes nothing. FOR UPDATE in READ COMMITTED answers each
   * row as it stands once locked, so the check and the update read the latest balance.
   */
  async move(
    executor: Executor,
    transfer: NewTransfer,
    postings: readonly { identity: AccountIdentity; amount: bigint }[],
    resolution?: { holdId: number; state: 'posted' | 'voided' },
  ): Promise<MoveOutcome> {
    const n = postings.length;
    const v = sql.join(
      postings.map(
        (p) =>
          sql`(${p.identity.kind}::text, ${p.identity.userId}::int, ${p.identity.currency}::char(3), ${p.amount.toString()}::bigint)`,
      ),
      sql`, `,
    );
    const matches = (a: string, w: string) =>
      sql.raw(
        `${a}.kind = ${w}.kind and coalesce(${a}.user_id, 0) = coalesce(${w}.user_id, 0) and ${a}.currency = ${w}.currency`,
      );
    const resolve = resolution
      ? sql`, h as (
          update ledger_transfers set hold_state = ${resolution.state}
           where id = ${resolution.holdId} and hold_state = 'pending' and exists (select 1 from t))`
      : sql``;
    const [row] = await namedRowsOf(
      executor,
      `ledger_move_${n}${resolution ? '_resolving' : ''}`,
      sql`
      with v(kind, user_id, currency, amount) as (values ${v}),
      locked as (
        select a.id, a.balance, a.non_negative, v.amount
          from ledger_accounts a join v on ${matches('a', 'v')}
         where (select count(*) from ledger_accounts p join v w on ${matches('p', 'w')}) = ${n}
         order by a.id
           for update of a),
      verdict as (
        select count(*) as found, min(id) filter (where non_negative and balance + amount < 0) as short_id
          from locked),
      t as (
        insert into ledger_transfers
          (kind, currency, amount, key, reference_kind, reference_id, hold_state, resolves_id, actor, created_at)
        select ${transfer.kind}, ${transfer.currency}, ${transfer.amount.toString()}::bigint, ${transfer.key},
               ${transfer.referenceKind}, ${transfer.referenceId}, ${transfer.holdState},
               ${transfer.resolvesId}::bigint, ${transfer.actor}, ${transfer.createdAt.toISOString()}::timestamptz
          from verdict where found = ${n} and short_id is null
        on conflict (key) do nothing
        returning id, created_at),
      u as (
        update ledger_accounts a set balance = a.balance + l.amount
          from locked l where a.id = l.id and exists (select 1 from t)
        returning a.id, a.balance),
      e as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        select t.id, u.id, l.amount, u.balance, t.created_at from t, u join locked l on l.id = u.id
         order by u.id)
      ${resolve}
      select (select id::text from t) as id, found::int as found, short_id::text as short_id,
             (select balance::text from locked where id = short_id) as short_balance
        from verdict`,
    );
    if (!row) throw new Error('the transfer statement answered nothing');
    if (row.id !== null) return { kind: 'written', id: Number(row.id) };
    if (Number(row.found) < n) return { kind: 'missing_accounts' };
    if (row.short_id !== null) {
      return { kind: 'short', accountId: Number(row.short_id), balance: BigInt(String(row.short_balance)) };
    }
    return { kind: 'key_taken' };
  },

  /** The hold, locked: whoever resolves it next waits here and then sees what the first one did. */
  async lockHold(tx: Executor, holdId: number): Promise<PendingHold | undefined> {
    const [row] = await rowsOf(
      tx,
      sql`
      select t.id::text as id, t.currency, t.amount::text as amount, t.hold_state, a.user_id,
             t.reference_kind, t.reference_id
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'user_blocked'
       where t.id = ${holdId} and t.kind = 'hold'
         for update of t`,
    );
    if (!row) return undefined;
    return {
      id: Number(row.id),
      currency: String(row.currency),
      amount: BigInt(String(row.amount)),
      holdState: row.hold_state as PendingHold['holdState'],
      userId: Number(row.user_id),
      reference: {
        kind: row.reference_kind === null ? null : String(row.reference_kind),
        id: row.reference_id === null ? null : String(row.reference_id),
      },
    };
  },

  /** The transfer that resolved a hold, with its key: a retried resolution is recognised by it. */
  async resolutionOf(executor: Executor, holdId: number) {
    const [row] = await rowsOf(
      executor,
      sql`select id::text as id, key from ledger_transfers where resolves_id = ${holdId}`,
    );
    return row ? { id: Number(row.id), key: row.key === null ? null : String(row.key) } : undefined;
  },

  async userBalances(executor: Executor, userId: number, currency: string) {
    const rows = await rowsOf(
      executor,
      sql`select kind, balance::text as balance from ledger_accounts
           where user_id = ${userId} and currency = ${currency}
             and kind in ('user_available', 'user_blocked')`,
    );
    const of = (kind: string) => BigInt(String(rows.find((r) => r.kind === kind)?.balance ?? '0'));
    return { available: of('user_available'), blocked: of('user_blocked') };
  },

  async accountId(executor: Executor, identity: Pick<AccountIdentity, 'kind' | 'userId' | 'currency'>) {
    const [row] = await rowsOf(
      executor,
      sql`select id::text as id from ledger_accounts
           where kind = ${identity.kind} and coalesce(user_id, 0) = ${identity.userId ?? 0}
             and currency = ${identity.currency}`,
    );
    return row ? Number(row.id) : undefined;
  },

  /** One page of an account's entries, newest first, each with what its transfer was and why. */
  async entries(executor: Executor, accountId: number, limit: number, offset: number) {
    // One after the other: inside a transaction both share one connection.
    const rows = await rowsOf(
      executor,
      sql`
      select e.id::text as id, e.transfer_id::text as transfer_id, t.kind, t.reference_kind, t.reference_id,
             t.hold_state, e.amount::text as amount, e.balance_after::text as balance_after, e.created_at
        from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
       where e.account_id = ${accountId}
       order by e.id desc
       limit ${limit} offset ${offset}`,
    );
    const counted = await rowsOf(
      executor,
      sql`select count(*)::int as n from ledger_entries where account_id = ${accountId}`,
    );
    return { rows, total: Number(counted[0]?.n ?? 0) };
  },
};
