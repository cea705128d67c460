import { LANGUAGES } from '@wasla/shared/languages';
import { TEXT_SEARCH_CONFIG } from './search-document';
import { foldText, searchKeys, words } from './text-folding';

/**
 * A visitor's text turned into what the database matches: one `to_tsquery` input per language
 * configuration (the last word a prefix, since people search while typing), the Arabic root keys,
 * and the folded text for trigram similarity. Words hold only letters and digits, so nothing the
 * visitor types can change the query's syntax.
 */
export type SearchQuery = {
  stemmed: { config: string; input: string }[];
  keys: string;
  folded: string;
};

export function toSearchQuery(text: string): SearchQuery | undefined {
  const found = words(text).slice(0, 8);
  if (!found.length) return undefined;
  const typingLastWord = !/\s$/.test(text);
  const input = found.map((w, i) => (i === found.length - 1 && typingLastWord ? `${w}:*` : w)).join(' & ');
  const keys = searchKeys(found.join(' '));
  return {
    stemmed: LANGUAGES.map((lang) => ({ config: TEXT_SEARCH_CONFIG[lang], input })),
    keys: keys.join(' & '),
    folded: foldText(found.join(' ')),
  };
}
