import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same for every instance of the API.
const MIGRATION_LOCK = 727_001;

/** Applies the committed migrations. On a shared server an advisory lock keeps instances in line. */
export async function applyMigrations(handle: DatabaseHandle) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Advisory locks belong to one connection, so lock, migrate and unlock on the same client.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    const db = drizzlePg(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}
