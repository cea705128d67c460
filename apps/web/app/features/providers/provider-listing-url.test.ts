import { describe, expect, it } from 'vitest';
import {
  canonicalProviderListing,
  providerApiQuery,
  providerListingHref,
  readProviderListingState,
  withProviderChanges,
} from './provider-listing-url';

const read = (query: string) => readProviderListingState(new URLSearchParams(query));

describe('readProviderListingState', () => {
  it('keeps the known filters and drops the rest', () => {
    expect(read('name=Sara&rating=4&country_id=1&colour=red')).toEqual({
      name: 'Sara',
      rating: '4',
      country_id: '1',
    });
  });

  it('drops "any", blanks, malformed numbers, unknown sorts and page sizes', () => {
    expect(read('main_category_id=any&rating=&country_id=abc&page=0&sort=price&per_page=15')).toEqual({});
    expect(read('per_page=30&sort=latest&page=3')).toEqual({ per_page: '30', sort: 'latest', page: '3' });
  });

  it('drops a state without its country and a city without its state', () => {
    expect(read('state_id=4&city_id=9')).toEqual({});
    expect(read('country_id=1&city_id=9')).toEqual({ country_id: '1' });
    expect(read('country_id=1&state_id=4&city_id=9')).toEqual({
      country_id: '1',
      state_id: '4',
      city_id: '9',
    });
  });
});

describe('providerListingHref', () => {
  it('leaves out the defaults: best rated, 10 a page, page 1', () => {
    expect(providerListingHref('en', { sort: 'rating', per_page: '10', page: '1' })).toBe('/en/providers');
    expect(providerListingHref('ar', { name: 'سارة', sort: 'latest' })).toBe(
      `/ar/providers?name=${encodeURIComponent('سارة')}&sort=latest`,
    );
  });
});

describe('withProviderChanges', () => {
  it('goes back to the first page when a filter changes, not when the page does', () => {
    const state = { rating: '4', page: '3' };
    expect(withProviderChanges(state, { sort: 'latest' })).toEqual({ rating: '4', sort: 'latest' });
    expect(withProviderChanges(state, { page: '4' })).toEqual({ rating: '4', page: '4' });
    expect(withProviderChanges(state, { rating: '' })).toEqual({});
  });
});

describe('providerApiQuery', () => {
  it('always names the sort, the page size and the page', () => {
    expect(providerApiQuery({ name: 'x' })).toBe('name=x&sort=rating&per_page=10&page=1');
  });
});

describe('canonicalProviderListing', () => {
  const canonical = (query: string) => canonicalProviderListing('en', new URLSearchParams(query));

  it('turns what the filter form sends into the listing address', () => {
    expect(canonical('name=&main_category_id=any&country_id=any&rating=4&sort=rating&per_page=10')).toBe(
      '/en/providers?rating=4',
    );
    expect(canonical('name=&rating=any')).toBe('/en/providers');
  });

  it('is null for an address that is canonical already', () => {
    expect(canonical('')).toBeNull();
    expect(canonical('name=Sara&rating=4&page=2')).toBeNull();
  });
});
