import { type SQL, sql } from 'drizzle-orm';

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * Whether a services row under `alias` is promoted now: a mark of it is active. The marks' sweep
 * (modules/marks/mark-machine.ts) sets `promoted_until` when a mark starts and empties it when it
 * ends; comparing with the database's time as well keeps the label off past the end even when the
 * worker is late.
 */
export function servicePromotedSql(alias = 's'): SQL {
  if (!ALIAS.test(alias)) throw new Error(`bad table alias ${alias}`);
  return sql.raw(`(${alias}.promoted_until is not null and ${alias}.promoted_until > now())`);
}
