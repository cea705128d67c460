import type { LocalizedText } from '@wasla/shared/languages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idOrSlugSql } from '../../db/id-or-slug';
import { serviceShownSql } from '../../lib/policy/visibility';

type Named = Partial<LocalizedText>;

/** Reads for the public service page: lookups by id or slug, views, conversions, property names. */
export type ServicePageRow = NonNullable<Awaited<ReturnType<ServicePageRepository['find']>>>;

export function createServicePageRepository(db: Database) {
  return {
    /** A service by numeric id or by slug, whatever its status, deleted ones included. */
    find: async (key: string) => {
      const where = idOrSlugSql(key);
      const rows = await db.execute<{
        id: number;
        user_id: number;
        status: string;
        published_at: Date | null;
        deleted_at: Date | null;
        currency_id: number | null;
        main_category_id: number | null;
        category_id: number | null;
        description: Named;
        other_cat: string | null;
        experiences: string[];
        genders: string[];
        holiday_start: string | null;
        holiday_end: string | null;
        expired_at: Date | string | null;
      }>(sql`select id, user_id, status, published_at, deleted_at, currency_id, main_category_id, category_id, description,
          other_cat, experiences, genders, holiday_start::text, holiday_end::text, expired_at
        from services where ${where} limit 1`);
      return rows.rows[0];
    },

    /**
     * Minor units of one currency in another, at the stored rates, in numeric arithmetic, as decimal
     * text of any size (see `convertedSql`).
     */
    convert: async (amounts: bigint[], fromCurrencyId: number, toCode: string) => {
      if (!amounts.length) return [];
      const rows = await db.execute<{ amount: string }>(sql`
        select round(a::numeric * cv.usd_rate / cs.usd_rate * power(10::numeric, cv.minor_units - cs.minor_units))::text as amount
        from unnest(array[${sql.join(
          amounts.map((a) => sql`${a}`),
          sql`, `,
        )}]::bigint[]) with ordinality as x(a, n)
        join currencies cs on cs.id = ${fromCurrencyId} join currencies cv on cv.code = ${toCode}
        order by n`);
      return rows.rows.map((r) => r.amount);
    },

    currency: async (code: string) => {
      const rows = await db.execute<{ id: number; code: string; minor_units: number }>(
        sql`select id, code, minor_units from currencies where code = ${code}`,
      );
      return rows.rows[0];
    },

    /** Names of properties and of the chosen options. */
    propertyNames: async (propertyIds: number[]) => {
      if (!propertyIds.length) return [];
      const rows = await db.execute<{ id: number; name: Named; options: { id: number; name: Named }[] }>(sql`
        select p.id, p.name, coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.sort_order)
          filter (where o.id is not null), '[]') as options
        from category_properties p left join property_options o on o.property_id = p.id
        where p.id in (${sql.join(
          propertyIds.map((id) => sql`${id}`),
          sql`, `,
        )}) group by p.id order by min(p.sort_order), p.id`);
      return rows.rows;
    },

    /** The author's own phone and e-mail, for the channels that only carry visibility. */
    contactOf: async (userId: number) => {
      const rows = await db.execute<{
        email: string | null;
        phone_number: string | null;
        country_code: string | null;
      }>(sql`select email, phone_number, country_code from users where id = ${userId}`);
      return rows.rows[0];
    },

    /** Other listed services of the same sub category (else main category), best rated first. */
    similarIds: async (
      service: { id: number; mainCategoryId: number | null; categoryId: number | null },
      limit: number,
    ) => {
      const rows = await db.execute<{ id: number }>(sql`
        select s.id from services s
        where ${serviceShownSql('listed')} and s.id <> ${service.id}
          and (s.category_id = ${service.categoryId ?? -1} or s.main_category_id = ${service.mainCategoryId ?? -1})
        order by (s.category_id = ${service.categoryId ?? -1}) desc, s.rating desc, s.published_at desc
        limit ${limit}`);
      return rows.rows.map((r) => r.id);
    },
  };
}

export type ServicePageRepository = ReturnType<typeof createServicePageRepository>;
