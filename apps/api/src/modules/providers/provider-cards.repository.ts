import type { LocalizedText } from '@wasla/shared/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountShownSql } from '../../lib/policy/visibility';

type Executor = Pick<Database, 'execute'>;

/** One provider of a list, as the database gives it; the presenter shapes it. */
export type ProviderCardRow = {
  id: number;
  code: string;
  slug: string;
  name: string;
  avatar_path: string | null;
  rating: string;
  ratings_count: number;
  account_type: string;
  bio: string | null;
  open_services_count: number;
  is_online: boolean;
  experiences: string[];
  created_at: Date | string;
  country_name: Partial<LocalizedText> | null;
  country_flag: string | null;
  city_name: Partial<LocalizedText> | null;
};

const CARD_COLUMNS = sql`u.id, u.code, u.slug, u.name, u.avatar_path, u.rating::text as rating, u.ratings_count,
  u.account_type, u.bio, u.open_services_count, u.is_online, u.experiences, u.created_at,
  co.name as country_name, co.flag as country_flag, ci.name as city_name`;

const CARD_SOURCE = sql`users u
  left join countries co on co.id = u.country_id
  left join cities ci on ci.id = u.city_id`;

/** A provider is listed while its account lives and has at least one listed service. */

export type ProviderCardQuery = {
  where: SQL[];
  orderBy: SQL;
  limit: number;
  offset?: number;
  /** Also count every match (for the pages of the listing). */
  withTotal?: boolean;
};

export function createProviderCardsRepository(db: Database) {
  async function cards(query: ProviderCardQuery, executor: Executor = db) {
    const where = sql.join(query.where, sql` and `);
    const rows = await executor.execute<ProviderCardRow>(sql`
      select ${CARD_COLUMNS} from ${CARD_SOURCE}
      where ${where}
      order by ${query.orderBy}
      limit ${query.limit} offset ${query.offset ?? 0}`);
    let total = rows.rows.length;
    if (query.withTotal) {
      const counted = await executor.execute<{ n: number }>(
        sql`select count(*)::int as n from users u where ${where}`,
      );
      total = Number(counted.rows[0]?.n ?? 0);
    }
    return { rows: rows.rows, total };
  }

  return {
    cards,
    /** Cards of these accounts in this order, listed or not (a favourite or a follow may have none). */
    byIds: async (ids: number[]) => {
      if (!ids.length) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const { rows } = await cards({
        where: [sql`u.id in (${list})`, accountShownSql('alive')],
        orderBy: sql`array_position(array[${list}]::int[], u.id)`,
        limit: ids.length,
      });
      return rows;
    },
  };
}

export type ProviderCardsRepository = ReturnType<typeof createProviderCardsRepository>;
