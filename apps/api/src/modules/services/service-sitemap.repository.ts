import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceShownSql } from '../../lib/policy/visibility';

type Row = { slug: string; updated_at: Date | string };
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Listed services for the sitemap, in pages by id: a new service joins the last page, so the pages
 * before it keep their addresses and their dates.
 */
export function createServiceSitemapRepository(db: Database) {
  return {
    page: async (page: number, size: number) => {
      const rows = await db.execute<Row>(sql`
        select s.slug, s.updated_at from services s where ${serviceShownSql('listed')}
        order by s.id limit ${size} offset ${(page - 1) * size}`);
      return rows.rows.map((r) => ({ slug: r.slug, updated_at: iso(r.updated_at) }));
    },

    /** Every page there is, with the latest change of a service on it. */
    pages: async (size: number) => {
      const rows = await db.execute<{ page: number; updated_at: Date | string }>(sql`
        select (n / ${size})::int + 1 as page, max(updated_at) as updated_at
        from (select s.updated_at, row_number() over (order by s.id) - 1 as n
          from services s where ${serviceShownSql('listed')}) numbered
        group by 1 order by 1`);
      return rows.rows.map((r) => ({ page: Number(r.page), updated_at: iso(r.updated_at) }));
    },
  };
}

export type ServiceSitemapRepository = ReturnType<typeof createServiceSitemapRepository>;
