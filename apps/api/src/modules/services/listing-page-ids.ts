import { type SQL, sql } from 'drizzle-orm';
import { servicePromotedSql } from '../../lib/policy/promotion';
import { cardSourceSql } from './service-cards.repository';

export type ListingSort = 'latest' | 'rating';

/** Each sort as SQL on a services row under `alias`, in the order of the listing indexes. */
const ORDER: Record<ListingSort, (alias: string) => SQL> = {
  latest: (a) => sql.raw(`${a}.published_at desc nulls last, ${a}.id desc`),
  rating: (a) => sql.raw(`${a}.rating desc, ${a}.ratings_count desc, ${a}.id desc`),
};

export type PageIdsQuery = {
  /** Conditions on `s` and, for prices, the currencies `cs` and `cv` of `cardSourceSql`. */
  where: SQL[];
  sort: ListingSort;
  /** Promoted services first (within a category), each group in the sort. */
  promotedFirst: boolean;
  limit: number;
  offset: number;
  visitorCurrency: string;
};

/**
 * The ids of one page of a listing, in its order. Reading ids first keeps the page's query on the
 * services table and its indexes; the cards' joins then run for these few rows only.
 *
 * "Promoted first" cannot be read from an index: whether a service is promoted depends on the time.
 * Sorting a whole category by it would read every service of the category (45,000 at a million), so
 * the promoted ones (a few) and the others are read apart, each walking the category's index in the
 * sort's order and stopping after the page, then merged.
 */
export function pageIdsSql(q: PageIdsQuery): SQL {
  const source = cardSourceSql(q.visitorCurrency);
  const where = sql.join(q.where, sql` and `);
  const reach = q.limit + q.offset;
  if (!q.promotedFirst) {
    return sql`select s.id from ${source} where ${where}
      order by ${ORDER[q.sort]('s')} limit ${q.limit} offset ${q.offset}`;
  }
  const arm = (promoted: boolean) => sql`(select s.id, s.published_at, s.rating, s.ratings_count,
      ${promoted} as promoted
    from ${source} where ${where} and ${promoted ? servicePromotedSql() : sql`not ${servicePromotedSql()}`}
    order by ${ORDER[q.sort]('s')} limit ${reach})`;
  return sql`select x.id from (${arm(true)} union all ${arm(false)}) x
    order by x.promoted desc, ${ORDER[q.sort]('x')} limit ${q.limit} offset ${q.offset}`;
}
