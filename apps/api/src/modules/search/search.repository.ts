import type { Language } from '@wasla/shared/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SearchQuery } from './search-query';

/** How close a word must be (0 to 1) to count as the same word mistyped, or as a partial word. */
const TYPO_SIMILARITY = 0.45;

export function tsquerySql(query: SearchQuery): SQL {
  const parts = query.stemmed.map(
    ({ config, input }) => sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${input})`,
  );
  if (query.keys) parts.push(sql`to_tsquery('simple', ${query.keys})`);
  return sql.join(parts, sql` || `);
}

export type ServiceHit = {
  id: number;
  slug: string;
  name: Record<string, string>;
  thumb: string | null;
  main_category_id: number | null;
};
export type ProviderHit = { id: number; slug: string; name: string; avatar_path: string | null };
export type SuggestionHit = { kind: 'category' | 'tag'; slug: string; name: Record<string, string> };

/** Trigram operators read their threshold from a setting, set here for one transaction only. */
export const withTypoThreshold = <T>(db: Database, work: (tx: Pick<Database, 'execute'>) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return work(tx);
  });

/** Whether service `s` matches the text (inside `withTypoThreshold`). */
export const serviceMatchesSql = (query: SearchQuery) =>
  sql`(s.search_vector @@ (${tsquerySql(query)}) or ${query.folded} <% s.search_text)`;

/**
 * Whether account `u`'s name contains or resembles the folded text (inside `withTypoThreshold`):
 * the provider search and the providers listing find the same people for the same words.
 */
export const providerMatchesSql = (folded: string) =>
  sql`(lower(u.name) like ${`%${folded.replace(/[%_\\]/g, '')}%`} or ${folded} <% lower(u.name))`;

export function createSearchRepository(db: Database) {
  return {
    /**
     * Listed services matching by stemmed words in any language, Arabic root keys, or trigram
     * similarity of their names (typos, partial words); best match first, then rating, then promotion.
     */
    services: (query: SearchQuery, limit: number) =>
      withTypoThreshold(db, async (tx) => {
        const result = await tx.execute<ServiceHit>(sql`
          with q as (select ${tsquerySql(query)} as tsq)
          select s.id, s.slug, s.name, s.main_category_id,
            (select coalesce(m.thumb, m.file) from service_media m where m.service_id = s.id and m.is_main) as thumb
          from services s, q
          where s.status in ('open', 'holiday') and s.deleted_at is null
            and (s.search_vector @@ q.tsq or ${query.folded} <% s.search_text)
          order by round((ts_rank(s.search_vector, q.tsq) + word_similarity(${query.folded}, s.search_text))::numeric, 2) desc,
            s.rating desc,
            (s.promoted_until is not null and s.promoted_until > now()) desc,
            s.id desc
          limit ${limit}`);
        return result.rows;
      }),

    /** Accounts with at least one listed service whose name contains or resembles the text. */
    providers: (folded: string, limit: number) =>
      withTypoThreshold(db, async (tx) => {
        const result = await tx.execute<ProviderHit>(sql`
          select u.id, u.slug, u.name, u.avatar_path
          from users u
          where u.deleted_at is null and u.open_services_count > 0 and ${providerMatchesSql(folded)}
          order by round(word_similarity(${folded}, lower(u.name))::numeric, 2) desc, u.rating desc, u.id desc
          limit ${limit}`);
        return result.rows;
      }),

    /** Categories and tags whose name, in any language, contains the text: the words people use. */
    suggestions: async (folded: string, lang: Language, limit: number) => {
      const pattern = `%${folded.replace(/[%_\\]/g, '')}%`;
      const result = await db.execute<SuggestionHit>(sql`
        (select 'category' as kind, c.slug, c.name from categories c
          where exists (select 1 from jsonb_each_text(c.name) n where lower(n.value) like ${pattern})
          order by (lower(c.name->>${lang}) like ${pattern}) desc, c.services_count desc limit ${limit})
        union all
        (select 'tag' as kind, t.slug, t.name from tags t
          where exists (select 1 from jsonb_each_text(t.name) n where lower(n.value) like ${pattern})
          order by (lower(t.name->>${lang}) like ${pattern}) desc, t.id limit ${limit})`);
      return result.rows.slice(0, limit);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
