import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryProperties, propertyOptions, tags } from '../../db/schema/catalogue';
import { serviceShownSql } from '../../lib/policy/visibility';

export type CategoryRow = typeof categories.$inferSelect;

export function createCategoriesRepository(db: Database) {
  return {
    listAll: () =>
      db
        .select()
        .from(categories)
        .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sortOrder), asc(categories.id)),

    findById: async (id: number) =>
      (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0],

    /** Properties are defined on main categories; a sub category uses its parent's. */
    propertiesOf: async (mainId: number) => {
      const props = await db
        .select()
        .from(categoryProperties)
        .where(eq(categoryProperties.categoryId, mainId))
        .orderBy(asc(categoryProperties.sortOrder));
      if (!props.length) return { props, options: [] };
      const options = await db
        .select()
        .from(propertyOptions)
        .where(
          inArray(
            propertyOptions.propertyId,
            props.map((p) => p.id),
          ),
        )
        .orderBy(asc(propertyOptions.propertyId), asc(propertyOptions.sortOrder));
      return { props, options };
    },

    /**
     * Tags of the category and of its main category, plus platform-wide tags: the team's, and the
     * authors' that a published service carries.
     */
    tagsOf: (categoryIds: number[]) =>
      db
        .select()
        .from(tags)
        .where(
          and(
            or(inArray(tags.categoryId, categoryIds), isNull(tags.categoryId)),
            or(
              eq(tags.origin, 'team'),
              sql`exists (select 1 from service_tags st join services s on s.id = st.service_id
                where st.tag_id = ${tags.id} and ${serviceShownSql('listed')})`,
            ),
          ),
        )
        .orderBy(asc(tags.id)),
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
