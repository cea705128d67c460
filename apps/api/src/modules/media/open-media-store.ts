import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '@wasla/config';
import { IN_MEMORY } from '../../db/client';
import { createMediaStore, type MediaStore } from './media-store';
import { createS3MediaStore } from './s3-media-store';

export type MediaSettings = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** The media store the configuration names: a bucket when S3_BUCKET is set, else the local disk. */
export function openMediaStore(config: MediaSettings): Promise<MediaStore> {
  if (!config.S3_BUCKET) return createMediaStore(config.DATA_DIR);
  const keys =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return createS3MediaStore(
    {
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
      credentials: keys,
    },
    // Uploads arrive on this machine's disk before they go up.
    config.DATA_DIR === IN_MEMORY ? join(tmpdir(), 'wasla-uploads') : join(config.DATA_DIR, 'tmp'),
  );
}
