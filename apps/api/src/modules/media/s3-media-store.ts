import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  goneSinceOpened,
  isPublicCollection,
  MEDIA_CONTENT_TYPES,
  MEDIA_FILE_NAME,
  type MediaCollection,
  type MediaStore,
  mediaExtensionOf,
  newMediaName,
} from './media-store';
import { openSpoolFolder } from './spool-folder';

/** Where the bucket is and how to reach it (S3_* in the configuration). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Garage, Ceph); unset for Amazon S3 itself. */
  endpoint?: string;
  /** `bucket` in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const YEAR_SECONDS = 31_536_000;

/**
 * What an object carries for whoever reads it straight from the bucket (a CDN in front of it): a
 * public file never changes under its name, a private one is never kept.
 */
const objectHeaders = (collection: MediaCollection, file: string) => ({
  ContentType: MEDIA_CONTENT_TYPES[mediaExtensionOf(file)!],
  CacheControl: isPublicCollection(collection)
    ? `public, max-age=${YEAR_SECONDS}, immutable`
    : 'private, no-store',
});

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NotFound' || failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404
  );
};

const absentIfMissing = (error: unknown) => {
  if (isMissing(error)) return undefined;
  throw error;
};

/**
 * Media in an S3-compatible bucket, one object per file under `<collection>/<file>`: the store of a
 * site on more than one machine, where every instance must read what another wrote. Uploads still
 * arrive in a local spool folder (they are checked before they are kept), then go up as one object.
 * An object is written whole or not at all, so readers never see half a file.
 */
export async function createS3MediaStore(settings: S3Settings, spoolParent: string): Promise<MediaStore> {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: several S3-compatible servers refuse the newer
    // CRC trailers the SDK would add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const spoolDir = await openSpoolFolder(spoolParent);
  const keyOf = (collection: MediaCollection, file: string) =>
    MEDIA_FILE_NAME.test(file) ? `${collection}/${file}` : undefined;

  const put = async (collection: MediaCollection, file: string, body: Buffer | Readable, size: number) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: `${collection}/${file}`,
        Body: body,
        ContentLength: size,
        ...objectHeaders(collection, file),
      }),
    );
  };

  return {
    async save(collection, bytes, ext = 'webp') {
      const file = newMediaName(ext);
      await put(collection, file, bytes, bytes.length);
      return file;
    },
    spoolDir,
    async adopt(collection, path, ext) {
      const file = newMediaName(ext);
      const { size } = await stat(path);
      await put(collection, file, createReadStream(path), size);
      await rm(path, { force: true });
      return file;
    },
    async keepDerived(collection, file, bytes) {
      if (!MEDIA_FILE_NAME.test(file)) throw new Error(`media store gave no file named ${file}`);
      await put(collection, file, bytes, bytes.length);
    },
    async remove(collection, file) {
      const Key = keyOf(collection, file);
      // Deleting a key that is not there succeeds in S3: removing twice is harmless.
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async open(collection, file) {
      const Key = keyOf(collection, file);
      if (!Key) return undefined;
      const head = await client.send(new HeadObjectCommand({ Bucket, Key })).catch(absentIfMissing);
      if (!head) return undefined;
      return {
        size: head.ContentLength ?? 0,
        async stream(range) {
          const object = await client
            .send(new GetObjectCommand({ Bucket, Key, Range: range && `bytes=${range.start}-${range.end}` }))
            .catch(absentIfMissing);
          if (!object?.Body) throw goneSinceOpened();
          return object.Body as Readable;
        },
      };
    },
    async read(collection, file) {
      const Key = keyOf(collection, file);
      if (!Key) return undefined;
      const object = await client.send(new GetObjectCommand({ Bucket, Key })).catch(absentIfMissing);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    },
    async *list(collection) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${collection}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(collection.length + 1) ?? '';
          if (MEDIA_FILE_NAME.test(name)) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async restoreFile(collection, file, path) {
      if (!MEDIA_FILE_NAME.test(file)) throw new Error(`media store gives no file named ${file}`);
      await put(collection, file, createReadStream(path), (await stat(path)).size);
    },
    where: `s3://${Bucket}`,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      await rm(spoolDir, { recursive: true, force: true });
      client.destroy();
    },
  };
}
