import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../db/client';
import { startS3Server } from '../../test/s3-server';
import {
  createMediaStore,
  MEDIA_FILE_NAME,
  type MediaExtension,
  type MediaStore,
  mediaExtensionOf,
} from './media-store';
import { createS3MediaStore } from './s3-media-store';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};
const contentOf = async (store: MediaStore, collection: 'avatars' | 'services', file: string) => {
  const found = await store.open(collection, file);
  return found ? text(await found.stream()) : undefined;
};

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

/** The same promises from the disk store and the bucket store: the app cannot tell them apart. */
const stores: [string, () => Promise<MediaStore>][] = [
  ['on local disk', () => createMediaStore(IN_MEMORY)],
  ['in an S3 bucket', () => createS3MediaStore(s3.settings, join(tmpdir(), 'wasla-uploads'))],
];

describe.each(stores)('media store %s', (_, open) => {
  it('writes under random names, reads whole or by range, deletes, and forgets twice', async () => {
    const store = await open();
    const a = await store.save('avatars', Buffer.from('first picture'));
    const b = await store.save('avatars', Buffer.from('second'));
    expect(a).toMatch(MEDIA_FILE_NAME);
    expect(b).not.toBe(a);
    expect(await contentOf(store, 'avatars', a)).toBe('first picture');
    const found = await store.open('avatars', a);
    expect(found?.size).toBe(13);
    expect(await text(await found!.stream({ start: 6, end: 12 }))).toBe('picture');
    expect((await store.read('avatars', a))?.toString()).toBe('first picture');

    await store.remove('avatars', a);
    // Found, then removed before its bytes were asked for: a missing file (404), not a failure.
    await expect(found!.stream()).rejects.toMatchObject({ status: 404 });
    expect(await store.open('avatars', a)).toBeUndefined();
    expect(await store.read('avatars', a)).toBeUndefined();
    await store.remove('avatars', a);
    // A file of one collection is not found in another.
    expect(await store.open('services', b)).toBeUndefined();
    await store.close();
  });

  it('names a file by the extension it is given, WebP unless told, in each collection', async () => {
    const store = await open();
    expect(await store.save('services', Buffer.from('picture'))).toMatch(/^[0-9a-f]{32}\.webp$/);
    for (const ext of ['webp', 'mp3', 'm4a', 'ogg', 'wav', 'mp4', 'pdf'] as const) {
      const file = await store.save('services', Buffer.from(ext), ext);
      expect(file).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      expect(mediaExtensionOf(file)).toBe(ext);
      expect(await contentOf(store, 'services', file)).toBe(ext);
    }
    await expect(store.save('services', Buffer.from('x'), 'svg' as MediaExtension)).rejects.toThrow();
    await store.close();
  });

  it('adopts a finished upload from its spool folder, and empties that folder on close', async () => {
    const store = await open();
    const upload = join(store.spoolDir, 'incoming');
    await writeFile(upload, 'moving pictures');
    const file = await store.adopt('services', upload, 'mp4');
    expect(file).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(await contentOf(store, 'services', file)).toBe('moving pictures');
    expect(await readdir(store.spoolDir)).toEqual([]);
    await expect(store.adopt('services', upload, 'mp4')).rejects.toThrow();

    await writeFile(join(store.spoolDir, 'left-over'), 'x');
    await store.close();
    expect(existsSync(store.spoolDir)).toBe(false);
  });

  it('replaces a derived copy under its photo’s name, and refuses names it never gave', async () => {
    const store = await open();
    const photo = await store.save('avatars', Buffer.from('photo'));
    await store.keepDerived('avatars-small', photo, Buffer.from('small'));
    await store.keepDerived('avatars-small', photo, Buffer.from('smaller'));
    expect((await store.read('avatars-small', photo))?.toString()).toBe('smaller');
    await expect(store.keepDerived('avatars-small', '../x.webp', Buffer.from('x'))).rejects.toThrow();
    await store.close();
  });

  it('finds nothing under a name it would never give', async () => {
    const store = await open();
    const names = [
      '../secret.webp',
      'a.webp',
      `${'a'.repeat(32)}.png`,
      `${'a'.repeat(32)}.svg`,
      `${'a'.repeat(32)}.pdf.html`,
      `${'a'.repeat(32)}.mp4/`,
      `${'A'.repeat(32)}.webp`,
    ];
    for (const name of names) {
      expect(await store.open('avatars', name)).toBeUndefined();
      expect(await store.read('avatars', name)).toBeUndefined();
      expect(mediaExtensionOf(name)).toBeUndefined();
    }
    await store.close();
  });

  it('lists what a collection holds, and puts a backed-up file back under its own name', async () => {
    const store = await open();
    const kept = [
      await store.save('services', Buffer.from('one')),
      await store.save('services', Buffer.from('two')),
    ];
    const listed: string[] = [];
    for await (const name of store.list('services')) listed.push(name);
    expect(listed).toEqual(expect.arrayContaining(kept));
    expect(listed.every((name) => MEDIA_FILE_NAME.test(name))).toBe(true);
    const empty: string[] = [];
    for await (const name of store.list('documents')) empty.push(name);
    expect(empty).toEqual([]);

    const backup = join(await mkdtemp(join(tmpdir(), 'wasla-restore-')), 'file');
    await writeFile(backup, 'from the backup');
    const name = `${'b'.repeat(32)}.pdf`;
    await store.restoreFile('documents', name, backup);
    expect((await store.read('documents', name))?.toString()).toBe('from the backup');
    await expect(store.restoreFile('documents', '../escape.pdf', backup)).rejects.toThrow();
    await store.close();
  });

  it('is ready while its folder or bucket answers', async () => {
    const store = await open();
    await expect(store.check()).resolves.toBeUndefined();
    await store.close();
  });
});

describe('the bucket store', () => {
  it('is not ready when its bucket does not exist', async () => {
    const store = await createS3MediaStore(
      { ...s3.settings, bucket: 'no-such-bucket' },
      join(tmpdir(), 'wasla-uploads'),
    );
    await expect(store.check()).rejects.toThrow();
    await store.close();
  });

  it('stores each object with its type and the cache rule of its collection', async () => {
    const store = await createS3MediaStore(s3.settings, join(tmpdir(), 'wasla-uploads'));
    const open = await store.save('services', Buffer.from('%PDF-1.7'), 'pdf');
    const kept = await store.save('receipts', Buffer.from('%PDF-1.7'), 'pdf');
    const client = new S3Client(s3.settings);
    const head = (Key: string) => client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key }));
    expect(await head(`services/${open}`)).toMatchObject({
      ContentType: 'application/pdf',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await head(`receipts/${kept}`)).toMatchObject({ CacheControl: 'private, no-store' });
    client.destroy();
    await store.close();
  });
});

describe('the disk store’s spool', () => {
  it('removes the uploads a killed process of this machine left, and no one else’s', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wasla-spool-parent-'));
    const host = hostname().replace(/[^\w.-]/g, '_');
    // The largest pid Linux hands out is below 2^22: this one is never running.
    const abandoned = join(dataDir, 'tmp', `uploads-${host}-4194305-abc`);
    const running = join(dataDir, 'tmp', `uploads-${host}-${process.pid}-def`);
    const elsewhere = join(dataDir, 'tmp', 'uploads-another-host-4194305-ghi');
    for (const folder of [abandoned, running, elsewhere]) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'part'), 'x');
    }
    const store = await createMediaStore(dataDir);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(elsewhere)).toBe(true);
    expect(store.spoolDir.startsWith(join(dataDir, 'tmp', `uploads-${host}-${process.pid}-`))).toBe(true);
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
