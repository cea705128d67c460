import { LANGUAGES } from '@wasla/shared/languages';
import type { VariedRequest } from '../lib/load';

export type ListingCatalogue = {
  mainIds: number[];
  subIds: number[];
  currencies: string[];
};

/** Price bounds in a currency, from amounts in dirhams at rough rates (the figures only need to be plausible). */
const PER_AED: Record<string, number> = {
  AED: 1,
  USD: 0.27,
  EUR: 0.25,
  SAR: 1.02,
  EGP: 13,
  TRY: 9,
  KWD: 0.08,
};
const bound = (aed: number, currency: string) =>
  String(Math.max(1, Math.round(aed * (PER_AED[currency] ?? 1))));

/**
 * The listing as visitors use it, one shape after another: a main category, a sub category by
 * rating, a price range in their own currency, deeper pages of everything by rating, a category with
 * a price range, and a text with a category. `shapeOf(i)` and `path(shape, b)` are pure, so the
 * same run always asks the same things.
 */
const SHAPES = [
  'main category, latest',
  'sub category, by rating',
  'price range, another currency',
  'everything by rating, page 2+',
  'main category + price range, by rating',
  'text + main category',
] as const;
export type ListingShape = (typeof SHAPES)[number];
export const LISTING_SHAPES = SHAPES;

const TEXTS = ['تصميم', 'ترجمة', 'logo', 'website', 'photo', 'traduction', 'tasarım', 'صيانة'];

function path(shape: ListingShape, b: number, currency: string, c: ListingCatalogue) {
  const main = c.mainIds[b % c.mainIds.length]!;
  const round = Math.floor(b / c.mainIds.length);
  switch (shape) {
    case 'main category, latest':
      return `main_category_id=${main}&page=${1 + round}`;
    case 'sub category, by rating':
      return `category_id=${c.subIds[b % c.subIds.length]}&sort=rating&page=${1 + Math.floor(b / c.subIds.length)}`;
    case 'price range, another currency':
      return `min_price=${bound(100 + 20 * b, currency)}&max_price=${bound(600 + 45 * b, currency)}`;
    case 'everything by rating, page 2+':
      return `sort=rating&page=${2 + b}`;
    case 'main category + price range, by rating':
      return `main_category_id=${main}&min_price=${bound(50 + 10 * round, currency)}&max_price=${bound(1500, currency)}&sort=rating`;
    case 'text + main category':
      return `name=${encodeURIComponent(TEXTS[round % TEXTS.length]!)}&main_category_id=${main}&page=${1 + Math.floor(round / TEXTS.length)}`;
  }
}

/**
 * An endless sequence of distinct listing requests: the reply cache is keyed by the query, the
 * language and the currency, so none of them can be answered from it (each costs the queries).
 * `nextOf` skips to the next request of one shape; nothing is ever asked twice.
 */
export function coldListingRequests(c: ListingCatalogue) {
  const variants = LANGUAGES.length * c.currencies.length;
  let i = 0;
  const next = (): VariedRequest & { shape: ListingShape } => {
    const shape = SHAPES[i % SHAPES.length]!;
    const j = Math.floor(i / SHAPES.length);
    const v = j % variants;
    const lang = LANGUAGES[v % LANGUAGES.length]!;
    const currency = c.currencies[Math.floor(v / LANGUAGES.length)]!;
    i++;
    return {
      shape,
      path: `/api/v1/services?${path(shape, Math.floor(j / variants), currency, c)}`,
      headers: { 'content-language': lang, currency },
    };
  };
  const nextOf = (shape: ListingShape) => {
    for (;;) {
      const request = next();
      if (request.shape === shape) return request;
    }
  };
  return { next, nextOf };
}

/** The same few listings over and over (one of each shape, in Arabic and dirhams): the reply cache answers. */
export function warmListingRequests(c: ListingCatalogue): () => VariedRequest {
  const fixed = SHAPES.map((shape) => ({
    path: `/api/v1/services?${path(shape, 0, 'AED', c)}`,
    headers: { 'content-language': 'ar', currency: 'AED' },
  }));
  let i = 0;
  return () => fixed[i++ % fixed.length]!;
}
