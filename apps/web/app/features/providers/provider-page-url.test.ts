import { describe, expect, it } from 'vitest';
import { profileHref, readProfileState } from './provider-page-url';

const read = (query: string) => readProfileState(new URLSearchParams(query));

describe('readProfileState', () => {
  it('opens the about tab by default', () => {
    expect(read('')).toEqual({ tab: 'about', type: 'provided', page: 1 });
    expect(read('tab=wall&type=sold&page=-2')).toEqual({ tab: 'about', type: 'provided', page: 1 });
  });

  it('reads the services tab with its type and page', () => {
    expect(read('tab=services&type=requested&page=2')).toEqual({
      tab: 'services',
      type: 'requested',
      page: 2,
    });
  });

  it('keeps a page for reviews and articles but no type, and neither for about', () => {
    expect(read('tab=reviews&type=requested&page=3')).toEqual({ tab: 'reviews', type: 'provided', page: 3 });
    expect(read('tab=articles&page=3')).toEqual({ tab: 'articles', type: 'provided', page: 3 });
    expect(profileHref('en', 'sara-x1', { tab: 'articles', page: 2 })).toBe(
      '/en/provider/sara-x1?tab=articles&page=2',
    );
  });
});

describe('profileHref', () => {
  it('leaves out the defaults', () => {
    expect(profileHref('en', 'sara-x1')).toBe('/en/provider/sara-x1');
    expect(profileHref('en', 'sara-x1', { tab: 'about', page: 3 })).toBe('/en/provider/sara-x1');
    expect(profileHref('en', 'sara-x1', { tab: 'services', type: 'provided', page: 1 })).toBe(
      '/en/provider/sara-x1?tab=services',
    );
  });

  it('names the tab, the type and the page when they differ', () => {
    expect(profileHref('ar', 'sara-x1', { tab: 'services', type: 'requested', page: 2 })).toBe(
      '/ar/provider/sara-x1?tab=services&type=requested&page=2',
    );
    expect(profileHref('fr', 'sara-x1', { tab: 'reviews', page: 2 })).toBe(
      '/fr/provider/sara-x1?tab=reviews&page=2',
    );
  });

  it('encodes the slug', () => {
    expect(profileHref('ar', 'سارة-1')).toBe(`/ar/provider/${encodeURIComponent('سارة-1')}`);
  });
});
