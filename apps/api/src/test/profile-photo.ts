import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartBody } from './services';
import type { TestApp } from './test-app';

/**
 * Uploads a plain 800 × 600 PNG as the profile photo of the account signed in by `auth`, as the
 * settings screen does. Answers the photo's address (`/media/avatars/<file>`) and its stored name.
 */
export async function uploadProfilePhoto(t: TestApp, auth: Record<string, string>, background = '#264653') {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
  const form = await multipartBody([{ bytes: photo, name: 'me.png', type: 'image/png' }], 'avatar');
  const saved = await t.api('POST', '/upload-auth-media', {
    headers: { ...auth, 'content-type': form.contentType },
    body: form.body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const url: string = saved.json().data.media.medium;
  return { url, file: url.split('/').pop()! };
}
