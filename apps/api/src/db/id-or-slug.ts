import { type SQL, sql } from 'drizzle-orm';

/**
 * The condition for a public address that may name a row by id or by slug ("/services/42" or
 * "/services/logo-design-s123"). Slugs always hold a letter, so all-digit keys are ids.
 */
export function idOrSlugSql(key: string | number): SQL {
  return typeof key === 'number' || /^\d{1,9}$/.test(key) ? sql`id = ${Number(key)}` : sql`slug = ${key}`;
}
