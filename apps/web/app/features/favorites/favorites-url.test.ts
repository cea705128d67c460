import { describe, expect, it } from 'vitest';
import { favoritesApiQuery, favoritesHref, readFavoritesState } from './favorites-url';

const read = (text: string) => readFavoritesState(new URLSearchParams(text));

describe('readFavoritesState', () => {
  it('reads the four values of the address', () => {
    expect(read('type=provider&perPage=20&sortBy=oldest&page=3')).toEqual({
      type: 'provider',
      perPage: 20,
      sortBy: 'oldest',
      page: 3,
    });
  });

  it('falls back to services, 10 a page, newest first and page 1', () => {
    const defaults = { type: 'service', perPage: 10, sortBy: 'latest', page: 1 };
    expect(read('')).toEqual(defaults);
    expect(read('type=deal&perPage=7&sortBy=rating&page=0')).toEqual(defaults);
    expect(read('page=2.5')).toEqual(defaults);
    expect(read('page=-1&perPage=abc')).toEqual(defaults);
  });
});

describe('favoritesHref', () => {
  const state = read('type=provider&perPage=20&sortBy=oldest&page=3');

  it('leaves the defaults out of the address', () => {
    expect(favoritesHref('en', read(''))).toBe('/en/favorite');
    expect(favoritesHref('ar', read(''), { type: 'provider' })).toBe('/ar/favorite?type=provider');
  });

  it('keeps the page only when the page itself changes', () => {
    expect(favoritesHref('en', state, { page: 4 })).toBe(
      '/en/favorite?type=provider&perPage=20&sortBy=oldest&page=4',
    );
    expect(favoritesHref('en', state, { sortBy: 'latest' })).toBe('/en/favorite?type=provider&perPage=20');
    expect(favoritesHref('en', state, { type: 'service' })).toBe('/en/favorite?perPage=20&sortBy=oldest');
  });
});

describe('favoritesApiQuery', () => {
  it('spells out every value for the API', () => {
    expect(favoritesApiQuery(read(''))).toBe('type=service&perPage=10&sortBy=latest&page=1');
  });
});
