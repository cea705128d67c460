import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { AppError } from '../lib/http/app-error';
import {
  MEDIA_COLLECTIONS,
  MEDIA_FILE_NAME,
  type MediaCollection,
  type MediaStore,
  PRIVATE_MEDIA_COLLECTIONS,
} from '../modules/media/media-store';

const run = promisify(execFile);

/** Every collection a backup carries: what visitors see and what only its routes may read. */
const COLLECTIONS: MediaCollection[] = [...MEDIA_COLLECTIONS, ...PRIVATE_MEDIA_COLLECTIONS];
const DUMP = 'database.dump';

export type BackupReport = { files: number; bytes: number; database: string };

/**
 * Writes a backup of PostgreSQL and the media into `dir`: `database.dump` (pg_dump's custom format,
 * without owners or grants, so it restores under any role) and `media/<collection>/<file>`. The
 * database comes first: a file uploaded during the copy is only extra, and a file is never changed
 * under its name, so the media copied after the dump hold every file the dump names unless one was
 * deleted meanwhile (the app answers a missing file as missing).
 */
export async function backup(options: { databaseUrl: string; media: MediaStore; dir: string }) {
  await mkdir(options.dir, { recursive: true });
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    join(options.dir, DUMP),
    options.databaseUrl,
  ]);
  let files = 0;
  let bytes = 0;
  for (const collection of COLLECTIONS) {
    const folder = join(options.dir, 'media', collection);
    await mkdir(folder, { recursive: true });
    for await (const name of options.media.list(collection)) {
      const object = await options.media.open(collection, name);
      // Removed while the backup ran, before or after it was found: a file the site no longer has.
      const bytesOf = await object?.stream().catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      });
      if (!object || !bytesOf) continue;
      await pipeline(bytesOf, createWriteStream(join(folder, name)));
      files += 1;
      bytes += object.size;
    }
  }
  const report: BackupReport = { files, bytes, database: DUMP };
  await writeFile(
    join(options.dir, 'manifest.json'),
    `${JSON.stringify({ ...report, created_at: new Date().toISOString() }, null, 2)}\n`,
  );
  return report;
}

export class RestoreRefused extends Error {}

/** Whether the database holds tables of its own already (restoring over them would mix two sites). */
async function hasTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return (result.rows[0] as { n: number }).n > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup written by `backup` into an empty database and a media store: the dump in one
 * transaction (all of it or nothing), then every file under its own name. A database that already
 * has tables is refused, so a restore never lands on a live site by mistake.
 */
export async function restore(options: { databaseUrl: string; media: MediaStore; dir: string }) {
  if (await hasTables(options.databaseUrl))
    throw new RestoreRefused('the database is not empty: restore into a new, empty database');
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    options.databaseUrl,
    join(options.dir, DUMP),
  ]);
  let files = 0;
  for (const collection of COLLECTIONS) {
    const folder = join(options.dir, 'media', collection);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      if (!MEDIA_FILE_NAME.test(name) || !(await stat(join(folder, name))).isFile()) continue;
      await options.media.restoreFile(collection, name, join(folder, name));
      files += 1;
    }
  }
  return { files };
}
