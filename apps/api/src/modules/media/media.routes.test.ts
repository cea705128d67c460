import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMediaStore, MEDIA_CONTENT_TYPES, type MediaExtension, type MediaStore } from './media-store';

// The app and a second store share one data folder: the test writes files, the app serves them.
let dataDir: string;
let t: TestApp;
let store: MediaStore;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wasla-media-routes-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  store = await createMediaStore(dataDir);
});
afterAll(async () => {
  await t.close();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** 2000 bytes where byte i is i mod 251, so any slice can be checked. */
const sample = Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251));

const fetchMedia = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

async function stored(ext: MediaExtension, bytes = sample) {
  return `/media/services/${await store.save('services', bytes, ext)}`;
}

describe('GET /media/<collection>/<file>', () => {
  it('serves every kind of stored file with its type, cached for a year, never sniffed or compressed', async () => {
    for (const [ext, type] of Object.entries(MEDIA_CONTENT_TYPES)) {
      const res = await fetchMedia(await stored(ext as MediaExtension));
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': type,
        'content-length': '2000',
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(sample)).toBe(true);
    }
  });

  it("shows a PDF in the browser's viewer; nothing else gets that header", async () => {
    const pdf = await fetchMedia(await stored('pdf'));
    expect(pdf.headers).toMatchObject({
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
    const video = await fetchMedia(await stored('mp4'));
    expect(video.headers['content-disposition']).toBeUndefined();
  });

  it('serves one byte range as 206, so sound and video can seek', async () => {
    const url = await stored('mp4');
    const cases = [
      ['bytes=100-199', 100, 199],
      ['bytes=1990-', 1990, 1999],
      ['bytes=-10', 1990, 1999],
      ['bytes=1500-999999', 1500, 1999],
      ['bytes=0-0', 0, 0],
    ] as const;
    for (const [range, start, end] of cases) {
      const res = await fetchMedia(url, { range });
      expect(res.statusCode).toBe(206);
      expect(res.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-range': `bytes ${start}-${end}/2000`,
        'content-length': String(end - start + 1),
        'accept-ranges': 'bytes',
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(sample.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 to a range past the end, with the real size', async () => {
    const res = await fetchMedia(await stored('mp3'), { range: 'bytes=2000-' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */2000');
    // A refusal is never kept for a year like the file itself.
    expect(res.headers['cache-control'] ?? '').not.toMatch(/max-age|immutable/);
    expect(res.rawPayload.length).toBe(0);
  });

  it('sends the whole file for several ranges, a malformed range or a conditional one', async () => {
    const url = await stored('ogg');
    for (const headers of [
      { range: 'bytes=0-9,20-29' } as Record<string, string>,
      { range: 'bytes=abc' },
      { range: 'bytes=0-9', 'if-range': '"some-etag"' },
    ]) {
      const res = await fetchMedia(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(sample)).toBe(true);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetchMedia(await stored('wav'), {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'audio/wav', 'content-length': '2000' });
    expect(res.rawPayload.length).toBe(0);
  });

  it('finds nothing outside the collections, under names the store never gives, or in another collection', async () => {
    const file = await store.save('services', sample, 'm4a');
    expect((await fetchMedia(`/media/services/${file}`)).statusCode).toBe(200);
    for (const url of [
      `/media/avatars/${file}`,
      `/media/secrets/${file}`,
      `/media/services/${file.replace('.m4a', '.png')}`,
      `/media/services/${file.replace('.m4a', '.webp')}`,
      '/media/services/..%2F..%2Fdb',
    ]) {
      expect((await fetchMedia(url)).statusCode, url).toBe(404);
    }
  });
});
