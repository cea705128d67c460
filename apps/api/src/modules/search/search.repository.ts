import type { Language } from '@wasla/shared/languages';
import { promoteWithinCategories } from '@wasla/shared/mark-rules/mark-ranking';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedName } from '../../db/schema/folded-name';
import { servicePromotedSql } from '../../lib/policy/promotion';
import { accountShownSql, serviceShownSql } from '../../lib/policy/visibility';
import type { SearchQuery } from './search-query';
import { swappedSpellings } from './swapped-letters';

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

const LISTED = serviceShownSql('listed');

/**
 * The `count` listed services whose names come closest to the text by trigrams and are similar
 * enough to count as the same words mistyped (inside `withTypoThreshold`). The GiST trigram index
 * walks names in order of similarity; the walk slows down past the close ones, so it is bounded.
 */
const similarNamesSql = (query: SearchQuery, count: number) => sql`
  select k.id from (
    select s.id, s.search_text from services s where ${LISTED}
    order by ${query.folded} <<-> s.search_text limit ${count}) k
  where ${query.folded} <% k.search_text`;

/**
 * How many look-alike names a search or listing considers at most: enough for the few results a
 * mistyped text needs, and the index walk stays short.
 */
const SIMILAR_NAMES = 30;

/**
 * Whether service `s` matches the text by its stemmed words in any language and Arabic root keys,
 * or, for a text whose words find few services, is one of `fewMatches` (see `fewMatchesOf`).
 */
export const serviceMatchesSql = (query: SearchQuery, fewMatches?: number[]) =>
  fewMatches
    ? sql`s.id = any(${`{${fewMatches.join(',')}}`}::int[])`
    : sql`s.search_vector @@ (${tsquerySql(query)})`;

/**
 * Similar names (typos, partial words) are looked for only when the words themselves find fewer
 * than `enough` listed services: comparing names by trigrams is the costly part of a search, and a
 * word that matches ranks above a name that only resembles it. Answers undefined when the words find
 * enough, else the ids of the few services they find and of the names that resemble the text
 * (inside `withTypoThreshold`): a short list that a listing reads by primary key.
 */
export async function fewMatchesOf(
  executor: Pick<Database, 'execute'>,
  query: SearchQuery,
  enough: number,
): Promise<number[] | undefined> {
  const stemmed = await executor.execute<{ id: number }>(sql`
    select s.id from services s where ${LISTED} and s.search_vector @@ (${tsquerySql(query)}) limit ${enough}`);
  if (stemmed.rows.length >= enough) return undefined;
  const similar = await executor.execute<{ id: number }>(similarNamesSql(query, SIMILAR_NAMES));
  return [...new Set([...stemmed.rows, ...similar.rows].map((r) => Number(r.id)))];
}

/**
 * At most this many matches of each kind are ranked by relevance. Ranking reads each match's whole
 * search document and compares its names by trigrams; a common word matches thousands of services,
 * so the candidates are the promoted and then the best rated matches, which keeps a search's cost bounded at any size.
 */
const CANDIDATES = 100;

/**
 * The best rated listed services matching `where`. The matches are collected from the indexes first
 * (materialised), then sorted: walking every service in rating order and testing each document
 * would cost far more for a rare word.
 */
const bestRatedSql = (where: SQL) => sql`
  with m as materialized (select s.id, s.rating, s.ratings_count, ${servicePromotedSql()} as promoted
    from services s where ${LISTED} and ${where})
  select id from m order by promoted desc, rating desc, ratings_count desc, id desc limit ${CANDIDATES}`;

const FOLDED_NAME = foldedName(sql.raw('u.name'));

const containing = (text: string) => sql`${FOLDED_NAME} like ${`%${text.replace(/[%_\\]/g, '')}%`}`;

/**
 * Whether account `u`'s name contains or resembles the folded text (inside `withTypoThreshold`):
 * the provider search and the providers listing find the same people for the same words. A name
 * resembles the text by trigrams, or contains it with two neighbouring letters swapped ("Jonhson").
 * Each test is its own condition, so the trigram index answers every one of them.
 */
export const providerMatchesSql = (folded: string) =>
  sql`(${sql.join(
    [containing(folded), sql`${folded} <% ${FOLDED_NAME}`, ...swappedSpellings(folded).map(containing)],
    sql` or `,
  )})`;

export function createSearchRepository(db: Database) {
  return {
    /**
     * Listed services matching by stemmed words in any language, Arabic root keys, or trigram
     * similarity of their names (typos, partial words); best match first, then rating, and a
     * promoted service first within its category. Candidates come in tiers, each only if the ones before found fewer than `limit`:
     * names that hold the words, then any part of the document, then the names closest to the text
     * by trigrams. The candidates are then ranked.
     */
    services: (query: SearchQuery, limit: number) =>
      withTypoThreshold(db, async (tx) => {
        const tsquery = tsquerySql(query);
        const tiers = [
          () => bestRatedSql(sql`ts_filter(s.search_vector, '{a}') @@ (${tsquery})`),
          () => bestRatedSql(sql`s.search_vector @@ (${tsquery})`),
          () => similarNamesSql(query, SIMILAR_NAMES),
        ];
        const ids = new Set<number>();
        for (const tier of tiers) {
          if (ids.size >= limit) break;
          for (const row of (await tx.execute<{ id: number }>(tier())).rows) ids.add(Number(row.id));
        }
        if (!ids.size) return [];
        const result = await tx.execute<ServiceHit & { category_id: number | null; promoted: boolean }>(sql`
          with q as (select ${tsquery} as tsq)
          select s.id, s.slug, s.name, s.main_category_id, s.category_id, ${servicePromotedSql()} as promoted,
            (select coalesce(m.thumb, m.file) from service_media m where m.service_id = s.id and m.is_main) as thumb
          from services s, q
          where s.id = any(${`{${[...ids].join(',')}}`}::int[])
          order by round((ts_rank(s.search_vector, q.tsq) + word_similarity(${query.folded}, s.search_text))::numeric, 2) desc,
            s.rating desc,
            s.id desc`);
        // A promoted service takes the first place its category holds among the matches, never a
        // place of another category's service.
        const ranked = promoteWithinCategories(
          result.rows,
          (row) => row.category_id ?? row.main_category_id,
          (row) => row.promoted,
        );
        return ranked.slice(0, limit).map(({ category_id: _c, promoted: _p, ...hit }) => hit);
      }),

    /** Accounts with at least one listed service whose name contains or resembles the text. */
    providers: (folded: string, limit: number) =>
      withTypoThreshold(db, async (tx) => {
        const result = await tx.execute<ProviderHit>(sql`
          select u.id, u.slug, u.name, u.avatar_path
          from users u
          where ${accountShownSql('listed')} and ${providerMatchesSql(folded)}
          order by round(word_similarity(${folded}, ${FOLDED_NAME})::numeric, 2) desc, u.rating desc, u.id desc
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
