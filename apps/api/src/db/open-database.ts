import type { Config } from '@wasla/config';
import { type DatabaseHandle, IN_MEMORY, openPglite, openPostgres } from './client';
import { applyMigrations } from './migrate';

/**
 * The configured database (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR), migrated unless
 * `migrate: false`: a command that only reads (the ledger's verify) must not write the schema of the
 * database it was pointed at.
 */
export async function openDatabaseFor(
  config: Config,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(config.DATA_DIR === IN_MEMORY ? IN_MEMORY : `${config.DATA_DIR}/db`);
  if (options.migrate !== false) await applyMigrations(handle);
  return handle;
}
