import { loadConfigOrExit } from '@wasla/config';
import { openDatabaseFor } from '../../db/open-database';
import { createTeamRepository } from './team.repository';
import { runTeamCommand } from './team-command';

// `npm run team -- grant <email> <role>` (see team-command.ts). On the embedded database (no
// DATABASE_URL) run it while the server is stopped: PGlite's files are opened by one process at a time.
const config = loadConfigOrExit();
const handle = await openDatabaseFor(config);
let code = 1;
try {
  code = await runTeamCommand(process.argv.slice(2), createTeamRepository(handle.db), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await handle.close();
}
process.exit(code);
