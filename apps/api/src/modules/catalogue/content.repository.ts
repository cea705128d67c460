import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, cities, countries, currencies, faqs, paidFeatures } from '../../db/schema/catalogue';
import { appRatings, suggestions } from '../../db/schema/feedback';

/** FAQ, paid features and the counts behind the public statistics. */
export function createContentRepository(db: Database) {
  return {
    faqs: (topic?: string) =>
      db
        .select()
        .from(faqs)
        .where(topic ? eq(faqs.topic, topic) : undefined)
        .orderBy(asc(faqs.sortOrder)),

    paidFeatures: () => db.select().from(paidFeatures).orderBy(asc(paidFeatures.id)),

    /** One round trip for every figure on the about-us page. */
    statistics: async () => {
      const result = await db.execute<Record<string, string | number | null>>(sql`
        select
          (select count(*) from ${categories} where parent_id is null)::int as main_categories,
          (select count(*) from ${categories} where parent_id is not null)::int as sub_categories,
          (select count(*) from ${countries})::int as countries,
          (select count(*) from ${cities})::int as cities,
          (select count(*) from ${currencies})::int as currencies,
          (select count(*) from ${faqs})::int as faqs,
          (select count(*) from ${suggestions})::int as suggestions,
          (select count(*) from ${appRatings})::int as app_ratings,
          (select round(avg(stars), 2)::text from ${appRatings}) as average_app_rating`);
      return result.rows[0]!;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
