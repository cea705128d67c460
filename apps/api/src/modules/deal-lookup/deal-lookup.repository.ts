import type { DealStage } from '@wasla/shared/deal-rules/deal-states';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/events/record-event';
import { likeText } from '../../lib/like-text';

export type DealHitRow = {
  id: number;
  code: string;
  title: string;
  stage: DealStage;
  currency: string;
  total: string;
  total_aed: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  client_id: number;
  client_name: string;
  client_code: string;
  provider_id: number;
  provider_name: string;
  provider_code: string;
  service_id: number;
  service_code: string;
  dispute_id: number | null;
  dispute_open: boolean | null;
};

export type DealFilters = {
  q: string;
  stage: DealStage | undefined;
  totalAed: bigint | null;
  from: Date | null;
  to: Date | null;
};

/** The team's search of deals: reads only, newest first, with both parties and the latest dispute. */
export function createDealLookupRepository(db: Executor) {
  return {
    async search(filters: DealFilters, limit: number, offset: number) {
      const where: SQL[] = [sql`d.deleted_at is null`];
      if (filters.q) {
        const pattern = likeText(filters.q);
        const exact = filters.q.toUpperCase();
        where.push(sql`(d.code = ${exact} or s.code = ${exact} or d.title ilike ${pattern}
          or c.name ilike ${pattern} or c.email ilike ${pattern} or c.code = ${exact}
          or p.name ilike ${pattern} or p.email ilike ${pattern} or p.code = ${exact})`);
      }
      if (filters.stage) where.push(sql`d.stage = ${filters.stage}`);
      // A total in AED: what the wallet held once paid, or the price of a deal made in AED.
      if (filters.totalAed !== null)
        where.push(sql`coalesce(d.total_aed, case when d.currency = 'AED' then d.total end)
                       = ${filters.totalAed.toString()}::bigint`);
      if (filters.from) where.push(sql`d.created_at >= ${filters.from}`);
      if (filters.to) where.push(sql`d.created_at < ${filters.to}`);
      const condition = sql.join(where, sql` and `);
      const from = sql`deals d join users c on c.id = d.client_id join users p on p.id = d.provider_id
                       join services s on s.id = d.service_id`;
      const [rows, count] = await Promise.all([
        db.execute<DealHitRow>(sql`
          select d.id, d.code, d.title, d.stage, d.currency, d.total::text as total,
                 d.total_aed::text as total_aed, d.created_at, d.paid_at,
                 c.id as client_id, c.name as client_name, c.code as client_code,
                 p.id as provider_id, p.name as provider_name, p.code as provider_code,
                 s.id as service_id, s.code as service_code,
                 x.id as dispute_id, x.resolution is null as dispute_open
            from ${from}
            left join lateral (select id, resolution from deal_disputes
                                where deal_id = d.id order by id desc limit 1) x on true
           where ${condition}
           order by d.id desc limit ${limit} offset ${offset}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from ${from} where ${condition}`),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
    },
  };
}
