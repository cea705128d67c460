import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Runs a query whose text never changes (only its parameters do) as a prepared statement on
 * PostgreSQL: each connection plans it once and reuses the plan, instead of planning it on every
 * call. A listing's cards join seven tables and two lateral reads; planning them took 5.5 ms against
 * 1.7 ms of execution at a million services. The statement is named after its text, so a text that
 * varies (a list of values written inline) would leave a new statement on every connection: pass
 * lists as one array parameter. PGlite, one connection in this process, runs it as usual.
 */
export async function executePrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `wasla_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const result = await client.query({ name, text, values: params });
  return result.rows as T[];
}
