import type { ListingFigures } from '../discovery/listing-load';
import type { LatencyFigures, SearchFigures } from '../discovery/search-latency';
import type { PageScores } from '../lib/lighthouse';
import type { LoadResult } from '../lib/load';
import { table } from './markdown';

// Two decimals, or three when the share is below a hundredth (a cold listing is).
const ratio = (part: number, whole: number) => (part / whole).toFixed(part / whole < 0.01 ? 3 : 2);
const latencyRow = (label: string, f: LatencyFigures) => [
  label,
  f.client.count,
  f.client.p50,
  f.client.p95,
  f.client.p99,
  f.server.p50,
  f.server.p95,
  f.server.p99,
];

export function searchReport(search: { services: SearchFigures; providers: SearchFigures }) {
  return [
    table(
      [
        'search (sequential requests)',
        'requests',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'server p50',
        'server p95',
        'server p99',
      ],
      [
        latencyRow('services, cold: a text asked the first time', search.services.first),
        latencyRow('services, the same text in another language', search.services.otherLanguages),
        latencyRow('services, warm (reply cache hit)', search.services.warm),
        latencyRow('providers, cold: a text asked the first time', search.providers.first),
        latencyRow('providers, the same text in another language', search.providers.otherLanguages),
        latencyRow('providers, warm', search.providers.warm),
      ],
      [false, true, true, true, true, true, true, true],
    ),
    '',
    table(
      ['text', 'language', 'kind', 'results', 'first ask ms'],
      [...search.services.found, ...search.providers.found].map((f) => [
        f.text,
        f.lang,
        f.kind,
        f.results,
        f.coldMs,
      ]),
      [false, false, false, true, true],
    ),
  ].join('\n');
}

export function listingReport(baseline: LoadResult, listing: ListingFigures) {
  return [
    table(
      [
        'GET /api/v1/services, one request at a time, cold',
        'total matches',
        'p50 ms',
        'p95 ms',
        'server p50',
        'server p95',
      ],
      listing.perShape.map((s) => [s.shape, s.total, s.client.p50, s.client.p95, s.server.p50, s.server.p95]),
      [false, true, true, true, true, true],
    ),
    '',
    table(
      ['under load', 'requests/s', 'p50 ms', 'p99 ms', 'share of baseline'],
      [
        ['bare Fastify JSON route (baseline)', baseline.rps, baseline.p50, baseline.p99, '1'],
        [
          'listing, cold: every request a different query, page, language or currency',
          listing.cold.rps,
          listing.cold.p50,
          listing.cold.p99,
          ratio(listing.cold.rps, baseline.rps),
        ],
        [
          'listing, warm: six listings asked over and over (reply cache)',
          listing.warm.rps,
          listing.warm.p50,
          listing.warm.p99,
          ratio(listing.warm.rps, baseline.rps),
        ],
      ],
      [false, true, true, true, true],
    ),
  ].join('\n');
}

export function lighthouseReport(pages: Record<string, PageScores>) {
  return table(
    [
      'Lighthouse mobile (median of 3)',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
    ],
    Object.entries(pages).map(([page, s]) => [
      decodeURIComponent(page),
      s.performance,
      s.accessibility,
      s.bestPractices,
      s.seo,
      s.fcp,
      s.lcp,
      s.tbt,
      s.cls,
    ]),
    [false, true, true, true, true, false, false, false, false],
  );
}

export function categoriesReport(
  baseline: LoadResult,
  figures: { categories: LoadResult; revalidated: LoadResult; currencies: LoadResult },
) {
  return [
    table(
      ['route', 'requests/s', 'p50 ms', 'p99 ms'],
      [
        ['bare Fastify JSON route (baseline)', baseline.rps, baseline.p50, baseline.p99],
        [
          'GET /api/v1/all-categories (ar)',
          figures.categories.rps,
          figures.categories.p50,
          figures.categories.p99,
        ],
        [
          'GET /api/v1/all-categories revalidated (304 to its ETag)',
          figures.revalidated.rps,
          figures.revalidated.p50,
          figures.revalidated.p99,
        ],
        ['GET /api/v1/currencies', figures.currencies.rps, figures.currencies.p50, figures.currencies.p99],
      ],
      [false, true, true, true],
    ),
    '',
    `all-categories runs at ${ratio(figures.categories.rps, baseline.rps)} of the bare route's throughput.`,
  ].join('\n');
}
