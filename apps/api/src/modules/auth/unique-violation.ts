import { databaseErrorOf } from '../../db/database-error';

/**
 * True when the error, or one it wraps, is PostgreSQL's unique violation (23505): two requests
 * claimed the same e-mail or phone at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23505';
}
