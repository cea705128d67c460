import type { SearchResult, SearchType } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { useEffect, useRef, useState } from 'react';
import {
  isSearchable,
  SEARCH_DEBOUNCE_MS,
  type SearchStatus,
  searchKey,
  searchResultsPath,
  searchStatus,
} from './search-logic';

type Reply = { key: string; results: SearchResult[] };

/**
 * The results for a text and a type. Typing waits SEARCH_DEBOUNCE_MS before asking; a new question
 * aborts the one still on its way, and a reply is only shown for the question it answers, so an older
 * reply never replaces a newer one. A failed search is logged and reads as "nothing found"
 * (SPEC.md section 8). Switching type asks again at once for the same text.
 */
export function useSearchResults(lang: Language, type: SearchType, text: string) {
  const query = text.trim();
  const key = searchKey(type, query);
  const [reply, setReply] = useState<Reply>({ key: '', results: [] });
  const askedText = useRef('');

  useEffect(() => {
    if (!isSearchable(query)) return;
    const controller = new AbortController();
    const delay = askedText.current === query ? 0 : SEARCH_DEBOUNCE_MS;
    const timer = window.setTimeout(async () => {
      askedText.current = query;
      try {
        const response = await fetch(searchResultsPath(lang, type, query), {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`search replied ${response.status}`);
        const results = (await response.json()) as SearchResult[];
        if (!controller.signal.aborted) setReply({ key, results });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Header search failed', error);
        setReply({ key, results: [] });
      }
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [lang, type, query, key]);

  const answered = reply.key === key ? reply.results : undefined;
  const status: SearchStatus = searchStatus(query, answered);
  return { status, results: status === 'results' ? (answered ?? []) : [] };
}
