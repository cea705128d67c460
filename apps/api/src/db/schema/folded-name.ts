import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A name folded in SQL as `foldText` folds the query: accents and Arabic marks dropped (after
 * decomposition, which also parts hamza and madda from their letters), ى, ة and ı unified, lower
 * case. Without it "Yilmaz" or "مؤسسه" would never meet "Yılmaz" or "مؤسسة". The provider search
 * and the trigram index of account names use this one expression, so that the index serves the
 * search: PostgreSQL uses an expression index only for the same expression.
 */
export const foldedName = (name: AnyPgColumn | SQL) =>
  sql`lower(translate(regexp_replace(normalize(${name}, NFKD), ${sql.raw(
    `'[\\u0300-\\u036f\\u0610-\\u061a\\u064b-\\u065f\\u0670\\u06d6-\\u06ed\\u0640]'`,
  )}, '', 'g'), 'ىةı', 'يهi'))`;
