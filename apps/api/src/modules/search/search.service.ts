import {
  SEARCH_MIN_CHARS,
  SEARCH_RESULTS_MAX,
  SEARCH_SUGGESTIONS_MAX,
} from '@wasla/shared/business-constants';
import type { SearchType } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { presentProviderHit, presentServiceHit, presentSuggestion } from './search.presenter';
import type { SearchRepository } from './search.repository';
import { toSearchQuery } from './search-query';
import { foldText } from './text-folding';

/**
 * The header search: services or providers for a text of at least SEARCH_MIN_CHARS characters
 * (shorter texts find nothing, as the box only asks from that length), and suggestions of the
 * categories and tags people look for.
 */
export function createSearchService(repo: SearchRepository) {
  const longEnough = (text: string) => [...text.trim()].length >= SEARCH_MIN_CHARS;

  return {
    async search(text: string, type: SearchType, lang: Language) {
      if (!longEnough(text)) return [];
      if (type === 'provider') {
        const folded = foldText(text.trim());
        return (await repo.providers(folded, SEARCH_RESULTS_MAX)).map(presentProviderHit);
      }
      const query = toSearchQuery(text);
      if (!query) return [];
      return (await repo.services(query, SEARCH_RESULTS_MAX)).map((hit) => presentServiceHit(hit, lang));
    },

    async suggestions(text: string, lang: Language) {
      if (!longEnough(text)) return [];
      const rows = await repo.suggestions(foldText(text.trim()), lang, SEARCH_SUGGESTIONS_MAX);
      return rows.map((row) => presentSuggestion(row, lang));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
