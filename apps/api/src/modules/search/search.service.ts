import {
  SEARCH_MIN_CHARS,
  SEARCH_RESULTS_MAX,
  SEARCH_SUGGESTIONS_MAX,
} from '@wasla/shared/business-constants';
import type { SearchType } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import type { MemoCache } from '../../lib/memo-cache';
import { presentProviderHit, presentServiceHit, presentSuggestion } from './search.presenter';
import type { ProviderHit, SearchRepository, ServiceHit } from './search.repository';
import { toSearchQuery } from './search-query';
import { foldText } from './text-folding';

export type SearchHits = ServiceHit[] | ProviderHit[];

/**
 * The header search: services or providers for a text of at least SEARCH_MIN_CHARS characters
 * (shorter texts find nothing, as the box only asks from that length), and suggestions of the
 * categories and tags people look for. What a text finds does not depend on the visitor's language
 * (every language's stemming is asked at once), so it is kept in `hits` by the words of the text and
 * found once for all four; only the presenting is per language.
 */
export function createSearchService(repo: SearchRepository, hits: MemoCache<SearchHits>) {
  const longEnough = (text: string) => [...text.trim()].length >= SEARCH_MIN_CHARS;

  return {
    async search(text: string, type: SearchType, lang: Language) {
      if (!longEnough(text)) return [];
      if (type === 'provider') {
        const folded = foldText(text.trim());
        const found = await hits.get(`provider:${folded}`, () => repo.providers(folded, SEARCH_RESULTS_MAX));
        return (found as ProviderHit[]).map(presentProviderHit);
      }
      const query = toSearchQuery(text);
      if (!query) return [];
      // Keys start with the kind of search: a key holds hits of that kind only.
      const key = `service:${JSON.stringify([query.words, query.typing])}`;
      const found = await hits.get(key, () => repo.services(query, SEARCH_RESULTS_MAX));
      return (found as ServiceHit[]).map((hit) => presentServiceHit(hit, lang));
    },

    async suggestions(text: string, lang: Language) {
      if (!longEnough(text)) return [];
      const rows = await repo.suggestions(foldText(text.trim()), lang, SEARCH_SUGGESTIONS_MAX);
      return rows.map((row) => presentSuggestion(row, lang));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
