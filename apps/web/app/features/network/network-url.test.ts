import { describe, expect, it } from 'vitest';
import { networkApiQuery, networkHref, networkSideOf, readNetworkState } from './network-url';

describe('network list addresses', () => {
  it('reads the search and the page, and treats anything odd as the default', () => {
    expect(readNetworkState(new URLSearchParams('name=%20Sara%20%20K%20&page=3'))).toEqual({
      name: 'Sara K',
      page: 3,
    });
    expect(readNetworkState(new URLSearchParams('page=-1'))).toEqual({ name: '', page: 1 });
    expect(readNetworkState(new URLSearchParams('page=1e9'))).toEqual({ name: '', page: 1 });
    expect(readNetworkState(new URLSearchParams(`name=${'x'.repeat(300)}`)).name).toHaveLength(100);
  });

  it('writes only what differs from the default, and a new search starts at page 1', () => {
    const state = { name: 'ali', page: 4 };
    expect(networkHref('ar', 'followers', state)).toBe('/ar/my-network/followers?name=ali&page=4');
    expect(networkHref('en', 'following', state, { name: 'omar' })).toBe(
      '/en/my-network/following?name=omar',
    );
    expect(networkHref('en', 'following', { name: '', page: 1 })).toBe('/en/my-network/following');
    expect(networkApiQuery(state)).toBe('per_page=10&page=4&name=ali');
  });

  it('knows its two sides only', () => {
    expect(networkSideOf('followers')).toBe('followers');
    expect(networkSideOf('friends')).toBeNull();
    expect(networkSideOf(undefined)).toBeNull();
  });
});
