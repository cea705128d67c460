import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../modules/media/s3-media-store';

/**
 * A real S3-compatible server (s3rver, from the npm registry) on a loopback port, with one empty
 * bucket, for the tests of the bucket store: requests are signed, sent over HTTP and answered as S3
 * answers them. `env` is the configuration that points an app at it.
 */
export async function startS3Server(bucket = 'wasla-media') {
  const directory = await mkdtemp(join(tmpdir(), 'wasla-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let stopped = false;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts these keys, and checks each request's signature with them.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const settings: S3Settings = { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /** Stops the server (a test may stop it early, to see the store fail); a second call does nothing. */
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
