import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IN_MEMORY } from '../../db/client';

/** Folders of stored media; each is served at `/media/<collection>/<file>`. */
export const MEDIA_COLLECTIONS = ['avatars'] as const;
export type MediaCollection = (typeof MEDIA_COLLECTIONS)[number];

/** Names the store gives: 32 random hex characters and the extension. Nothing else is ever served. */
export const MEDIA_FILE_NAME = /^[0-9a-f]{32}\.webp$/;

export type MediaStore = {
  /** Writes the bytes under a new random name and returns that name. */
  save(collection: MediaCollection, bytes: Buffer): Promise<string>;
  /** Forgets a file; a name the store never gave, or a file already gone, is ignored. */
  remove(collection: MediaCollection, file: string): Promise<void>;
  /** Where a stored file is on disk, or undefined for a name the store would never give. */
  pathOf(collection: MediaCollection, file: string): string | undefined;
  close(): Promise<void>;
};

/**
 * Files on local disk under `<DATA_DIR>/media/<collection>`. With the in-memory database (tests) the
 * files go to a fresh temporary folder that is removed on close, so runs leave nothing behind.
 */
export async function createMediaStore(dataDir: string): Promise<MediaStore> {
  const temporary = dataDir === IN_MEMORY;
  const root = temporary ? await mkdtemp(join(tmpdir(), 'wasla-media-')) : join(dataDir, 'media');
  const ready = new Set<MediaCollection>();

  const folder = async (collection: MediaCollection) => {
    const dir = join(root, collection);
    if (!ready.has(collection)) {
      await mkdir(dir, { recursive: true });
      ready.add(collection);
    }
    return dir;
  };
  const pathOf = (collection: MediaCollection, file: string) =>
    MEDIA_FILE_NAME.test(file) ? join(root, collection, file) : undefined;

  return {
    async save(collection, bytes) {
      const dir = await folder(collection);
      const file = `${randomBytes(16).toString('hex')}.webp`;
      // Written aside and renamed, so a reader never sees half a file.
      const partial = join(dir, `.${file}.partial`);
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, join(dir, file));
      return file;
    },
    async remove(collection, file) {
      const path = pathOf(collection, file);
      if (path) await rm(path, { force: true });
    },
    pathOf,
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
