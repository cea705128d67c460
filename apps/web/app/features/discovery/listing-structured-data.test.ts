import { describe, expect, it } from 'vitest';
import { listingBreadcrumbs } from './listing-structured-data';

const names = { home: 'Wasla', listing: 'Services' };

describe('listingBreadcrumbs', () => {
  it('leads from home through the listing to the main and the sub category', () => {
    const data = listingBreadcrumbs('https://wasla.test', 'en', names, {
      main: { slug: 'design', name: 'Design' },
      sub: { slug: 'logo-design', name: 'Logo design' },
    });
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Wasla', item: 'https://wasla.test/en' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://wasla.test/en/category' },
      { '@type': 'ListItem', position: 3, name: 'Design', item: 'https://wasla.test/en/category/design' },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Logo design',
        item: 'https://wasla.test/en/category/logo-design',
      },
    ]);
  });

  it('stops at the listing when no category is chosen, and encodes slugs in any script', () => {
    expect(listingBreadcrumbs('https://wasla.test', 'ar', names, null).itemListElement).toHaveLength(2);
    const main = listingBreadcrumbs('https://wasla.test', 'ar', names, {
      main: { slug: 'تصميم', name: 'تصميم' },
      sub: null,
    }).itemListElement;
    expect(main).toHaveLength(3);
    expect(main[2]?.item).toBe('https://wasla.test/ar/category/%D8%AA%D8%B5%D9%85%D9%8A%D9%85');
  });
});
