import { join } from 'node:path';
import { openPostgres } from '@wasla/api/db/client';
import { REPO_ROOT } from '@wasla/config';
import { sql } from 'drizzle-orm';

/**
 * Where the benchmarks' catalogue lives: the PostgreSQL database named by DATABASE_URL (realistic
 * for 100,000 services; use a database of its own, such as wasla_bench), or else a PGlite directory.
 * Either way the demo pictures the catalogue shows are files under data/bench/.
 */
export type BenchTarget = {
  kind: 'postgres' | 'pglite';
  label: string;
  /** What the generator and the app server are started with. */
  env: Record<string, string>;
};

export function benchTarget(env: NodeJS.ProcessEnv = process.env): BenchTarget {
  const url = env.DATABASE_URL;
  return url
    ? {
        kind: 'postgres',
        label: `PostgreSQL (${new URL(url).pathname.slice(1)})`,
        env: { DATABASE_URL: url, DATA_DIR: join(REPO_ROOT, 'data', 'bench', 'postgres') },
      }
    : { kind: 'pglite', label: 'PGlite', env: { DATA_DIR: join(REPO_ROOT, 'data', 'bench', 'pglite') } };
}

/** Creates the database of a PostgreSQL address if the server does not have it yet. */
export async function createDatabaseIfMissing(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const server = await openPostgres(maintenance.toString(), 1);
  try {
    const found = await server.db.execute(sql`select 1 from pg_database where datname = ${name}`);
    if (!found.rows.length) await server.db.execute(sql.raw(`create database "${name.replace(/"/g, '""')}"`));
  } finally {
    await server.close();
  }
}
