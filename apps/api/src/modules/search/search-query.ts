import { LANGUAGES } from '@wasla/shared/languages';
import { TEXT_SEARCH_CONFIG } from './search-document';
import { foldText, searchKeys, words } from './text-folding';

/**
 * A visitor's text turned into what the database matches: one `to_tsquery` input per language
 * configuration (the last word a prefix, since people search while typing), the Arabic root keys,
 * and the folded text for trigram similarity. Words hold only letters and digits, so nothing the
 * visitor types can change the query's syntax. `words` and `typing` keep what the text was made of,
 * so that a mistyped text can be asked again with corrected words (`word-corrections.ts`).
 */
export type SearchQuery = {
  stemmed: { config: string; input: string }[];
  keys: string;
  folded: string;
  words: string[];
  typing: boolean;
};

/** "a", or "(a | b)" when a word may be written several ways. */
const anyOf = (spellings: string[]) =>
  spellings.length === 1 ? spellings[0]! : `(${spellings.join(' | ')})`;

/**
 * The query of words each of which may be any of its spellings: `[["logo"], ["desing", "design"]]`
 * matches "logo desing" and "logo design". The first spelling of each word is the one typed: the
 * last word's typed spelling is a prefix while `typing`, and the folded text is made of them.
 */
export function queryOfSpellings(spellings: string[][], typing: boolean): SearchQuery {
  const typed = spellings.map((s) => s[0]!);
  const last = spellings.length - 1;
  const input = spellings
    .map((s, i) => anyOf(s.map((w, j) => (i === last && j === 0 && typing ? `${w}:*` : w))))
    .join(' & ');
  const keys = spellings
    .map((s) => [...new Set(s.flatMap((w) => searchKeys(w)))])
    .filter((k) => k.length)
    .map(anyOf);
  return {
    stemmed: LANGUAGES.map((lang) => ({ config: TEXT_SEARCH_CONFIG[lang], input })),
    keys: [...new Set(keys)].join(' & '),
    folded: foldText(typed.join(' ')),
    words: typed,
    typing,
  };
}

export function toSearchQuery(text: string): SearchQuery | undefined {
  const found = words(text).slice(0, 8);
  if (!found.length) return undefined;
  return queryOfSpellings(
    found.map((w) => [w]),
    !/\s$/.test(text),
  );
}
