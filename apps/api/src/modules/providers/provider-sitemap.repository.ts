import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountShownSql } from '../../lib/policy/visibility';

type Row = { slug: string; updated_at: Date | string };
const iso = (value: Date | string) => new Date(value).toISOString();

/** Listed providers (a live account with a listed service) for the sitemap, in pages by id. */
export function createProviderSitemapRepository(db: Database) {
  return {
    page: async (page: number, size: number) => {
      const rows = await db.execute<Row>(sql`
        select u.slug, u.updated_at from users u where ${accountShownSql('listed')}
        order by u.id limit ${size} offset ${(page - 1) * size}`);
      return rows.rows.map((r) => ({ slug: r.slug, updated_at: iso(r.updated_at) }));
    },

    /** Every page there is, with the latest change of a profile on it. */
    pages: async (size: number) => {
      const rows = await db.execute<{ page: number; updated_at: Date | string }>(sql`
        select (n / ${size})::int + 1 as page, max(updated_at) as updated_at
        from (select u.updated_at, row_number() over (order by u.id) - 1 as n
          from users u where ${accountShownSql('listed')}) numbered
        group by 1 order by 1`);
      return rows.rows.map((r) => ({ page: Number(r.page), updated_at: iso(r.updated_at) }));
    },
  };
}

export type ProviderSitemapRepository = ReturnType<typeof createProviderSitemapRepository>;
