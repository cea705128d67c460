import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountShownSql, serviceShownSql } from '../../lib/policy/visibility';
import { providerMatchesSql, withTypoThreshold } from '../search/search.repository';
import type { ProviderCardsRepository } from './provider-cards.repository';

/** The providers listing's filters, the text already folded as the search folds it. */
export type ProviderFilters = {
  folded?: string;
  countryId?: number;
  stateId?: number;
  cityId?: number;
  rating?: number;
  mainCategoryId?: number;
  sort: 'latest' | 'rating';
};

const ORDER: Record<ProviderFilters['sort'], SQL> = {
  rating: sql`u.rating desc, u.ratings_count desc, u.id desc`,
  latest: sql`u.created_at desc, u.id desc`,
};
const BEST_RATED = ORDER.rating;

/** Whether provider `u` has a listed service in one of these main categories. */
const listedInSql = (mainCategories: SQL) => sql`exists (select 1 from services s
  where s.user_id = u.id and ${serviceShownSql('listed')} and s.main_category_id in (${mainCategories}))`;

export function createProviderListingRepository(db: Database, cards: ProviderCardsRepository) {
  function conditions(f: ProviderFilters): SQL[] {
    const where: SQL[] = [accountShownSql('listed')];
    if (f.folded) where.push(providerMatchesSql(f.folded));
    // The place of a provider is the one on its account, not the places its services cover.
    if (f.countryId) where.push(sql`u.country_id = ${f.countryId}`);
    if (f.stateId) where.push(sql`u.state_id = ${f.stateId}`);
    if (f.cityId) where.push(sql`u.city_id = ${f.cityId}`);
    if (f.rating) where.push(sql`u.rating >= ${f.rating}`);
    if (f.mainCategoryId) where.push(listedInSql(sql`${f.mainCategoryId}`));
    return where;
  }

  return {
    list: (f: ProviderFilters, page: { limit: number; offset: number }) => {
      const query = { where: conditions(f), orderBy: ORDER[f.sort], ...page, withTotal: true };
      return f.folded ? withTypoThreshold(db, (tx) => cards.cards(query, tx)) : cards.cards(query);
    },

    /**
     * Other listed providers with a listed service in a main category of this one's, best rated. The
     * categories are read first: an account with none (every new one, on its home page) costs one
     * indexed look-up, and the rest match a short list of ids instead of a sub-query for every row.
     */
    similar: async (providerId: number, limit: number) => {
      const { rows: mains } = await db.execute<{ id: number }>(sql`select distinct s.main_category_id as id
        from services s where s.user_id = ${providerId} and ${serviceShownSql('listed')} and s.main_category_id is not null`);
      if (!mains.length) return [];
      const ids = sql.join(
        mains.map((main) => sql`${main.id}`),
        sql`, `,
      );
      return (
        await cards.cards({
          where: [accountShownSql('listed'), sql`u.id <> ${providerId}`, listedInSql(ids)],
          orderBy: BEST_RATED,
          limit,
        })
      ).rows;
    },

    /** The best rated listed providers, leaving out the viewer and whom the viewer follows. */
    suggestion: async (viewerId: number | null, limit: number) =>
      (
        await cards.cards({
          where: [
            accountShownSql('listed'),
            ...(viewerId === null
              ? []
              : [
                  sql`u.id <> ${viewerId}`,
                  sql`not exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followed_id = u.id)`,
                ]),
          ],
          orderBy: BEST_RATED,
          limit,
        })
      ).rows,
  };
}

export type ProviderListingRepository = ReturnType<typeof createProviderListingRepository>;
