import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../db/client';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
});
afterAll(() => t.close());

type Auth = Record<string, string>;

/** A multipart/form-data body as a browser sends it, with one file under `field`. */
async function form(bytes: Buffer, filename: string, type: string, field = 'avatar') {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(data);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

async function upload(auth: Auth, bytes: Buffer, filename = 'me.png', type = 'image/png') {
  const { body, contentType } = await form(bytes, filename, type);
  return t.api('POST', '/upload-auth-media', { headers: { ...auth, 'content-type': contentType }, body });
}

const photo = (background = '#2a9d8f') =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .png()
    .withMetadata({ orientation: 1 })
    .toBuffer();

const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });
/** The address of a photo's small copy (small-avatar.ts). */
const small = (url: string) => url.replace('/media/avatars/', '/media/avatars-small/');
const me = async (auth: Auth) => (await t.api('GET', '/user-information', { headers: auth })).json().data;

describe('profile photo', () => {
  it('accepts a PNG, stores it as a 512 × 512 WebP without metadata, and serves it', async () => {
    const { auth } = await signUpVerified(t);
    const res = await upload(auth, await photo());
    expect(res.statusCode).toBe(200);
    expect(res.json().message.txt).toEqual(['Your profile photo has been updated.']);
    const url: string = res.json().data.media.medium;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);

    const served = await fetchMedia(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect((await me(auth)).media.medium).toBe(url);
  });

  it('refuses a text file named .jpg, by its content', async () => {
    const { auth } = await signUpVerified(t);
    const res = await upload(
      auth,
      Buffer.from('I am only text, whatever my name says.'),
      'photo.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: true,
      code: 'validation_failed',
      message: {
        avatar: ['This file is not a supported picture. Use a JPEG, PNG, GIF, WebP or AVIF photo.'],
      },
    });
    expect((await me(auth)).media.medium).toBeNull();
  });

  it('refuses a file over 5 MB with a message naming the limit, in the caller’s language', async () => {
    const { auth } = await signUpVerified(t);
    const big = Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(auth, big);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual({ avatar: ['The photo must not be larger than 5 MB.'] });
    const arabic = await upload({ ...auth, 'content-language': 'ar' }, big);
    expect(arabic.json().message.avatar[0]).toContain('5 ميغابايت');
  });

  it('asks for the file when the form has none', async () => {
    const { auth } = await signUpVerified(t);
    const { body, contentType } = await form(await photo(), 'me.png', 'image/png', 'picture');
    const wrongField = await t.api('POST', '/upload-auth-media', {
      headers: { ...auth, 'content-type': contentType },
      body,
    });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toEqual({ avatar: ['Choose a photo to upload.'] });
    const json = await t.api('POST', '/upload-auth-media', { headers: auth, body: { avatar: 'x' } });
    expect(json.statusCode).toBe(422);
  });

  it('serves a 96 × 96 copy for lists, made on the first request and the same after', async () => {
    const { auth } = await signUpVerified(t);
    const url: string = (await upload(auth, await photo('#e9c46a'))).json().data.media.medium;
    const smallUrl = small(url);
    const [first, second] = await Promise.all([fetchMedia(smallUrl), fetchMedia(smallUrl)]);
    for (const served of [first, second]) {
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 96,
        height: 96,
      });
    }
    const again = await fetchMedia(smallUrl);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.rawPayload.length).toBeLessThan((await fetchMedia(url)).rawPayload.length / 3);
  });

  it('deletes the old file and its small copy when the photo is replaced', async () => {
    const { auth } = await signUpVerified(t);
    const first = (await upload(auth, await photo('#e76f51'))).json().data.media.medium;
    expect((await fetchMedia(small(first))).statusCode).toBe(200);
    const second = (await upload(auth, await photo('#264653'))).json().data.media.medium;
    expect(second).not.toBe(first);
    expect((await fetchMedia(first)).statusCode).toBe(404);
    expect((await fetchMedia(small(first))).statusCode).toBe(404);
    expect((await fetchMedia(second)).statusCode).toBe(200);
  });

  it('removes the photo: no URL, no file, and 15 points less completion', async () => {
    const { auth } = await signUpVerified(t);
    const uploaded = (await upload(auth, await photo())).json().data;
    expect((await fetchMedia(small(uploaded.media.medium))).statusCode).toBe(200);
    const res = await t.api('POST', '/delete-auth-media', { headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.txt).toEqual(['Your profile photo has been removed.']);
    expect(res.json().data.media.medium).toBeNull();
    expect(res.json().data.completion_score).toBe(uploaded.completion_score - 15);
    expect((await fetchMedia(uploaded.media.medium)).statusCode).toBe(404);
    expect((await fetchMedia(small(uploaded.media.medium))).statusCode).toBe(404);
    // Removing again changes nothing and still succeeds.
    expect((await t.api('POST', '/delete-auth-media', { headers: auth })).statusCode).toBe(200);
  });

  it('acts only on the account of the bearer token', async () => {
    const a = await signUpVerified(t, 'User A');
    const b = await signUpVerified(t, 'User B');
    const aPhoto = (await upload(a.auth, await photo('#111111'))).json().data.media.medium;
    const bPhoto = (await upload(b.auth, await photo('#eeeeee'))).json().data.media.medium;

    // B removes and replaces B's photo; A's row and file stay as they were.
    await t.api('POST', '/delete-auth-media', { headers: b.auth });
    await upload(b.auth, await photo('#999999'));
    expect((await me(a.auth)).media.medium).toBe(aPhoto);
    expect((await fetchMedia(aPhoto)).statusCode).toBe(200);
    // And A's changes leave B's photo alone.
    await upload(a.auth, await photo('#222222'));
    const bNow = (await me(b.auth)).media.medium;
    expect(bNow).not.toBe(bPhoto);
    expect((await fetchMedia(bNow)).statusCode).toBe(200);
  });

  it('needs a signed-in account', async () => {
    const { body, contentType } = await form(await photo(), 'me.png', 'image/png');
    const upload = await t.api('POST', '/upload-auth-media', {
      headers: { 'content-type': contentType },
      body,
    });
    expect(upload.statusCode).toBe(401);
    expect((await t.api('POST', '/delete-auth-media')).statusCode).toBe(401);
  });

  it('serves only names the store gives, and only stored files', async () => {
    for (const url of [
      '/media/avatars/0123456789abcdef0123456789abcdef.webp',
      '/media/avatars/..%2F..%2Fpackage.json',
      '/media/avatars/photo.webp',
      '/media/avatars-small/0123456789abcdef0123456789abcdef.webp',
      '/media/avatars-small/..%2F..%2Fpackage.json',
      '/media/avatars-small/photo.webp',
      '/media/other/0123456789abcdef0123456789abcdef.webp',
    ]) {
      expect((await fetchMedia(url)).statusCode, url).toBe(404);
    }
  });
});
