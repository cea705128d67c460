import { describe, expect, it } from 'vitest';
import { apiQuery, listingHref, readListingState, withChanges } from './listing-url';

describe('listing addresses', () => {
  it('keeps known filters and drops unknown keys and types', () => {
    const state = readListingState(new URLSearchParams('min_price=10&foo=bar&type=other&sort=rating'));
    expect(state).toEqual({ min_price: '10', sort: 'rating' });
  });

  it('leaves defaults out so that one listing has one address', () => {
    expect(listingHref('en', undefined, { sort: 'latest', per_page: '10', page: '1' })).toBe('/en/category');
    expect(listingHref('ar', 'تصميم', { page: '2', rating: '4' })).toBe(
      `/ar/category/${encodeURIComponent('تصميم')}?rating=4&page=2`,
    );
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    expect(withChanges({ page: '3', rating: '4' }, { rating: '3' })).toEqual({ rating: '3' });
    expect(withChanges({ page: '3', rating: '4' }, { page: '4' })).toEqual({ page: '4', rating: '4' });
    expect(withChanges({ rating: '4' }, { rating: '' })).toEqual({});
  });

  it('adds the category ids of the path to the API query', () => {
    expect(apiQuery({ name: 'logo' }, { mainId: 3, subId: 9 })).toBe(
      'name=logo&main_category_id=3&category_id=9',
    );
  });
});
