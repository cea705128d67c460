import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { cities, countries, currencies, states } from '../../db/schema/catalogue';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Database) {
  const live = isNull(users.deletedAt);
  // An account that signed up with another's address is never found by that address.
  const owner = and(live, eq(users.addressTaken, false));
  return {
    findById: async (id: number) =>
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.id, id), live))
          .limit(1)
      )[0],
    findByEmail: async (email: string) =>
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.email, email), owner))
          .limit(1)
      )[0],
    findByPhone: async (countryCode: string, phone: string) =>
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.countryCode, countryCode), eq(users.phoneNumber, phone), owner))
          .limit(1)
      )[0],
    /** Allowed national number lengths for a calling code, e.g. "971" -> [9]. */
    phoneDigitsFor: async (countryCode: string) =>
      (
        await db
          .select({ digits: countries.phoneDigits })
          .from(countries)
          .where(eq(countries.phoneCode, countryCode))
          .limit(1)
      )[0]?.digits,
    /** Whether a country, state and city (each optional) exist and nest inside one another. */
    placesNest: async (countryId: number | null, stateId: number | null, cityId: number | null) => {
      if (stateId !== null) {
        const [row] = await db
          .select({ countryId: states.countryId })
          .from(states)
          .where(eq(states.id, stateId))
          .limit(1);
        if (!row || (countryId !== null && row.countryId !== countryId) || countryId === null) return false;
      }
      if (cityId !== null) {
        const [row] = await db
          .select({ stateId: cities.stateId })
          .from(cities)
          .where(eq(cities.id, cityId))
          .limit(1);
        if (!row || row.stateId !== stateId) return false;
      }
      if (countryId !== null && stateId === null) {
        const [row] = await db
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.id, countryId))
          .limit(1);
        if (!row) return false;
      }
      return true;
    },
    currencyExists: async (id: number) =>
      (await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, id)).limit(1))
        .length === 1,
    /** Inserts, or returns undefined when the code or slug was taken meanwhile (the caller retries). */
    insert: async (row: typeof users.$inferInsert) =>
      (
        await db
          .insert(users)
          .values(row)
          .onConflictDoNothing({ target: [users.code] })
          .returning()
      )[0],
    update: async (id: number, values: Partial<typeof users.$inferInsert>) =>
      (
        await db
          .update(users)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning()
      )[0],
    /** Records the TOTP step just accepted, unless this or a later step was recorded meanwhile. */
    recordTotpStep: async (id: number, step: number) =>
      (
        await db
          .update(users)
          .set({ twoFactorLastStep: step })
          .where(
            and(eq(users.id, id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))),
          )
          .returning({ id: users.id })
      ).length === 1,
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
