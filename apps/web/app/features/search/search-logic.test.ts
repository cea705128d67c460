import { describe, expect, it } from 'vitest';
import {
  fullSearchHref,
  isHomePath,
  isSearchable,
  isSearchShortcut,
  nextActiveIndex,
  resultHref,
  searchKey,
  searchResultsPath,
  searchStatus,
  shortcutLabel,
} from './search-logic';

const keys = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };

describe('header search rules', () => {
  it('asks from four characters, counted as the API counts them', () => {
    expect(isSearchable('abc')).toBe(false);
    expect(isSearchable('  abc  ')).toBe(false);
    expect(isSearchable('abcd')).toBe(true);
    expect(isSearchable('خط ع')).toBe(true);
    // An emoji is one character, not two UTF-16 units.
    expect(isSearchable('ab😀')).toBe(false);
  });

  it('shows the hint, then skeletons, then results or the empty state', () => {
    expect(searchStatus('', undefined)).toBe('hint');
    expect(searchStatus('web', [])).toBe('hint');
    expect(searchStatus('web design', undefined)).toBe('loading');
    expect(searchStatus('web design', [])).toBe('empty');
    expect(searchStatus('web design', [{ id: 1 }])).toBe('results');
  });

  it('keys a question by type and trimmed text', () => {
    expect(searchKey('service', ' logo ')).toBe('service:logo');
    expect(searchKey('provider', 'logo')).not.toBe(searchKey('service', 'logo'));
  });

  it('builds the addresses of the resource route, the listings and the results', () => {
    expect(searchResultsPath('en', 'provider', ' Nadia F ')).toBe(
      '/en/search-results?name=Nadia+F&type=provider',
    );
    const arabic = new URL(fullSearchHref('ar', 'service', ' تصميم شعار '), 'http://localhost');
    expect(arabic.pathname).toBe('/ar/category');
    expect(arabic.searchParams.get('name')).toBe('تصميم شعار');
    expect(fullSearchHref('fr', 'provider', 'a&b')).toBe('/fr/providers?name=a%26b');
    expect(resultHref('tr', 'service', 'logo-design-s123')).toBe('/tr/services/logo-design-s123');
    expect(resultHref('en', 'provider', 'provider-42')).toBe('/en/provider/provider-42');
  });

  it('moves the highlight with the arrow keys and wraps at both ends', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(2, 'ArrowUp', 3)).toBe(1);
    // A highlight left over from a longer list starts again inside the new one.
    expect(nextActiveIndex(7, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(7, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBeNull();
    expect(nextActiveIndex(0, 'Home', 3)).toBeNull();
  });

  it('opens with Ctrl+K or Cmd+K only', () => {
    expect(isSearchShortcut({ ...keys, key: 'k', ctrlKey: true })).toBe(true);
    expect(isSearchShortcut({ ...keys, key: 'K', metaKey: true })).toBe(true);
    expect(isSearchShortcut({ ...keys, key: 'k' })).toBe(false);
    expect(isSearchShortcut({ ...keys, key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSearchShortcut({ ...keys, key: 'j', ctrlKey: true })).toBe(false);
    expect(shortcutLabel(true)).toBe('⌘K');
    expect(shortcutLabel(false)).toBe('Ctrl K');
  });

  it('knows home by its bare language path', () => {
    expect(isHomePath('/ar')).toBe(true);
    expect(isHomePath('/en/')).toBe(true);
    expect(isHomePath('/en/faq')).toBe(false);
  });
});
