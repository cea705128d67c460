import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMedia } from '../../db/schema/services';
import { seedDemoMarketplaceIn } from '../../db/seed/marketplace/seed-marketplace';
import { draftOffer, offerService } from '../../test/deal-offers';
import { account } from '../../test/payouts';
import { uploadProfilePhoto } from '../../test/profile-photo';
import { startS3Server } from '../../test/s3-server';
import { multipartBody } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createS3MediaStore } from './s3-media-store';

/**
 * The whole API with its media in an S3-compatible bucket (a real server on loopback): what the
 * browser sees does not change, only where the bytes live. Two instances share what either wrote.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('media in an S3 bucket', () => {
  it('keeps a profile photo in the bucket and serves it, its range and its small copy from any instance', async () => {
    const who = await account(t, 'Bucket Owner');
    const { url, file } = await uploadProfilePhoto(t, who.auth);
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    // The bytes are in the bucket, read there by a store of its own.
    const bucket = await createS3MediaStore(s3.settings, join(tmpdir(), 'wasla-uploads'));
    expect(await bucket.read('avatars', file)).toBeDefined();

    const other = await t.anotherInstance();
    const whole = await other.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 12))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${whole.rawPayload.length}`);

    const small = await other.app.inject({ method: 'GET', url: url.replace('/avatars/', '/avatars-small/') });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 96, height: 96 });
    expect(await bucket.open('avatars-small', file)).toBeDefined();
    await bucket.close();

    const missing = await t.app.inject({ method: 'GET', url: `/media/avatars/${'0'.repeat(32)}.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('streams a private file from the bucket only to who may read it', async () => {
    const client = await account(t, 'Bucket Client');
    const provider = await account(t, 'Bucket Provider');
    const service = await offerService(t, provider.id);
    const deal = await draftOffer(t, client, service.id);
    const form = await multipartBody([{ bytes: PDF, name: 'brief.pdf', type: 'application/pdf' }]);
    const res = await t.api('POST', `/deals/media/${deal.id}`, {
      headers: { ...client.auth, 'content-type': form.contentType },
      body: form.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [kept] = res.json().data.files;
    const read = await t.api('GET', `/deals/media/${deal.id}/${kept.id}`, { headers: client.auth });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect(read.headers['cache-control']).toBe('private, no-store');
    const stranger = await account(t, 'Bucket Stranger');
    expect(
      (await t.api('GET', `/deals/media/${deal.id}/${kept.id}`, { headers: stranger.auth })).statusCode,
    ).toBe(404);
    // The public media route never serves a private collection, whatever the store.
    expect((await t.app.inject(`/media/deals/${kept.id}`)).statusCode).toBe(404);
  });

  it('puts the demo marketplace’s pictures in the bucket, where the app serves them from', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wasla-demo-'));
    const marketplace = await seedDemoMarketplaceIn(t.app.database.db, {
      DATA_DIR: dataDir,
      S3_REGION: 'us-east-1',
      ...s3.env,
    });
    await rm(dataDir, { recursive: true, force: true });
    expect(marketplace.created).toBe(true);
    const [picture] = await t.app.database.db
      .select()
      .from(serviceMedia)
      .where(eq(serviceMedia.kind, 'image'))
      .orderBy(desc(serviceMedia.id))
      .limit(1);
    const served = await t.app.inject({ url: `/media/services/${picture!.file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Hundreds of pictures made and sent to the bucket: slow on a busy machine.
  }, 120_000);

  it('is ready while the bucket answers, and says the storage failed when it does not', async () => {
    const up = await t.app.inject('/readyz');
    expect(up.json().checks.storage).toBe('ok');
    await s3.stop();
    const down = await t.app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json().checks.storage).toBe('failed');
  });
});
