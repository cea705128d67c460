import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/events/record-event';

/**
 * `ledger verify`: proves the ledger's invariants on a live database from its rows alone, whatever
 * wrote them. The work goes in windows of ids (accounts, transfers) so that memory stays flat and no
 * statement holds the database for long on a big ledger; each check is a query that answers only the
 * rows that break it.
 *
 * The reads are not one snapshot: on a ledger that is being written, run it in a REPEATABLE READ
 * transaction (`verifyLedger` does when given the database) so that every window sees the same state.
 */
export type VerifyReport = {
  breaks: string[];
  /** Breaks beyond the listed ones, per check, when a check finds more than `limit`. */
  unlisted: number;
  counts: { accounts: number; transfers: number; entries: number; holds: number; pending: number };
};

type Row = Record<string, unknown>;
type Check = {
  over: 'accounts' | 'transfers';
  query: (lo: number, hi: number) => SQL;
  say: (row: Row) => string;
};

const CHECKS: Check[] = [
  {
    // Every transfer moves money between at least two entries in its own currency, and its amount is
    // the sum of its credits.
    over: 'transfers',
    query: (lo, hi) => sql`
      select t.id, t.currency, t.amount::text as amount, count(e.id)::int as entries,
             coalesce(sum(e.amount), 0)::text as total,
             coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as credits,
             count(*) filter (where a.currency <> t.currency)::int as foreign_entries
        from ledger_transfers t
        left join ledger_entries e on e.transfer_id = t.id
        left join ledger_accounts a on a.id = e.account_id
       where t.id between ${lo} and ${hi}
       group by t.id
      having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0 or t.amount <> coalesce(sum(e.amount) filter (where e.amount > 0), 0)
          or count(*) filter (where a.currency <> t.currency) > 0`,
    say: (r) =>
      Number(r.entries) < 2
        ? `transfer ${r.id} has ${r.entries} entries`
        : Number(r.foreign_entries) > 0
          ? `transfer ${r.id} has ${r.foreign_entries} entries outside ${r.currency}`
          : r.total !== '0'
            ? `transfer ${r.id} sums to ${r.total}, not zero`
            : `transfer ${r.id} says ${r.amount} moved, its credits sum to ${r.credits}`,
  },
  {
    // The kept balance is the sum of the entries; a user's account is non-negative and is.
    over: 'accounts',
    query: (lo, hi) => sql`
      select a.id, a.kind, a.user_id, a.non_negative, a.balance::text as balance,
             coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)::text as total
        from ledger_accounts a
       where a.id between ${lo} and ${hi}
         and (a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
              or (a.non_negative and a.balance < 0)
              or (a.kind like 'user_%') <> a.non_negative)`,
    say: (r) =>
      r.balance !== r.total
        ? `account ${r.id} (${r.kind}) keeps ${r.balance}, its entries sum to ${r.total}`
        : Number(r.balance) < 0 && (r.non_negative === true || r.non_negative === 't')
          ? `account ${r.id} (${r.kind}) is below zero: ${r.balance}`
          : `account ${r.id} (${r.kind}) ${r.user_id === null ? 'is the platform’s and' : 'is a user’s and'} is marked non_negative=${r.non_negative}`,
  },
  {
    // Replaying an account's entries in order gives each balance_after, from zero; a non-negative
    // account never went below it.
    over: 'accounts',
    query: (lo, hi) => sql`
      select w.account_id, w.id, w.amount::text as amount, w.balance_after::text as balance_after,
             w.before::text as before, w.non_negative
        from (select e.account_id, e.id, e.amount, e.balance_after, a.non_negative,
                     coalesce(lag(e.balance_after) over (partition by e.account_id order by e.id), 0) as before
                from ledger_entries e join ledger_accounts a on a.id = e.account_id
               where e.account_id between ${lo} and ${hi}) w
       where w.before + w.amount <> w.balance_after or (w.non_negative and w.balance_after < 0)`,
    say: (r) =>
      BigInt(String(r.before)) + BigInt(String(r.amount)) !== BigInt(String(r.balance_after))
        ? `entry ${r.id} of account ${r.account_id}: ${r.before} + ${r.amount} is not its balance_after ${r.balance_after}`
        : `entry ${r.id} left account ${r.account_id} below zero: ${r.balance_after}`,
  },
  {
    // A hold moves one user's money from available to blocked.
    over: 'transfers',
    query: (lo, hi) => sql`
      select t.id, t.amount::text as amount,
             count(*) filter (where a.kind = 'user_blocked' and e.amount = t.amount)::int as blocked,
             count(*) filter (where a.kind = 'user_available' and e.amount = -t.amount)::int as available,
             count(distinct a.user_id)::int as users, count(*)::int as entries
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id
       where t.kind = 'hold' and t.id between ${lo} and ${hi}
       group by t.id
      having count(*) <> 2 or count(distinct a.user_id) <> 1
          or count(*) filter (where a.kind = 'user_blocked' and e.amount = t.amount) <> 1
          or count(*) filter (where a.kind = 'user_available' and e.amount = -t.amount) <> 1`,
    say: (r) => `hold ${r.id} does not move ${r.amount} from one user's available to their blocked`,
  },
  {
    // A hold is resolved at most once, its state agrees with its resolution, and the resolution
    // releases exactly the held amount from the holder's blocked account, posting no more than it.
    over: 'transfers',
    query: (lo, hi) => sql`
      -- Per hold, its blocked account and its resolutions are looked up by index (lateral): the
      -- check stays linear in the window whatever the planner believes about the table's size.
      select h.id, h.hold_state, h.amount::text as held, x.resolutions, x.kind, x.posted::text as posted,
             x.same_currency, x.releases
        from ledger_transfers h
        cross join lateral (
          select min(he.account_id) as account_id from ledger_entries he
            join ledger_accounts a on a.id = he.account_id and a.kind = 'user_blocked'
           where he.transfer_id = h.id) b
        cross join lateral (
          select count(r.id)::int as resolutions, min(r.kind) as kind, max(r.amount) as posted,
                 coalesce(bool_and(r.currency = h.currency), true) as same_currency,
                 coalesce(bool_and(coalesce((select sum(e.amount) from ledger_entries e
                                              where e.transfer_id = r.id and e.account_id = b.account_id), 0)
                                   = -h.amount), true) as releases
            from ledger_transfers r where r.resolves_id = h.id) x
       where h.kind = 'hold' and h.id between ${lo} and ${hi}
         and (x.resolutions > 1
          or (h.hold_state = 'pending') <> (x.resolutions = 0)
          or (h.hold_state = 'voided' and x.kind <> 'hold_void')
          or (h.hold_state = 'posted' and x.kind = 'hold_void')
          or x.posted > h.amount
          or not x.same_currency
          or not x.releases)`,
    say: (r) => {
      const n = Number(r.resolutions);
      if (n > 1) return `hold ${r.id} is resolved ${n} times`;
      if (n === 0) return `hold ${r.id} is ${r.hold_state} but nothing resolved it`;
      if (r.hold_state === 'pending') return `hold ${r.id} is pending but was resolved (${r.kind})`;
      if ((r.hold_state === 'voided') !== (r.kind === 'hold_void')) {
        return `hold ${r.id} is ${r.hold_state} but its resolution is a ${r.kind}`;
      }
      if (BigInt(String(r.posted)) > BigInt(String(r.held)))
        return `hold ${r.id} of ${r.held} was posted for ${r.posted}`;
      if (r.same_currency === false || r.same_currency === 'f')
        return `hold ${r.id} was resolved in another currency`;
      return `hold ${r.id}'s resolution does not release exactly ${r.held} from its blocked account`;
    },
  },
  {
    // Only a hold is resolved, and a resolution's own kind always resolves one.
    over: 'transfers',
    query: (lo, hi) => sql`
      select r.id, r.kind, r.resolves_id from ledger_transfers r
        left join ledger_transfers h on h.id = r.resolves_id
       where r.id between ${lo} and ${hi}
         and ((r.resolves_id is not null and (h.id is null or h.kind <> 'hold'))
              or (r.resolves_id is null and r.kind in ('hold_post', 'hold_void')))`,
    say: (r) =>
      r.resolves_id === null
        ? `transfer ${r.id} is a ${r.kind} that resolves no hold`
        : `transfer ${r.id} resolves ${r.resolves_id}, which is not a hold`,
  },
];

const rowsOf = async (executor: Executor, query: SQL) => (await executor.execute(query)).rows as Row[];

export async function verifyLedgerIn(
  executor: Executor,
  options: { window?: number; limit?: number } = {},
): Promise<VerifyReport> {
  const window = options.window ?? 2_000;
  const limit = options.limit ?? 50;
  const [counts] = await rowsOf(
    executor,
    sql`select (select count(*) from ledger_accounts)::text as accounts,
               (select count(*) from ledger_transfers)::text as transfers,
               (select count(*) from ledger_entries)::text as entries,
               (select count(*) from ledger_transfers where kind = 'hold')::int as holds,
               (select count(*) from ledger_transfers where hold_state = 'pending')::int as pending,
               (select coalesce(min(id), 0) from ledger_accounts)::text as account_lo,
               (select coalesce(max(id), 0) from ledger_accounts)::text as account_hi,
               (select coalesce(min(id), 0) from ledger_transfers)::text as transfer_lo,
               (select coalesce(max(id), 0) from ledger_transfers)::text as transfer_hi`,
  );
  const c = counts as Row;
  const range = {
    accounts: [Number(c.account_lo), Number(c.account_hi)],
    transfers: [Number(c.transfer_lo), Number(c.transfer_hi)],
  };
  const breaks: string[] = [];
  let unlisted = 0;
  for (const check of CHECKS) {
    const [first, last] = range[check.over] as [number, number];
    let found = 0;
    for (let lo = first; lo <= last && first > 0; lo += window) {
      for (const row of await rowsOf(executor, check.query(lo, lo + window - 1))) {
        if (found++ < limit) breaks.push(check.say(row));
        else unlisted++;
      }
    }
  }
  return {
    breaks,
    unlisted,
    counts: {
      accounts: Number(c.accounts),
      transfers: Number(c.transfers),
      entries: Number(c.entries),
      holds: Number(c.holds),
      pending: Number(c.pending),
    },
  };
}

/** Verifies in one REPEATABLE READ, read-only transaction: a consistent picture of a live ledger. */
export function verifyLedger(db: Executor, options?: { window?: number; limit?: number }) {
  return db.transaction((tx) => verifyLedgerIn(tx, options), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

export function summaryOf(report: VerifyReport): string {
  const { accounts, transfers, entries, holds, pending } = report.counts;
  return `ledger verified: ${accounts} accounts, ${transfers} transfers, ${entries} entries, ${holds} holds (${pending} pending); every invariant holds`;
}
