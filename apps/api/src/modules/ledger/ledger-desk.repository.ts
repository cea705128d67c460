import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/events/record-event';
import { likeText } from '../../lib/like-text';
import type { VerifyReport } from './ledger-verify';

type VerificationRow = {
  id: number;
  started_at: Date | string;
  finished_at: Date | string | null;
  ok: boolean | null;
  counts: VerifyReport['counts'] | null;
  breaks: string[] | null;
  unlisted: number | null;
  requested_by: number | null;
  requester_name: string | null;
};

type TransferRow = {
  id: number;
  kind: string;
  currency: string;
  amount: string;
  key: string | null;
  reference_kind: string | null;
  reference_id: string | null;
  hold_state: string | null;
  actor: string | null;
  created_at: Date | string;
  legs:
    | {
        id: number | string;
        account: string;
        owner_id: number | null;
        owner_name: string | null;
        amount: string;
      }[]
    | null;
};

/** The finance desk's reads of the ledger: its verification runs, and transfers with their legs. */
export function createLedgerDeskRepository(db: Executor) {
  return {
    /** Claims a run: the worker's for its hour (`slot`; null when another instance has it), or a member's. */
    async claim(startedAt: Date, slot: Date | null, requestedBy: number | null) {
      const made = await db.execute<{ id: number }>(sql`
        insert into ledger_verifications (slot, started_at, requested_by)
        values (${slot}, ${startedAt}, ${requestedBy})
        on conflict (slot) do nothing returning id`);
      return made.rows[0]?.id ?? null;
    },

    /** Whether an instance already claimed this hour: a read, so idle ticks write nothing. */
    async slotTaken(slot: Date) {
      const found = await db.execute(sql`select 1 from ledger_verifications where slot = ${slot} limit 1`);
      return found.rows.length > 0;
    },

    /** Drops runs that started before `before` and never finished: their worker died mid-verify. */
    async sweepAbandoned(before: Date) {
      await db.execute(
        sql`delete from ledger_verifications where finished_at is null and started_at < ${before}`,
      );
    },

    async finish(id: number, report: VerifyReport, at: Date) {
      await db.execute(sql`
        update ledger_verifications
           set finished_at = ${at}, ok = ${report.breaks.length === 0 && report.unlisted === 0},
               counts = ${JSON.stringify(report.counts)}::jsonb, breaks = ${JSON.stringify(report.breaks)}::jsonb,
               unlisted = ${report.unlisted}
         where id = ${id}`);
    },

    async latest() {
      const found = await db.execute<VerificationRow>(sql`
        select v.id, v.started_at, v.finished_at, v.ok, v.counts, v.breaks, v.unlisted, v.requested_by,
               u.name as requester_name
          from ledger_verifications v left join users u on u.id = v.requested_by
         where v.finished_at is not null
         order by v.finished_at desc, v.id desc limit 1`);
      return found.rows[0] ?? null;
    },

    async one(id: number) {
      const found = await db.execute<VerificationRow>(sql`
        select v.id, v.started_at, v.finished_at, v.ok, v.counts, v.breaks, v.unlisted, v.requested_by,
               u.name as requester_name
          from ledger_verifications v left join users u on u.id = v.requested_by where v.id = ${id}`);
      return found.rows[0]!;
    },

    /** Transfers matching every filter given, newest first, each with its legs. */
    async transfers(
      filters: { q: string; amount: bigint | null; from: Date | null; to: Date | null },
      limit: number,
      offset: number,
    ) {
      const where: SQL[] = [sql`true`];
      if (filters.q) {
        const pattern = likeText(filters.q);
        // A deal's code names the deal's transfers, which carry its id.
        where.push(sql`(t.key ilike ${pattern}
          or (coalesce(t.reference_kind, '') || ':' || coalesce(t.reference_id, '')) ilike ${pattern}
          or (t.reference_kind = 'deal' and t.reference_id in (select id::text from deals where code = ${filters.q.toUpperCase()})))`);
      }
      if (filters.amount !== null) where.push(sql`t.amount = ${filters.amount.toString()}::bigint`);
      if (filters.from) where.push(sql`t.created_at >= ${filters.from}`);
      if (filters.to) where.push(sql`t.created_at < ${filters.to}`);
      const condition = sql.join(where, sql` and `);
      const [rows, count] = await Promise.all([
        db.execute<TransferRow>(sql`
          select t.id, t.kind, t.currency, t.amount::text as amount, t.key, t.reference_kind, t.reference_id,
                 t.hold_state, t.actor, t.created_at,
                 (select json_agg(json_build_object('id', e.id, 'account', a.kind, 'owner_id', a.user_id, 'owner_name', u.name,
                                                    'amount', e.amount::text) order by e.id)
                    from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    left join users u on u.id = a.user_id
                   where e.transfer_id = t.id) as legs
            from ledger_transfers t where ${condition}
           order by t.id desc limit ${limit} offset ${offset}`),
        db.execute<{ total: number }>(
          sql`select count(*)::int as total from ledger_transfers t where ${condition}`,
        ),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
    },
  };
}

export type { TransferRow, VerificationRow };
