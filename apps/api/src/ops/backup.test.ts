import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client';
import { verifyLedger } from '../modules/ledger/ledger-verify';
import { createS3MediaStore } from '../modules/media/s3-media-store';
import { account, fund } from '../test/payouts';
import { uploadProfilePhoto } from '../test/profile-photo';
import { startS3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { adminQuery, databaseUrlWithName } from '../test/test-database';
import { backup, RestoreRefused, restore } from './backup';

/**
 * A site backed up and restored elsewhere: its PostgreSQL through pg_dump and pg_restore, its media
 * from one S3 bucket into another. Needs a PostgreSQL server: the embedded database is copied whole.
 */
const template = inject('templateDatabase');
const postgres = Boolean(template.url);
const reason = postgres ? '' : ' (skipped: needs DATABASE_URL; the embedded database is copied whole)';

describe.skipIf(!postgres)(`backup and restore${reason}`, () => {
  let source: Awaited<ReturnType<typeof startS3Server>>;
  let target: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let dir: string;
  let restored: DatabaseHandle | undefined;
  const emptyName = `wasla_restore_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    source = await startS3Server('wasla-live');
    target = await startS3Server('wasla-restored');
    t = await createTestApp(source.env);
    dir = await mkdtemp(join(tmpdir(), 'wasla-backup-'));
  });
  afterAll(async () => {
    await restored?.close();
    await adminQuery(template.url!, `drop database if exists ${emptyName} with (force)`);
    await t.close();
    await Promise.all([source.stop(), target.stop()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('brings back every row and file: the ledger verifies, the photo is the same bytes', async () => {
    const member = await account(t, 'Backed Up');
    await fund(t, member.id, 12_345n);
    const { file } = await uploadProfilePhoto(t, member.auth, '#e9c46a');

    const live = await createS3MediaStore(source.settings, join(tmpdir(), 'wasla-uploads'));
    const report = await backup({ databaseUrl: t.app.database.url!, media: live, dir });
    expect(report.files).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'))).toMatchObject({
      files: report.files,
      database: 'database.dump',
    });

    await adminQuery(template.url!, `create database ${emptyName}`);
    const url = databaseUrlWithName(template.url!, emptyName);
    const elsewhere = await createS3MediaStore(target.settings, join(tmpdir(), 'wasla-uploads'));
    expect(await restore({ databaseUrl: url, media: elsewhere, dir })).toEqual({ files: report.files });

    restored = await openPostgres(url, 2);
    const count = async (db: DatabaseHandle['db'], table: string) =>
      ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n;
    for (const table of ['users', 'ledger_transfers', 'ledger_entries', 'services', 'outbox_events'])
      expect(await count(restored.db, table), table).toBe(await count(t.app.database.db, table));
    const verified = await verifyLedger(restored.db);
    expect(verified.breaks).toEqual([]);
    expect(verified.counts.transfers).toBeGreaterThan(0);
    expect((await elsewhere.read('avatars', file))?.equals((await live.read('avatars', file))!)).toBe(true);

    // A second restore onto the restored site is refused: it is no longer empty.
    await expect(restore({ databaseUrl: url, media: elsewhere, dir })).rejects.toBeInstanceOf(RestoreRefused);
    await live.close();
    await elsewhere.close();
  });
});
