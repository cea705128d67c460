import { loadConfigOrExit } from '@wasla/config';
import { openDatabaseFor } from '../../db/open-database';
import { runLedgerCommand } from './ledger-command';

// `npm run ledger -- verify` (see ledger-command.ts) on the configured database: PostgreSQL at
// DATABASE_URL, or the embedded one in DATA_DIR (then while the server is stopped: PGlite's files are
// opened by one process at a time). It only reads: the database is not migrated, so pointing it at
// the wrong database writes nothing there; a database without the ledger's tables is a break.
const config = loadConfigOrExit();
const handle = await openDatabaseFor(config, { migrate: false });
let code = 1;
try {
  code = await runLedgerCommand(process.argv.slice(2), handle.db, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await handle.close();
}
process.exit(code);
