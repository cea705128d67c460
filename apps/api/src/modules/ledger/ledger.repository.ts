import { type SQL, sql } from 'drizzle-orm';
import type { LedgerAccountKind } from '../../db/schema/ledger';
import type { Executor } from '../../lib/events/record-event';
import type { AccountIdentity } from './ledger-legs';

/**
 * The ledger's SQL. Raw statements, because each transfer is a handful of round trips under row locks
 * and every one of them counts; amounts and ids travel as text and are read back with BigInt/Number,
 * so that both drivers (node-postgres, PGlite) give the same values.
 */
export type LockedAccount = {
  id: number;
  kind: LedgerAccountKind;
  userId: number | null;
  currency: string;
  balance: bigint;
  nonNegative: boolean;
};

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

const identityValues = (identities: readonly AccountIdentity[]) =>
  sql.join(
    identities.map(
      (a, order) =>
        sql`(${order}::int, ${a.kind}::text, ${a.userId}::int, ${a.currency}::char(3), ${a.nonNegative}::boolean)`,
    ),
    sql`, `,
  );

const lockedOf = (row: Row): LockedAccount => ({
  id: Number(row.id),
  kind: row.kind as LedgerAccountKind,
  userId: row.user_id === null ? null : Number(row.user_id),
  currency: String(row.currency),
  balance: BigInt(String(row.balance)),
  nonNegative: row.non_negative === true || row.non_negative === 't',
});

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

  /**
   * Locks the accounts in ascending id order (the sort happens below the lock), so that any two
   * transfers touching common accounts queue on the lowest one instead of deadlocking.
   */
  async lockAccounts(tx: Executor, identities: readonly AccountIdentity[]): Promise<LockedAccount[]> {
    const rows = await rowsOf(
      tx,
      sql`
      select a.id::text as id, a.kind, a.user_id, a.currency, a.balance::text as balance, a.non_negative
        from ledger_accounts a
        join (values ${identityValues(identities)}) v(ord, kind, user_id, currency, non_negative)
          on a.kind = v.kind and coalesce(a.user_id, 0) = coalesce(v.user_id, 0) and a.currency = v.currency
       order by a.id
         for update of a`,
    );
    return rows.map(lockedOf);
  },

  async transferIdByKey(executor: Executor, key: string): Promise<number | undefined> {
    const [row] = await rowsOf(executor, sql`select id::text as id from ledger_transfers where key = ${key}`);
    return row ? Number(row.id) : undefined;
  },

  /**
   * Writes a transfer, its entries with each account's balance after them, the new balances and, for
   * a resolution, the hold's new state: one statement, so one round trip under the locks. A key that
   * already exists writes nothing and answers undefined.
   */
  async writeTransfer(
    tx: Executor,
    transfer: NewTransfer,
    deltas: readonly { accountId: number; amount: bigint }[],
    resolution?: { holdId: number; state: 'posted' | 'voided' },
  ): Promise<number | undefined> {
    const values = sql.join(
      deltas.map((d) => sql`(${d.accountId}::bigint, ${d.amount.toString()}::bigint)`),
      sql`, `,
    );
    const resolve = resolution
      ? sql`, h as (
          update ledger_transfers set hold_state = ${resolution.state}
           where id = ${resolution.holdId} and hold_state = 'pending' and exists (select 1 from t))`
      : sql``;
    const [row] = await rowsOf(
      tx,
      sql`
      with t as (
        insert into ledger_transfers
          (kind, currency, amount, key, reference_kind, reference_id, hold_state, resolves_id, actor, created_at)
        values (${transfer.kind}, ${transfer.currency}, ${transfer.amount.toString()}::bigint, ${transfer.key},
          ${transfer.referenceKind}, ${transfer.referenceId}, ${transfer.holdState}, ${transfer.resolvesId}::bigint,
          ${transfer.actor}, ${transfer.createdAt.toISOString()}::timestamptz)
        on conflict (key) do nothing
        returning id, created_at),
      d(account_id, amount) as (values ${values}),
      u as (
        update ledger_accounts a set balance = a.balance + d.amount
          from d where a.id = d.account_id and exists (select 1 from t)
        returning a.id, a.balance),
      e as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        select t.id, u.id, d.amount, u.balance, t.created_at from t, u join d on d.account_id = u.id
        order by u.id)
      ${resolve}
      select id::text as id from t`,
    );
    return row ? Number(row.id) : undefined;
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
