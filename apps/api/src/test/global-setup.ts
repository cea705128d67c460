import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY, openPglite, openPostgres } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';
import type {} from './provided-context';
import { adminQuery, databaseUrlWithName } from './test-database';

/** Migrates and seeds one template per run; test files clone it, and it is dropped at the end. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `wasla_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const handle = await openPostgres(databaseUrlWithName(serverUrl, name), 2);
    await applyMigrations(handle);
    await seedDemoData(handle.db);
    await handle.close();
    project.provide('templateDatabase', { url: serverUrl, name });
    return async () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }

  const dir = await mkdtemp(join(tmpdir(), 'wasla-test-'));
  const handle = await openPglite(IN_MEMORY);
  await applyMigrations(handle);
  await seedDemoData(handle.db);
  const dumpPath = join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await handle.close();
  project.provide('templateDatabase', { dumpPath });
  return async () => rm(dir, { recursive: true, force: true });
}
