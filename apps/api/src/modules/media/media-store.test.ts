import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../db/client';
import { createMediaStore, MEDIA_FILE_NAME, type MediaExtension, mediaExtensionOf } from './media-store';

describe('media store', () => {
  it('writes under random names, deletes, and leaves no temporary folder behind', async () => {
    const store = await createMediaStore(IN_MEMORY);
    const a = await store.save('avatars', Buffer.from('first'));
    const b = await store.save('avatars', Buffer.from('second'));
    expect(a).toMatch(MEDIA_FILE_NAME);
    expect(b).not.toBe(a);
    const path = store.pathOf('avatars', a)!;
    expect(await readFile(path, 'utf8')).toBe('first');

    await store.remove('avatars', a);
    expect(existsSync(path)).toBe(false);
    await store.remove('avatars', a);
    await store.close();
    expect(existsSync(store.pathOf('avatars', b)!)).toBe(false);
  });

  it('names a file by the extension it is given, WebP unless told, in each collection', async () => {
    const store = await createMediaStore(IN_MEMORY);
    expect(await store.save('services', Buffer.from('picture'))).toMatch(/^[0-9a-f]{32}\.webp$/);
    for (const ext of ['webp', 'mp3', 'm4a', 'ogg', 'wav', 'mp4', 'pdf'] as const) {
      const file = await store.save('services', Buffer.from(ext), ext);
      expect(file).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      expect(file).toMatch(MEDIA_FILE_NAME);
      expect(mediaExtensionOf(file)).toBe(ext);
      expect(await readFile(store.pathOf('services', file)!, 'utf8')).toBe(ext);
    }
    await expect(store.save('services', Buffer.from('x'), 'svg' as MediaExtension)).rejects.toThrow();
    await store.close();
  });

  it('adopts a finished upload from its spool folder, and empties that folder on close', async () => {
    const store = await createMediaStore(IN_MEMORY);
    const upload = join(store.spoolDir, 'incoming');
    await writeFile(upload, 'moving pictures');
    const file = await store.adopt('services', upload, 'mp4');
    expect(file).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(await readFile(store.pathOf('services', file)!, 'utf8')).toBe('moving pictures');
    expect(await readdir(store.spoolDir)).toEqual([]);
    await expect(store.adopt('services', upload, 'mp4')).rejects.toThrow();

    await writeFile(join(store.spoolDir, 'left-over'), 'x');
    await store.close();
    expect(existsSync(store.spoolDir)).toBe(false);
  });

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

  it('knows no path for a name it would never give', async () => {
    const store = await createMediaStore(IN_MEMORY);
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
      expect(store.pathOf('avatars', name)).toBeUndefined();
      expect(mediaExtensionOf(name)).toBeUndefined();
    }
    await store.close();
  });
});
