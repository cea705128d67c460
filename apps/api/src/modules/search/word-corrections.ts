import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryOfSpellings, type SearchQuery } from './search-query';
import { swappedSpellings } from './swapped-letters';

/** Words shorter than this are too short to correct: any three letters resemble many words. */
const SHORTEST = 3;

const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/** The dictionary words tried for each word of the text, nearest first. */
const NEAREST = 3;

/**
 * A mistyped text asked again with each word's nearest spellings among the words of the services'
 * names (`search_words`), inside `withTypoThreshold` (its similarity threshold says how near):
 * "logo desing" becomes "logo (desing | design | designs)". A word also counts as mistyped into
 * a dictionary word that it gives with two neighbouring letters swapped ("desgin"), the typo trigrams
 * forgive least. Answers undefined when no word has another spelling, so there is nothing new to ask.
 */
export async function correctedQuery(
  executor: Pick<Database, 'execute'>,
  query: SearchQuery,
): Promise<SearchQuery | undefined> {
  const typed = query.words;
  const swaps = typed.flatMap((word, i) =>
    word.length >= SHORTEST ? swappedSpellings(word).map((spelling) => ({ i: i + 1, spelling })) : [],
  );
  // The nearest words walk the dictionary's trigram index; the swapped spellings are looked up whole.
  const found = await executor.execute<{ i: number; word: string }>(sql`
    select q.i, n.word
    from unnest(${`{${typed.map(quoted).join(',')}}`}::text[]) with ordinality q(word, i)
    cross join lateral (
      select d.word from search_words d
      where char_length(q.word) >= ${SHORTEST} and d.word % q.word
      order by d.word <-> q.word limit ${NEAREST}) n
    union all
    select p.i, d.word
    from unnest(${`{${swaps.map((s) => s.i).join(',')}}`}::int[], ${`{${swaps.map((s) => quoted(s.spelling)).join(',')}}`}::text[]) p(i, word)
    join search_words d on d.word = p.word`);
  const spellings = typed.map((word) => [word]);
  for (const row of found.rows) {
    const own = spellings[Number(row.i) - 1];
    // The parser keeps some tokens whole ("example.com", "e-mail"): only plain words go into a query.
    if (own && PLAIN_WORD.test(row.word) && !own.includes(row.word)) own.push(row.word);
  }
  if (spellings.every((s) => s.length === 1)) return undefined;
  return queryOfSpellings(spellings, query.typing);
}

/** A last word shorter than this stays a prefix even when it is a whole word ("logo" → "logos"). */
const SHORTEST_WHOLE = 5;

/**
 * The query with its last word asked as a word rather than a prefix, when that word is already a
 * whole word of the names (`search_words`): the visitor has finished typing it, its stems still
 * match its other forms, and merging a prefix's posting lists is the costly part of reading a text
 * index ("design:*": 69 ms for 3,607 matches, "design": 4 ms). Otherwise the query as it is.
 */
export async function withWholeLastWord(
  executor: Pick<Database, 'execute'>,
  query: SearchQuery,
): Promise<SearchQuery> {
  const last = query.words.at(-1);
  if (!query.typing || !last || [...last].length < SHORTEST_WHOLE) return query;
  const found = await executor.execute(sql`select 1 from search_words where word = ${last}`);
  return found.rows.length
    ? queryOfSpellings(
        query.words.map((word) => [word]),
        false,
      )
    : query;
}

/** An element of a PostgreSQL array literal (words hold only letters and digits, quoted anyway). */
const quoted = (word: string) => `"${word.replace(/["\\]/g, '')}"`;
