import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountShownSql } from '../../lib/policy/visibility';

type Row = { slug: string; updated_at: Date | string };
const iso = (value: Date | string) => new Date(value).toISOString();
const PUBLISHED = sql`a.status = 'published'`;

/** Published articles of live accounts for the sitemap, in pages by id. */
export function createArticleSitemapRepository(db: Database) {
  return {
    page: async (page: number, size: number) => {
      const rows = await db.execute<Row>(sql`
        select a.slug, a.updated_at from articles a join users u on u.id = a.author_id
        where ${PUBLISHED} and ${accountShownSql('alive')}
        order by a.id limit ${size} offset ${(page - 1) * size}`);
      return rows.rows.map((r) => ({ slug: r.slug, updated_at: iso(r.updated_at) }));
    },

    /** Every page there is, with the latest change of an article on it. */
    pages: async (size: number) => {
      const rows = await db.execute<{ page: number; updated_at: Date | string }>(sql`
        select (n / ${size})::int + 1 as page, max(updated_at) as updated_at
        from (select a.updated_at, row_number() over (order by a.id) - 1 as n
          from articles a join users u on u.id = a.author_id
          where ${PUBLISHED} and ${accountShownSql('alive')}) numbered
        group by 1 order by 1`);
      return rows.rows.map((r) => ({ page: Number(r.page), updated_at: iso(r.updated_at) }));
    },
  };
}

export type ArticleSitemapRepository = ReturnType<typeof createArticleSitemapRepository>;
