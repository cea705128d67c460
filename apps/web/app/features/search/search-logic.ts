import { SEARCH_MIN_CHARS } from '@wasla/shared/business-constants';
import type { SearchType } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';

/** Typing pauses this long before the box asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;
/** What the API accepts (`searchQuery` in the shared contracts). */
export const SEARCH_MAX_CHARS = 100;

/**
 * What the box shows under the field: the hint while the text is shorter than SEARCH_MIN_CHARS
 * (the API finds nothing below it), skeletons until the reply for this very text arrives, then the
 * results or the empty state.
 */
export type SearchStatus = 'hint' | 'loading' | 'results' | 'empty';

/** Characters as the API counts them: code points of the trimmed text. */
export const searchLength = (text: string) => [...text.trim()].length;
export const isSearchable = (text: string) => searchLength(text) >= SEARCH_MIN_CHARS;

export function searchStatus(text: string, results: readonly unknown[] | undefined): SearchStatus {
  if (!isSearchable(text)) return 'hint';
  if (!results) return 'loading';
  return results.length ? 'results' : 'empty';
}

/** One key per question asked, so that a reply is only ever shown for the text and type it answers. */
export const searchKey = (type: SearchType, text: string) => `${type}:${text.trim()}`;

/** The web server's resource route that asks the API (the browser has no key of its own). */
export const searchResultsPath = (lang: Language, type: SearchType, text: string) =>
  `/${lang}/search-results?${new URLSearchParams({ name: text.trim(), type })}`;

/** Enter or the magnifier: the full listing filtered by the text. */
export const fullSearchHref = (lang: Language, type: SearchType, text: string) =>
  `/${lang}/${type === 'service' ? 'category' : 'providers'}?${new URLSearchParams({ name: text.trim() })}`;

/** Where a result leads. */
export const resultHref = (lang: Language, type: SearchType, slug: string) =>
  `/${lang}/${type === 'service' ? 'services' : 'provider'}/${encodeURIComponent(slug)}`;

/**
 * The highlighted result after an arrow key in the field, wrapping at both ends; `null` for any other
 * key or an empty list. -1 means nothing is highlighted (Enter then runs the full search).
 */
export function nextActiveIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  if (key === 'ArrowUp') return current <= 0 || current >= count ? count - 1 : current - 1;
  return null;
}

/**
 * The visitor's text inside a sentence, isolated (FSI … PDI) so that a Latin text in an Arabic sentence,
 * or the reverse, keeps its own direction without moving the punctuation around it.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/** Ctrl+K, or Cmd+K on a Mac, without other modifiers. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}) {
  return (
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  );
}

/** The shortcut as the keyboard in front of the person writes it. */
export const shortcutLabel = (isMac: boolean) => (isMac ? '⌘K' : 'Ctrl K');

/** Home is the bare language path; there the search only shows after some scrolling. */
export const isHomePath = (pathname: string) => /^\/[a-z]{2}\/?$/.test(pathname);
