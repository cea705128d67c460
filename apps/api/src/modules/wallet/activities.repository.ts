import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** One ledger transfer as the user's activity list sees it; amounts as text (decision 0019). */
export type ActivityRow = {
  id: number;
  kind: string;
  amount: string;
  referenceKind: string | null;
  referenceId: string | null;
  holdState: 'pending' | 'posted' | 'voided' | null;
  /** The transfer's net effect on the user's two accounts together. */
  net: string;
  /** For a hold: the net effect of the transfer that resolved it, when one did. */
  resolvedNet: string | null;
  createdAt: Date;
};

/**
 * The user's activities: one row per ledger transfer touching their available or blocked account,
 * newest first. A transfer resolving one of their own holds is left out, since the hold's row
 * already tells its story through its state (a withdrawal requested, then paid or returned); a
 * transfer resolving someone else's hold into their account (a deal paid to its provider) is theirs.
 */
export function createActivitiesRepository(db: Database) {
  const mine = (userId: number, currency: string) => sql`
    select id from ledger_accounts
     where user_id = ${userId} and currency = ${currency} and kind in ('user_available', 'user_blocked')`;

  const touched = (userId: number, currency: string) => sql`
    with mine as (${mine(userId, currency)}),
    touched as (
      select e.transfer_id, sum(e.amount) as net
        from ledger_entries e where e.account_id in (select id from mine)
       group by e.transfer_id),
    listed as (
      select t.*, touched.net
        from touched join ledger_transfers t on t.id = touched.transfer_id
       where (touched.net <> 0 or t.kind = 'hold')
         and not exists (
           select 1 from ledger_entries h
            where t.resolves_id is not null and h.transfer_id = t.resolves_id
              and h.account_id in (select id from mine)))`;

  return {
    async page(userId: number, currency: string, page: number, perPage: number) {
      const offset = (page - 1) * perPage;
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        ${touched(userId, currency)}
        select l.id::text as id, l.kind, l.amount::text as amount, l.reference_kind, l.reference_id,
               l.hold_state, l.net::text as net, l.created_at,
               (select sum(e.amount)::text from ledger_entries e
                  join ledger_transfers r on r.id = e.transfer_id
                 where r.resolves_id = l.id and e.account_id in (select id from mine)) as resolved_net
          from listed l
         order by l.id desc
         limit ${perPage} offset ${offset}`);
      return rows.map(
        (row): ActivityRow => ({
          id: Number(row.id),
          kind: String(row.kind),
          amount: String(row.amount),
          referenceKind: (row.reference_kind as string | null) ?? null,
          referenceId: (row.reference_id as string | null) ?? null,
          holdState: (row.hold_state as ActivityRow['holdState']) ?? null,
          net: String(row.net),
          resolvedNet: (row.resolved_net as string | null) ?? null,
          createdAt: new Date(row.created_at as string | Date),
        }),
      );
    },

    async count(userId: number, currency: string): Promise<number> {
      const { rows } = await db.execute<{ n: string }>(sql`
        ${touched(userId, currency)}
        select count(*)::text as n from listed`);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
