import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, currencies, states } from '../../db/schema/catalogue';

export function createGeographyRepository(db: Database) {
  return {
    countries: () =>
      db
        .select({ country: countries, currency: currencies })
        .from(countries)
        .innerJoin(currencies, eq(currencies.id, countries.currencyId))
        .orderBy(asc(countries.sortOrder)),

    countryExists: async (id: number) =>
      (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1)).length > 0,

    statesOf: (countryId: number) =>
      db.select().from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.sortOrder)),

    stateExists: async (id: number) =>
      (await db.select({ id: states.id }).from(states).where(eq(states.id, id)).limit(1)).length > 0,

    citiesOf: (stateId: number) =>
      db.select().from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.sortOrder)),

    currencies: () => db.select().from(currencies).orderBy(asc(currencies.sortOrder)),

    /** The cross rate is divided in SQL numeric, so no float ever touches a rate. */
    exchangeRate: async (from: string, to: string) => {
      const result = await db.execute<{ rate: string; updated_at: string | Date }>(sql`
        select trim_scale(round(t.usd_rate / f.usd_rate, 10))::text as rate,
               greatest(f.rate_updated_at, t.rate_updated_at) as updated_at
        from ${currencies} f, ${currencies} t
        where f.code = ${from} and t.code = ${to}`);
      return result.rows[0];
    },
  };
}

export type GeographyRepository = ReturnType<typeof createGeographyRepository>;
