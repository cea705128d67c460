import { SEARCH_RESULTS_MAX } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { promoteWithinCategories } from '@wasla/shared/mark-rules/mark-ranking';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedName } from '../../db/schema/folded-name';
import { servicePromotedSql } from '../../lib/policy/promotion';
import { accountShownSql, serviceShownSql } from '../../lib/policy/visibility';
import type { SearchQuery } from './search-query';
import { swappedSpellings } from './swapped-letters';
import { correctedQuery, withWholeLastWord } from './word-corrections';

/** How close a name must be (0 to 1, word similarity) to a provider search's text to be found. */
const TYPO_SIMILARITY = 0.45;

/** How alike (0 to 1, trigram similarity) a word of the names must be to correct a mistyped word. */
const CORRECTION_SIMILARITY = 0.3;

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

/** Trigram operators read their thresholds from settings, set here for one transaction only. */
export const withTypoThreshold = <T>(db: Database, work: (tx: Pick<Database, 'execute'>) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true),
        set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_SIMILARITY)}, true)`,
    );
    return work(tx);
  });

/**
 * Runs `work` with PostgreSQL reading services through bitmap scans only (inside a transaction).
 * With a limit and no order, the planner would otherwise walk services testing each one's text,
 * hoping to fill the limit early, and read the whole table for a rare word (4 s at a million).
 */
async function bitmapOnly<T>(tx: Pick<Database, 'execute'>, work: () => Promise<T>): Promise<T> {
  const indexWalks = (allowed: 'on' | 'off') =>
    tx.execute(
      sql`select set_config('enable_seqscan', ${allowed}, true), set_config('enable_indexscan', ${allowed}, true)`,
    );
  await indexWalks('off');
  const result = await work();
  await indexWalks('on');
  return result;
}

const LISTED = serviceShownSql('listed');

/** Names holding the words of a query (the name index answers it; `name_vector` is stored inline). */
const namesMatchSql = (query: SearchQuery) => sql`s.name_vector @@ (${tsquerySql(query)})`;

/** How many names holding a mistyped text's corrected words a listing considers at most. */
const CORRECTED_NAMES = 30;

/**
 * Whether service `s` matches the text by its stemmed words in any language and Arabic root keys,
 * or, for a text whose words find few services, is one of `fewMatches` (see `fewMatchesOf`).
 */
export const serviceMatchesSql = (query: SearchQuery, fewMatches?: number[]) =>
  fewMatches
    ? sql`s.id = any(${`{${fewMatches.join(',')}}`}::int[])`
    : sql`s.search_vector @@ (${tsquerySql(query)})`;

/**
 * Corrected words (typos) are looked for only when the words themselves find fewer than `enough`
 * listed services: a word that matches ranks above a name that only resembles it. Answers undefined
 * when the words find enough, else the ids of the few services they find and of the names holding
 * the text's corrected words (inside `withTypoThreshold`): a short list that a listing reads by
 * primary key.
 */
export async function fewMatchesOf(
  executor: Pick<Database, 'execute'>,
  query: SearchQuery,
  enough: number,
): Promise<number[] | undefined> {
  const stemmed = await executor.execute<{ id: number }>(sql`
    select s.id from services s where ${LISTED} and s.search_vector @@ (${tsquerySql(query)}) limit ${enough}`);
  if (stemmed.rows.length >= enough) return undefined;
  const corrected = await correctedQuery(executor, query);
  const similar = corrected
    ? await bitmapOnly(executor, () =>
        executor.execute<{ id: number }>(
          sql`select s.id from services s where ${LISTED} and ${namesMatchSql(corrected)} limit ${CORRECTED_NAMES}`,
        ),
      )
    : { rows: [] };
  return [...new Set([...stemmed.rows, ...similar.rows].map((r) => Number(r.id)))];
}

/**
 * At most this many matches of each kind are ranked by relevance. Ranking reads each match's whole
 * search document and compares its names by trigrams; a common word matches thousands of services,
 * so the candidates are the promoted and then the best rated matches, which keeps a search's cost bounded at any size.
 */
const CANDIDATES = 100;

/** The best rated listed services looked through first: a common word has its candidates among them. */
const TOP_RATED = 2_000;

/** A word too rare for the best rated: at most this many of its matches are read to choose from. */
const SAMPLED = 500;

/**
 * Best rated matches enough to choose a page of results from three times over: with this many among
 * the best rated, no sample is read (merging a common prefix's posting lists, `professional:*`, took
 * 70 ms at a million services).
 */
const ENOUGH = 3 * SEARCH_RESULTS_MAX;

/** How many candidates a search gathers and how far it looks for them (tests make them small). */
export type CandidateBounds = { candidates: number; topRated: number; sampled: number; enough: number };
const BOUNDS: CandidateBounds = {
  candidates: CANDIDATES,
  topRated: TOP_RATED,
  sampled: SAMPLED,
  enough: ENOUGH,
};

type Candidate = { id: number; promoted: boolean; rating: string; ratings_count: number };

/**
 * The `candidates` best rated listed services matching `where`, promoted ones first, in at most three
 * bounded reads whatever the catalogue's size (a common word matched 56,000 of a million services,
 * and sorting all of them took a second):
 *
 * 1. the promoted matches, few by nature, on the promoted index;
 * 2. the matches among the `topRated` best rated services, walked on the rating index: for a common
 *    word these are exactly its best rated matches, and the search stops here;
 * 3. unless read 2 found `enough`, up to `sampled` matches from the text indexes, all of them for a
 *    rare word (exact again); a word between the two (more than 500 matches, fewer than `enough`
 *    among the best rated) keeps its best rated ones from read 2 and completes them from this sample.
 */
async function bestRated(
  tx: Pick<Database, 'execute'>,
  where: { probe: SQL; indexed: SQL },
  bounds: CandidateBounds,
): Promise<number[]> {
  const { candidates, topRated, sampled: sampleSize, enough } = bounds;
  const read = async (query: SQL) => (await tx.execute<Candidate>(query)).rows;
  const columns = sql`s.id, ${servicePromotedSql()} as promoted, s.rating, s.ratings_count`;
  // The subquery's limit keeps the walk on the rating index; the text is tested on those rows only.
  const top = await read(sql`
    select ${columns} from (
      select s.id, s.promoted_until, s.rating, s.ratings_count, s.name_vector, s.search_vector
      from services s where ${LISTED}
      order by s.rating desc, s.ratings_count desc, s.id desc limit ${topRated}) s
    where ${where.probe}
    order by s.rating desc, s.ratings_count desc, s.id desc limit ${candidates}`);
  // The promoted and the sampled matches are read through the text indexes (bitmap scans) only.
  const [promoted, sampled] = await bitmapOnly(tx, async () => [
    await read(sql`
      select ${columns} from services s
      where ${LISTED} and s.promoted_until is not null and s.promoted_until > now() and ${where.indexed}
      limit ${candidates}`),
    top.length < Math.min(enough, candidates)
      ? await read(
          sql`select ${columns} from services s where ${LISTED} and ${where.indexed} limit ${sampleSize}`,
        )
      : [],
  ]);
  const byId = new Map([...promoted, ...top, ...sampled].map((c) => [Number(c.id), c]));
  return [...byId.values()]
    .sort(
      (a, b) =>
        Number(b.promoted) - Number(a.promoted) ||
        Number(b.rating) - Number(a.rating) ||
        Number(b.ratings_count) - Number(a.ratings_count) ||
        Number(b.id) - Number(a.id),
    )
    .slice(0, candidates)
    .map((c) => Number(c.id));
}

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

export function createSearchRepository(db: Database, bounds: CandidateBounds = BOUNDS) {
  return {
    /**
     * Listed services matching by stemmed words in any language, Arabic root keys, or, for a
     * mistyped text, the corrected words in their names; best match first (words, then trigram
     * similarity of the name to the text), then rating, and a promoted service first within its
     * category. Candidates come in tiers, each only if the ones before found fewer than `limit`:
     * names that hold the words, then any part of the document, then names that hold the text's
     * corrected words (`word-corrections.ts`). The candidates are then ranked.
     */
    services: (query: SearchQuery, limit: number) =>
      withTypoThreshold(db, async (tx) => {
        const tsquery = tsquerySql(query);
        // The best rated are tested with the text as typed (its last word a prefix); the text
        // indexes are read with a finished last word as a word (see `withWholeLastWord`).
        const whole = await withWholeLastWord(tx, query);
        const documentMatchSql = (q: SearchQuery) => sql`s.search_vector @@ (${tsquerySql(q)})`;
        const tiers = [
          () => bestRated(tx, { probe: namesMatchSql(query), indexed: namesMatchSql(whole) }, bounds),
          () => bestRated(tx, { probe: documentMatchSql(query), indexed: documentMatchSql(whole) }, bounds),
          async () => {
            const corrected = await correctedQuery(tx, query);
            if (!corrected) return [];
            return bestRated(
              tx,
              { probe: namesMatchSql(corrected), indexed: namesMatchSql(corrected) },
              bounds,
            );
          },
        ];
        const ids = new Set<number>();
        for (const tier of tiers) {
          if (ids.size >= limit) break;
          for (const id of await tier()) ids.add(id);
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
