import type { LocalizedText } from '@wasla/shared/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { servicePromotedSql } from '../../lib/policy/promotion';
import { serviceShownSql } from '../../lib/policy/visibility';

type Executor = Pick<Database, 'execute'>;
type Named = Partial<LocalizedText> | null;

/** One line of a services listing, as the database gives it; the presenter shapes it. */
export type ServiceCardRow = {
  id: number;
  code: string;
  slug: string;
  type: 'provided' | 'requested';
  status: 'draft' | 'open' | 'closed' | 'holiday' | 'expired';
  name: Partial<LocalizedText>;
  /** Minor units as decimal text: a bigint, which no driver may turn into a float. */
  min_price: string | null;
  min_delivery_days: number | null;
  rating: string;
  ratings_count: number;
  views: number;
  promoted: boolean;
  published_at: Date | string | null;
  main_category_id: number | null;
  main_category_name: Named;
  main_category_slug: string | null;
  category_id: number | null;
  category_name: Named;
  category_slug: string | null;
  currency: string | null;
  currency_minor_units: number | null;
  converted_min_price: string | null;
  visitor_currency: string | null;
  visitor_minor_units: number | null;
  image_file: string | null;
  image_thumb: string | null;
  image_width: number | null;
  image_height: number | null;
  location: Named;
  provider_id: number;
  provider_code: string;
  provider_slug: string;
  provider_name: string;
  provider_avatar: string | null;
  provider_rating: string;
  provider_ratings_count: number;
};

/**
 * A minor-unit amount of the service's currency (`cs`) in the visitor's (`cv`), at the stored rates,
 * in numeric arithmetic: no float ever touches money. Null when the visitor uses the same currency.
 * Decimal text of any size (not cast to bigint): the largest price in a currency of many units per
 * dirham is past what a bigint holds, and `Money` reads it exactly.
 */
export const convertedSql = (
  amount: SQL,
) => sql`case when ${amount} is null or cv.id is null or cv.id = cs.id then null
  else round(${amount}::numeric * cv.usd_rate / cs.usd_rate * power(10::numeric, cv.minor_units - cs.minor_units))::text end`;

/** The tables every card query reads, with the visitor's currency joined as `cv`. */
export const cardSourceSql = (visitorCurrency: string) => sql`services s
  left join currencies cs on cs.id = s.currency_id
  left join currencies cv on cv.code = ${visitorCurrency}`;

const CARD_COLUMNS = sql`s.id, s.code, s.slug, s.type, s.status, s.name, s.min_price::text as min_price, s.min_delivery_days,
  s.rating::text as rating, s.ratings_count, s.views,
  ${servicePromotedSql()} as promoted, s.published_at,
  s.main_category_id, mc.name as main_category_name, mc.slug as main_category_slug,
  s.category_id, c.name as category_name, c.slug as category_slug,
  cs.code as currency, cs.minor_units as currency_minor_units,
  ${convertedSql(sql`s.min_price`)} as converted_min_price,
  cv.code as visitor_currency, cv.minor_units as visitor_minor_units,
  img.file as image_file, img.thumb as image_thumb, img.width as image_width, img.height as image_height,
  loc.name as location,
  u.id as provider_id, u.code as provider_code, u.slug as provider_slug, u.name as provider_name,
  u.avatar_path as provider_avatar, u.rating::text as provider_rating, u.ratings_count as provider_ratings_count`;

const CARD_JOINS = sql`join users u on u.id = s.user_id
  left join categories mc on mc.id = s.main_category_id
  left join categories c on c.id = s.category_id
  left join lateral (select m.file, m.thumb, m.width, m.height from service_media m
    where m.service_id = s.id and m.kind = 'image' order by m.is_main desc, m.id limit 1) img on true
  left join lateral (select coalesce(ci.name, st.name, co.name) as name from service_places p
    left join cities ci on ci.id = p.city_id left join states st on st.id = p.state_id
    left join countries co on co.id = p.country_id
    where p.service_id = s.id order by p.id limit 1) loc on true`;

export type CardQuery = {
  where: SQL[];
  orderBy: SQL;
  limit: number;
  offset?: number;
  visitorCurrency: string;
  /**
   * Also count every match (for "showing {some} of {total}"). The count reads services alone, so
   * that the listing indexes can answer it: its conditions may only name `s`.
   */
  withTotal?: boolean;
};

export function createServiceCardsRepository(db: Database) {
  async function cards(query: CardQuery, executor: Executor = db) {
    const where = sql.join(query.where, sql` and `);
    const rows = await executor.execute<ServiceCardRow>(sql`
      select ${CARD_COLUMNS}
      from ${cardSourceSql(query.visitorCurrency)} ${CARD_JOINS}
      where ${where}
      order by ${query.orderBy}
      limit ${query.limit} offset ${query.offset ?? 0}`);
    let total = rows.rows.length;
    if (query.withTotal) {
      const counted = await executor.execute<{ n: number }>(sql`
        select count(*)::int as n from services s where ${where}`);
      total = Number(counted.rows[0]?.n ?? 0);
    }
    return { rows: rows.rows, total };
  }

  return {
    cards,
    /**
     * Cards of these services in this order, listed or not: every public one (favourites keep closed
     * ones). One text whatever the ids, so that it runs prepared (db/prepared.ts).
     */
    byIds: async (ids: number[], visitorCurrency: string) => {
      if (!ids.length) return [];
      const list = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
      return executePrepared<ServiceCardRow>(
        db,
        sql`select ${CARD_COLUMNS}
          from ${cardSourceSql(visitorCurrency)} ${CARD_JOINS}
          where s.id = any(${list}::int[]) and ${serviceShownSql('public')}
          order by array_position(${list}::int[], s.id)`,
      );
    },
  };
}

export type ServiceCardsRepository = ReturnType<typeof createServiceCardsRepository>;
