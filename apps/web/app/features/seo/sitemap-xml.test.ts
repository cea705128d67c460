import { SITEMAP_PAGE_SIZE } from '@wasla/shared/business-constants';
import { describe, expect, it } from 'vitest';
import { sitemapIndex, sitemapPageOf, urlEntries, urlset, xmlEscape } from './sitemap-xml';

describe('urlEntries', () => {
  it('lists a page once per language, each with every alternate and x-default', () => {
    const entries = urlEntries('https://wasla.test', 'services/logo-design', '2026-03-01T10:00:00.000Z');
    expect(entries).toHaveLength(4);
    expect(entries[1]).toBe(
      '<url><loc>https://wasla.test/en/services/logo-design</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="ar" href="https://wasla.test/ar/services/logo-design"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://wasla.test/en/services/logo-design"/>' +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://wasla.test/fr/services/logo-design"/>' +
        '<xhtml:link rel="alternate" hreflang="tr" href="https://wasla.test/tr/services/logo-design"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://wasla.test/ar/services/logo-design"/></url>',
    );
  });

  it('gives home its bare language address and leaves lastmod out when unknown', () => {
    expect(urlEntries('https://wasla.test', '')[0]).toMatch(
      /^<url><loc>https:\/\/wasla\.test\/ar<\/loc><xhtml/,
    );
  });

  it('escapes what XML cannot hold as it is', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlEntries('https://wasla.test', 'x?a=1&b=2')[0]).toContain('/ar/x?a=1&amp;b=2</loc>');
  });
});

describe('urlset and sitemapIndex', () => {
  it('wraps entries in the protocol namespaces', () => {
    expect(urlset(['<url/>'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url/></urlset>\n',
    );
    expect(
      sitemapIndex([
        { loc: 'https://wasla.test/sitemap-pages.xml' },
        { loc: 'https://wasla.test/sitemap-services.xml?page=2', lastmod: '2026-04-02T08:00:00.000Z' },
      ]),
    ).toContain(
      '<sitemap><loc>https://wasla.test/sitemap-pages.xml</loc></sitemap><sitemap><loc>https://wasla.test/sitemap-services.xml?page=2</loc><lastmod>2026-04-02T08:00:00.000Z</lastmod></sitemap>',
    );
  });
});

describe('sitemapPageOf', () => {
  const page = (q: string) => sitemapPageOf(new URL(`https://wasla.test/sitemap-services.xml${q}`));
  it('reads the page, the first when none is asked for', () => {
    expect(page('')).toBe(1);
    expect(page('?page=3')).toBe(3);
  });
  it('refuses what is not a page number', () => {
    for (const q of ['?page=0', '?page=-1', '?page=1.5', '?page=abc', '?page=01', '?page=999999'])
      expect(page(q)).toBeNull();
  });
});

describe('a full sitemap file', () => {
  it('stays under 50,000 addresses and 50 MB even with the longest Arabic slugs', () => {
    // A 100-letter Arabic name and the code suffix that slugs carry.
    const slug = `${'خ'.repeat(100)}-s12345678`;
    const entries = Array.from({ length: SITEMAP_PAGE_SIZE }, () =>
      urlEntries(
        'https://www.wasla.example',
        `services/${encodeURIComponent(slug)}`,
        '2026-03-01T10:00:00.000Z',
      ),
    ).flat();
    expect(entries.length).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(urlset(entries))).toBeLessThan(50 * 1024 * 1024);
  });
});
