import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type DatabaseHandle, IN_MEMORY, openPglite, openPostgres } from '../db/client';

/**
 * Each test file gets a database of its own, cloned from the template that the global setup migrated
 * and seeded once: a PostgreSQL template database when DATABASE_URL is set, else a PGlite dump.
 */
export function databaseUrlWithName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { handle: DatabaseHandle; drop(): Promise<void> };

export async function cloneTestDatabase(template: {
  url?: string;
  name?: string;
  dumpPath?: string;
}): Promise<TestDatabase> {
  if (template.url && template.name) {
    const name = `wasla_t_${randomBytes(6).toString('hex')}`;
    // Two clones of one template at the same instant can collide; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(template.url, `create database ${name} template ${template.name}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    const handle = await openPostgres(databaseUrlWithName(template.url, name), 4);
    return {
      handle,
      drop: async () => {
        await handle.close();
        await adminQuery(template.url!, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = template.dumpPath ? new Blob([await readFile(template.dumpPath)]) : undefined;
  const handle = await openPglite(IN_MEMORY, dump);
  return { handle, drop: () => handle.close() };
}
