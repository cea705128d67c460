import { resolve } from 'node:path';
import { loadConfigOrExit } from '@wasla/config';
import { openMediaStore } from '../modules/media/open-media-store';
import { backup, RestoreRefused, restore } from './backup';

/**
 * `npm run backup -- <folder>` writes PostgreSQL (DATABASE_URL) and the media store (the folder or
 * the S3 bucket the configuration names) into the folder; `npm run restore -- <folder>` puts them back
 * into an empty database and a media store. The embedded database is backed up by copying DATA_DIR
 * while the server is stopped.
 */
const [command, given] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !given) {
  process.stderr.write('usage: npm run backup -- <folder>   |   npm run restore -- <folder>\n');
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  process.stderr.write(
    'Backup and restore work on PostgreSQL (DATABASE_URL). For the embedded database, stop the server and copy DATA_DIR.\n',
  );
  process.exit(1);
}
// npm runs the script in the API's folder; a relative folder means the one the command was typed in.
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), given);
const config = loadConfigOrExit();
const media = await openMediaStore(config);
try {
  if (command === 'backup') {
    const report = await backup({ databaseUrl: config.DATABASE_URL!, media, dir });
    process.stdout.write(
      `backed up the database and ${report.files} files (${report.bytes} bytes) into ${dir}\n`,
    );
  } else {
    const report = await restore({ databaseUrl: config.DATABASE_URL!, media, dir });
    process.stdout.write(`restored the database and ${report.files} files from ${dir} into ${media.where}\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof RestoreRefused ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await media.close();
}
