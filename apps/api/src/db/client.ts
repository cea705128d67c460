import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { IN_MEMORY } from '@wasla/config/in-memory';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * One Drizzle database, whichever engine is behind it. Both speak PostgreSQL, so repositories use the
 * node-postgres typing for both; PGlite's query builder is the same one.
 */
export type Database = NodePgDatabase;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The server address, for work that needs one dedicated connection (migrations). */
  url?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dump?: () => Promise<Blob>;
};

export { IN_MEMORY };

export async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  // No JIT compilation: it pays off for long analytic queries, while ours are short and many, and a
  // listing planned as costly (a large category) spent 50 ms compiling to save nothing.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection that breaks (a server restart, a failover, a database dropped at the end of a
  // test) is reported here; the pool has already dropped it and opens another when needed. Without a
  // listener the event would end the process.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.warn(`database connection lost: ${error.message}`);
  });
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    url,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/**
 * PGlite keeps its files in `dir`, or only in memory for `memory://`. Tests start from a dump of an
 * already migrated and seeded database (`loadDataDir`) instead of seeding each time.
 */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dir !== IN_MEMORY) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir === IN_MEMORY ? undefined : dir, {
    extensions: { pg_trgm },
    loadDataDir,
  });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
