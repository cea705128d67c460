import type { ServiceType } from '@wasla/shared/business-constants';
import type { LocalizedText } from '@wasla/shared/languages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idOrSlugSql } from '../../db/id-or-slug';
import { accountShownSql, serviceShownSql } from '../../lib/policy/visibility';
import type { ServiceCardsRepository } from '../services/service-cards.repository';

export type ProviderFactsRow = {
  state_name: Partial<LocalizedText> | null;
  gender: string;
  views: number;
  followers_count: number;
  following_count: number;
  provided_count: number;
  requested_count: number;
  is_following: boolean;
};

/** Reads for the public profile of an account: lookup by id or slug, views, and its counts. */
export function createProviderPageRepository(db: Database, serviceCards: ServiceCardsRepository) {
  return {
    /** The id of a live account by numeric id or by slug; a deleted account is not found. */
    find: async (key: string | number) => {
      const rows = await db.execute<{ id: number }>(
        sql`select id from users u where ${idOrSlugSql(key)} and ${accountShownSql('alive')} limit 1`,
      );
      return rows.rows[0];
    },

    /** What the profile shows beyond a card. Follows count only live accounts on the other side. */
    facts: async (providerId: number, viewerId: number | null) => {
      const rows = await db.execute<ProviderFactsRow>(sql`
        select st.name as state_name, u.gender, u.views,
          (select count(*)::int from follows f join users o on o.id = f.follower_id
            where f.followed_id = u.id and ${accountShownSql('alive', 'o')}) as followers_count,
          (select count(*)::int from follows f join users o on o.id = f.followed_id
            where f.follower_id = u.id and ${accountShownSql('alive', 'o')}) as following_count,
          (select count(*)::int from services s where s.user_id = u.id and s.type = 'provided' and ${serviceShownSql('listed')})
            as provided_count,
          (select count(*)::int from services s where s.user_id = u.id and s.type = 'requested' and ${serviceShownSql('listed')})
            as requested_count,
          exists (select 1 from follows f where f.follower_id = ${viewerId ?? -1} and f.followed_id = u.id)
            as is_following
        from users u left join states st on st.id = u.state_id
        where u.id = ${providerId}`);
      return rows.rows[0];
    },

    /** One page of an account's listed services of one type, newest first, with their count. */
    services: (
      providerId: number,
      type: ServiceType,
      page: { limit: number; offset: number },
      visitorCurrency: string,
    ) =>
      serviceCards.cards({
        where: [serviceShownSql('listed'), sql`s.user_id = ${providerId}`, sql`s.type = ${type}`],
        orderBy: sql`s.published_at desc nulls last, s.id desc`,
        ...page,
        visitorCurrency,
        withTotal: true,
      }),
  };
}

export type ProviderPageRepository = ReturnType<typeof createProviderPageRepository>;
