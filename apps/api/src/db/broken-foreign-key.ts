import { databaseErrorOf } from './database-error';

/**
 * The foreign key a write broke (PostgreSQL 23503), by constraint name, or undefined for any other
 * error. A check made before a transaction can be overtaken by a removal in between (a category
 * removed while a service is saved into it): the row it pointed to is gone, and the caller says so
 * as a field error.
 */
export function brokenForeignKey(error: unknown): string | undefined {
  const found = databaseErrorOf(error);
  return found?.code === '23503' ? (found.constraint ?? '') : undefined;
}
