import { describe, expect, it } from 'vitest';
import { keysToDrop, kindOf, languageOf, offlineRedirect, titleOf } from './offline-rules';

const ORIGIN = 'https://wasla.example';
const open = (path: string, mode = 'navigate', method = 'GET') =>
  kindOf({ method, mode, url: `${ORIGIN}${path}` }, ORIGIN);

describe('what the service worker keeps for offline', () => {
  it('keeps pages people read, and their data', () => {
    expect(open('/ar')).toBe('page');
    expect(open('/en/services/logo-design-12')).toBe('page');
    expect(open('/fr/blog/some-article?x=1')).toBe('page');
    expect(open('/tr/dashboard')).toBe('page');
    expect(open('/en/deals/42')).toBe('page');
    expect(open('/en/services/logo-design-12.data?_routes=x', 'cors')).toBe('page-data');
  });

  it('serves hashed files and icons from the cache first', () => {
    expect(open('/assets/app-abc123.js', 'cors')).toBe('static');
    expect(open('/icons/app-192.png', 'no-cors')).toBe('static');
    expect(open('/favicon.svg', 'no-cors')).toBe('static');
  });

  it('never keeps forms, money and security screens, or page-data routes', () => {
    for (const path of [
      '/en/auth/login',
      '/en/my-wallet',
      '/ar/withdraw',
      '/en/payment-methods',
      '/en/account-settings',
      '/en/two-step-verification',
      '/en/my-profile/change-email',
      '/en/add-service',
      '/en/edit-service/3',
      '/en/add-blog',
      '/en/deals/add-deal',
      '/en/deals/4/payment',
      '/en/deals/4/edit',
      '/en/invoices/9/pdf',
      '/en/chat/3/files/8',
      '/en/chat-data/conversations',
      '/en/manifest.webmanifest',
    ]) {
      expect(open(path), path).toBe('pass');
      expect(open(`${path}.data`, 'cors'), path).toBe('pass');
    }
  });

  it('serves the offline page itself from the cache, whatever follows its address', () => {
    expect(open('/en/offline')).toBe('offline-page');
    expect(open('/ar/offline?from=%2Far%2Fplans')).toBe('offline-page');
    expect(open('/en/offline.data', 'cors')).toBe('pass');
    expect(offlineRedirect(ORIGIN, 'ar', new URL(`${ORIGIN}/ar/plans?x=1`))).toBe(
      `${ORIGIN}/ar/offline?from=%2Far%2Fplans%3Fx%3D1`,
    );
  });

  it('lets through what is not a page read: posts, the API, media, other sites, scripts fetching pages', () => {
    expect(open('/en/services/x', 'navigate', 'POST')).toBe('pass');
    expect(open('/api/v1/services')).toBe('pass');
    expect(open('/media/services/1.webp', 'no-cors')).toBe('pass');
    expect(open('/sitemap.xml')).toBe('pass');
    expect(open('/en/faq', 'cors')).toBe('pass');
    expect(kindOf({ method: 'GET', mode: 'navigate', url: 'https://other.example/en/faq' }, ORIGIN)).toBe(
      'pass',
    );
    // A path that only starts like a language is not one.
    expect(open('/arx/faq')).toBe('pass');
    expect(languageOf('/ar.data')).toBeNull();
  });

  it('drops the oldest pages beyond the number kept', () => {
    expect(keysToDrop(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(keysToDrop(['a'], 2)).toEqual([]);
  });

  it('reads a saved page title, unescaped', () => {
    expect(titleOf('<html><head><title>Logo &amp; brand | Wasla</title></head>')).toBe(
      'Logo & brand | Wasla',
    );
    expect(titleOf('<html></html>')).toBeNull();
  });
});
