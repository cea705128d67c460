import { randomBytes } from 'node:crypto';
import {
  copyFile,
  mkdir,
  mkdtemp,
  open as openFile,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { IN_MEMORY } from '../../db/client';
import { errors } from '../../lib/http/app-error';
import { openSpoolFolder } from './spool-folder';

/**
 * Folders of stored media; each is served at `/media/<collection>/<file>`. `avatars-small` holds the
 * small copies of profile photos, each under its photo's name and made on first request (small-avatar.ts).
 */
export const MEDIA_COLLECTIONS = ['avatars', 'avatars-small', 'services', 'articles'] as const;
/**
 * Folders the media route never serves: their files are read only through a route that checks who
 * asks (bank transfer receipts, for the finance team; a deal's attachments and deliveries, for its
 * two parties; a conversation's files, for its two members; an account's data export, for its owner;
 * the documents of an account-type request, for the team).
 */
export const PRIVATE_MEDIA_COLLECTIONS = ['receipts', 'deals', 'chat', 'exports', 'documents'] as const;
export type MediaCollection = (typeof MEDIA_COLLECTIONS)[number] | (typeof PRIVATE_MEDIA_COLLECTIONS)[number];

/**
 * The kinds of file the store keeps, by extension, with the type each is served as. Pictures are
 * always re-encoded to WebP; sound, video and PDF are kept as uploaded once their content is checked.
 * ZIP is written only by the server (an account's data export), never taken from an upload.
 */
export const MEDIA_CONTENT_TYPES = {
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;
export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;
const EXTENSIONS = Object.keys(MEDIA_CONTENT_TYPES) as MediaExtension[];

/** Names the store gives: 32 random hex characters and a known extension. Nothing else is ever served. */
export const MEDIA_FILE_NAME = new RegExp(`^[0-9a-f]{32}\\.(${EXTENSIONS.join('|')})$`);

/** The extension of a name the store gave, or undefined for any other name. */
export const mediaExtensionOf = (file: string) =>
  MEDIA_FILE_NAME.exec(file)?.[1] as MediaExtension | undefined;

/** Whether a reader may see a collection's files without a route checking who asks. */
export const isPublicCollection = (collection: MediaCollection) =>
  (MEDIA_COLLECTIONS as readonly string[]).includes(collection);

/** A new random name with a known extension; anything else is refused before a byte is written. */
export function newMediaName(ext: MediaExtension) {
  // The type says so already; this guards callers that pass an extension from outside TypeScript.
  if (!EXTENSIONS.includes(ext)) throw new Error(`media store keeps no .${ext} files`);
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** A missing file (or folder) is an absent one; anything else is a failure. */
const absentIfMissing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
  throw error;
};

/**
 * What `stream` rejects with when the file went between `open` and `stream` (a photo replaced at that
 * moment): the reply is the 404 of a file never there, not a failure of the server.
 */
export const goneSinceOpened = () => errors.notFound();

/** Bytes of a stored file, both ends included (an HTTP byte range). */
export type ByteRange = { start: number; end: number };

/** A stored file found by a reader: its size, and its bytes, whole or one range of them. */
export type StoredObject = {
  size: number;
  /** Rejects with `goneSinceOpened()` when the file was removed after it was found. */
  stream(range?: ByteRange): Promise<Readable>;
};

export type MediaStore = {
  /** Writes the bytes under a new random name with this extension and returns that name. */
  save(collection: MediaCollection, bytes: Buffer, ext?: MediaExtension): Promise<string>;
  /**
   * Where uploads are written while they arrive (a folder of this process, emptied on close). A file
   * there is either adopted into a collection or removed by whoever wrote it.
   */
  spoolDir: string;
  /** Moves a finished upload from the spool folder into the collection under a new random name. */
  adopt(collection: MediaCollection, path: string, ext: MediaExtension): Promise<string>;
  /**
   * Writes a copy derived from a stored file under that file's name in another collection (a smaller
   * picture), replacing any earlier copy. A name the store never gave is refused.
   */
  keepDerived(collection: MediaCollection, file: string, bytes: Buffer): Promise<void>;
  /** Forgets a file; a name the store never gave, or a file already gone, is ignored. */
  remove(collection: MediaCollection, file: string): Promise<void>;
  /**
   * A stored file to read, or undefined when there is none: a name the store would never give, or a
   * file gone (removed, or a restore without its media).
   */
  open(collection: MediaCollection, file: string): Promise<StoredObject | undefined>;
  /** A stored file's bytes whole (a picture to derive a copy from), or undefined when there is none. */
  read(collection: MediaCollection, file: string): Promise<Buffer | undefined>;
  /** The names kept in a collection, in no order (a backup walks them). */
  list(collection: MediaCollection): AsyncIterable<string>;
  /**
   * Puts back a file from a backup under its own name, replacing any file of that name; a name the
   * store would never give is refused.
   */
  restoreFile(collection: MediaCollection, file: string, path: string): Promise<void>;
  /** Where the files are, for the logs: a folder, or a bucket. */
  where: string;
  /** Throws unless the store is there and answers (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
};

/** Renames, or copies when the spool folder and the store are on different file systems. */
async function move(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/**
 * Writes a file aside and renames it into place, so a reader never sees half a file. The aside name
 * is each writer's own, so two writers of one name at once never mix their bytes; the last rename wins.
 */
async function writeWhole(dir: string, file: string, bytes: Buffer) {
  const partial = join(dir, `.${file}.${randomBytes(4).toString('hex')}.partial`);
  await writeFile(partial, bytes, { flag: 'wx' });
  await rename(partial, join(dir, file));
}

/**
 * Files on local disk under `<DATA_DIR>/media/<collection>`, uploads in progress under
 * `<DATA_DIR>/tmp`. With the in-memory database (tests) both go to a fresh temporary folder that is
 * removed on close, so runs leave nothing behind.
 */
export async function createMediaStore(dataDir: string): Promise<MediaStore> {
  const temporary = dataDir === IN_MEMORY;
  const root = temporary ? await mkdtemp(join(tmpdir(), 'wasla-media-')) : join(dataDir, 'media');
  // Made now, not with the first file, so a new instance's readiness finds its store (check()).
  await mkdir(root, { recursive: true });
  const spoolDir = await openSpoolFolder(temporary ? root : join(dataDir, 'tmp'));
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
    async save(collection, bytes, ext = 'webp') {
      const file = newMediaName(ext);
      await writeWhole(await folder(collection), file, bytes);
      return file;
    },
    spoolDir,
    async adopt(collection, path, ext) {
      const file = newMediaName(ext);
      const dir = await folder(collection);
      // Moved aside first, so a reader never sees half a file even when the move is a copy.
      const partial = join(dir, `.${file}.partial`);
      await move(path, partial);
      await rename(partial, join(dir, file));
      return file;
    },
    async keepDerived(collection, file, bytes) {
      if (!MEDIA_FILE_NAME.test(file)) throw new Error(`media store gave no file named ${file}`);
      await writeWhole(await folder(collection), file, bytes);
    },
    async remove(collection, file) {
      const path = pathOf(collection, file);
      if (path) await rm(path, { force: true });
    },
    async open(collection, file) {
      const path = pathOf(collection, file);
      const found = path ? await stat(path).catch(absentIfMissing) : undefined;
      if (!path || !found?.isFile()) return undefined;
      return {
        size: found.size,
        async stream(range) {
          // Opened before any byte is sent, so a file removed since `open` is known while the reply
          // can still be a 404; once open, the bytes stay readable even if it is removed meanwhile.
          const handle = await openFile(path).catch(absentIfMissing);
          if (!handle) throw goneSinceOpened();
          return handle.createReadStream(range);
        },
      };
    },
    async read(collection, file) {
      const path = pathOf(collection, file);
      return path ? readFile(path).catch(absentIfMissing) : undefined;
    },
    async *list(collection) {
      const names = await readdir(join(root, collection)).catch(absentIfMissing);
      for (const name of names ?? []) if (MEDIA_FILE_NAME.test(name)) yield name;
    },
    async restoreFile(collection, file, path) {
      if (!MEDIA_FILE_NAME.test(file)) throw new Error(`media store gives no file named ${file}`);
      const dir = await folder(collection);
      const partial = join(dir, `.${file}.restored.partial`);
      await copyFile(path, partial);
      await rename(partial, join(dir, file));
    },
    where: root,
    async check() {
      // A folder that was unmounted or removed under a running instance fails here, as it would
      // fail the next upload. (Permissions are not tested: a process running as root passes them all.)
      if (!(await stat(root)).isDirectory()) throw new Error(`${root} is not a folder`);
    },
    async close() {
      await rm(spoolDir, { recursive: true, force: true });
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
