import { describe, expect, it } from 'vitest';
import { cacheHeadersFor, isCrossSitePost, isSignedInRequest, secureCookies } from './reply-privacy';

describe('pages and page data', () => {
  const page = { setsCookies: false, cacheControl: null, vary: null };

  it('are never stored for a signed-in visitor', () => {
    expect(cacheHeadersFor({ ...page, signedIn: true })).toEqual({
      cacheControl: 'private, no-store',
      vary: 'Cookie',
    });
    // Signed in is what the session cookies say, whatever else the Cookie header holds.
    expect(isSignedInRequest('userCurrency=SAR; wasla_at=abc')).toBe(true);
    expect(isSignedInRequest('wasla_rt=abc')).toBe(true);
    expect(isSignedInRequest('userCurrency=SAR; wasla_at=')).toBe(false);
    expect(isSignedInRequest(undefined)).toBe(false);
  });

  it('are never stored when they set a cookie, even for a guest', () => {
    expect(cacheHeadersFor({ ...page, signedIn: false, setsCookies: true }).cacheControl).toBe(
      'private, no-store',
    );
  });

  it('are revalidated for a guest and vary with the cookies that chose the language and currency', () => {
    expect(cacheHeadersFor({ ...page, signedIn: false })).toEqual({
      cacheControl: 'no-cache',
      vary: 'Cookie',
    });
    expect(
      cacheHeadersFor({
        ...page,
        signedIn: false,
        vary: 'Accept-Language',
        cacheControl: 'public, max-age=60',
      }),
    ).toEqual({ cacheControl: 'public, max-age=60', vary: 'Accept-Language, Cookie' });
  });

  it('keep what a route declared the same for everyone', () => {
    const options = { ...page, signedIn: true, cacheControl: 'public, max-age=3600', vary: 'Cookie' };
    expect(cacheHeadersFor(options)).toEqual({ cacheControl: 'public, max-age=3600', vary: 'Cookie' });
  });
});

describe('cookies', () => {
  it('are marked Secure once, however the route wrote them', () => {
    expect(secureCookies(['a=1; Path=/; HttpOnly', 'b=2; Path=/; Secure', 'c=3; secure; HttpOnly'])).toEqual([
      'a=1; Path=/; HttpOnly; Secure',
      'b=2; Path=/; Secure',
      'c=3; secure; HttpOnly',
    ]);
  });
});

describe('forms from other sites', () => {
  const own = 'https://wasla.example';
  it('are refused before any action runs', () => {
    expect(isCrossSitePost('POST', 'https://evil.example', own)).toBe(true);
    expect(isCrossSitePost('POST', 'null', own)).toBe(true);
    expect(isCrossSitePost('DELETE', 'not a url', own)).toBe(true);
    expect(isCrossSitePost('POST', 'https://wasla.example.evil.example', own)).toBe(true);
  });
  it('pass when they come from the site itself, carry no origin, or only read', () => {
    expect(isCrossSitePost('POST', own, own)).toBe(false);
    expect(isCrossSitePost('POST', undefined, own)).toBe(false);
    expect(isCrossSitePost('GET', 'https://evil.example', own)).toBe(false);
  });
});
